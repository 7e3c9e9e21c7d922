import type { Database, Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { MAX_PENDING_ORDERS_PER_USER, UNPAID_ORDER_LIFETIME_DAYS } from '../../../common/shop';
import { newPaymentReference } from './paymentReference';
import type { CreateItemBody, ShopItem, ShopOrder, UpdateItemBody } from '../../../common/contract/shop';

interface ItemRow {
  id: string;
  name: string;
  description: string;
  image: string | null;
  price: string | number;
  currency: string;
  stock: number;
  active: boolean;
}

interface OrderRow {
  id: string;
  user_id: string | null;
  item_id: string;
  item_name: string;
  quantity: number;
  unit_price: string | number;
  amount: string | number;
  currency: string;
  wallet_address: string;
  payment_reference: string;
  status: ShopOrder['status'];
  created_at: Date | string;
  confirmed_at: Date | string | null;
  cancelled_at: Date | string | null;
}

export const DEFAULT_CURRENCY = 'USDT';
export const UNPAID_ORDER_LIFETIME_MS = UNPAID_ORDER_LIFETIME_DAYS * 24 * 60 * 60_000;
/** Every listing is bounded; a shop front with more items than this needs paging first. */
const ITEM_LIST_LIMIT = 200;

const ITEM_COLUMNS = 'id, name, description, image, price, currency, stock, active';
const ORDER_COLUMNS = `id, user_id, item_id, item_name, quantity, unit_price, amount, currency, wallet_address,
  payment_reference, status, created_at, confirmed_at, cancelled_at`;

/** Column of each editable field; the body's keys are checked against this list, never put in SQL as they come. */
const ITEM_FIELD_COLUMNS: Record<keyof UpdateItemBody, string> = {
  name: 'name',
  description: 'description',
  image: 'image',
  price: 'price',
  currency: 'currency',
  stock: 'stock',
  active: 'active',
  sortOrder: 'sort_order',
};

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toItem(row: ItemRow): ShopItem {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    // numeric comes back as text from PostgreSQL; two decimals fit a double exactly enough for display.
    price: Number(row.price),
    currency: row.currency,
    stock: row.stock,
    active: row.active,
  };
}

function toOrder(row: OrderRow): ShopOrder {
  return {
    _id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    quantity: row.quantity,
    unitPrice: Number(row.unit_price),
    amount: Number(row.amount),
    currency: row.currency,
    walletAddress: row.wallet_address,
    paymentReference: row.payment_reference,
    status: row.status,
    userId: row.user_id,
    createdAt: iso(row.created_at),
    confirmedAt: row.confirmed_at ? iso(row.confirmed_at) : null,
    cancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
  };
}

export type PlaceOrderResult =
  | { ok: true; order: ShopOrder }
  | { ok: false; reason: 'item_not_found' | 'out_of_stock' | 'too_many_pending' }
  | { ok: false; reason: 'not_enough_stock'; available: number };

export type OrderChangeResult = { ok: true; order: ShopOrder } | { ok: false; reason: 'not_found' | 'not_pending' };

export interface PlaceOrderInput {
  userId: string;
  itemId: string;
  quantity: number;
  walletAddress: string;
}

const UNIQUE_VIOLATION = '23505';
const REFERENCE_ATTEMPTS = 3;

function isReferenceCollision(error: unknown): boolean {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  return code === UNIQUE_VIOLATION && `${constraint ?? ''} ${message ?? ''}`.includes('payment_reference');
}

export class ShopRepository {
  constructor(private readonly db: Database) {}

  async listItems({ includeInactive }: { includeInactive: boolean }): Promise<ShopItem[]> {
    const rows = await this.db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM shop_items ${includeInactive ? '' : 'WHERE active'}
       ORDER BY sort_order, name, id LIMIT ${ITEM_LIST_LIMIT}`,
    );
    return rows.map(toItem);
  }

  async createItem(input: CreateItemBody): Promise<ShopItem> {
    const rows = await this.db.query<ItemRow>(
      `INSERT INTO shop_items (id, name, description, image, price, currency, stock, active, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ITEM_COLUMNS}`,
      [
        newId(),
        input.name.trim(),
        input.description ?? '',
        input.image ?? null,
        input.price,
        input.currency ?? DEFAULT_CURRENCY,
        input.stock,
        input.active ?? true,
        input.sortOrder ?? 0,
      ],
    );
    return toItem(rows[0]!);
  }

  async updateItem(id: string, changes: UpdateItemBody): Promise<ShopItem | null> {
    const fields = (Object.keys(changes) as Array<keyof UpdateItemBody>).filter((field) => field in ITEM_FIELD_COLUMNS);
    const values = fields.map((field) => (field === 'name' ? changes.name!.trim() : changes[field]));
    const assignments = fields.map((field, index) => `${ITEM_FIELD_COLUMNS[field]} = $${index + 2}`);
    const rows = await this.db.query<ItemRow>(
      `UPDATE shop_items SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${ITEM_COLUMNS}`,
      [id, ...values],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  /** Demo data for a fresh installation; does nothing once the shop has any item. */
  async insertDemoItemsIfEmpty(items: Array<Omit<ShopItem, 'active'>>): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM shop_items');
      if ((existing?.count ?? 0) > 0) return 0;
      for (const [index, item] of items.entries()) {
        await tx.query(
          `INSERT INTO shop_items (id, name, description, image, price, currency, stock, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [item._id, item.name, item.description, item.image, item.price, item.currency, item.stock, index],
        );
      }
      return items.length;
    });
  }

  /**
   * Reserves the stock and records a pending order in one transaction. Stock is taken when the order
   * is placed, not when it is confirmed, so two buyers can never both pay for the last item; an admin
   * cancelling an unpaid order, or its expiry, gives the stock back.
   */
  async placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((tx) => this.placeOrderIn(tx, input, newPaymentReference()));
      } catch (error) {
        if (attempt >= REFERENCE_ATTEMPTS || !isReferenceCollision(error)) throw error;
      }
    }
  }

  /**
   * Orders unpaid for `lifetimeMs` expire and give their reserved stock back, in one statement, so
   * several processes sweeping at once expire each order once. Answers how many expired.
   */
  async expireUnpaidOrders(lifetimeMs: number, queryable: Queryable = this.db): Promise<number> {
    const [row] = await queryable.query<{ expired: number }>(
      `WITH expired AS (
         UPDATE shop_orders SET status = 'expired', cancelled_at = now()
         WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1::double precision)
         RETURNING item_id, quantity
       ), returned AS (
         SELECT item_id, sum(quantity)::int AS quantity FROM expired GROUP BY item_id
       ), restocked AS (
         UPDATE shop_items SET stock = shop_items.stock + returned.quantity, updated_at = now()
         FROM returned WHERE shop_items.id = returned.item_id RETURNING shop_items.id
       )
       SELECT (SELECT count(*) FROM expired)::int AS expired, (SELECT count(*) FROM restocked)::int AS items`,
      [lifetimeMs / 1000],
    );
    return row?.expired ?? 0;
  }

  private async placeOrderIn(tx: Queryable, { userId, itemId, quantity, walletAddress }: PlaceOrderInput, reference: string): Promise<PlaceOrderResult> {
    // Locking the buyer's row serialises their concurrent orders, so the pending cap holds.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    // Expired orders count for neither the cap nor the stock, even between two sweeps.
    await this.expireUnpaidOrders(UNPAID_ORDER_LIFETIME_MS, tx);
    const [unpaid] = await tx.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM shop_orders WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    if ((unpaid?.pending ?? 0) >= MAX_PENDING_ORDERS_PER_USER) return { ok: false, reason: 'too_many_pending' };

    const reserved = await tx.query<ItemRow>(
      `UPDATE shop_items SET stock = stock - $2, updated_at = now()
       WHERE id = $1 AND active AND stock >= $2 RETURNING ${ITEM_COLUMNS}`,
      [itemId, quantity],
    );
    const item = reserved[0];
    if (!item) {
      const [existing] = await tx.query<{ stock: number }>('SELECT stock FROM shop_items WHERE id = $1 AND active', [itemId]);
      if (!existing) return { ok: false, reason: 'item_not_found' };
      return existing.stock === 0 ? { ok: false, reason: 'out_of_stock' } : { ok: false, reason: 'not_enough_stock', available: existing.stock };
    }
    const rows = await tx.query<OrderRow>(
      `INSERT INTO shop_orders (id, user_id, item_id, item_name, quantity, unit_price, amount, currency, wallet_address, payment_reference)
       VALUES ($1, $2, $3, $4, $5::int, $6::numeric, $6::numeric * $5::int, $7, $8, $9) RETURNING ${ORDER_COLUMNS}`,
      [newId(), userId, item.id, item.name, quantity, item.price, item.currency, walletAddress, reference],
    );
    return { ok: true, order: toOrder(rows[0]!) };
  }

  async listOrdersOf(userId: string, limit: number): Promise<ShopOrder[]> {
    const rows = await this.db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM shop_orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toOrder);
  }

  async listOrders({ status, limit, skip }: { status?: ShopOrder['status']; limit: number; skip: number }): Promise<{ items: ShopOrder[]; total: number }> {
    const where = status ? 'WHERE status = $1' : '';
    const params = status ? [status] : [];
    const rows = await this.db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM shop_orders ${where} ORDER BY created_at DESC, id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, skip],
    );
    const [counted] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM shop_orders ${where}`, params);
    return { items: rows.map(toOrder), total: counted?.total ?? 0 };
  }

  /** Marks a pending order paid; the stock was already taken when it was placed. */
  async confirmOrder(id: string, adminId: string): Promise<OrderChangeResult> {
    const rows = await this.db.query<OrderRow>(
      `UPDATE shop_orders SET status = 'confirmed', confirmed_at = now(), confirmed_by = $2
       WHERE id = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
      [id, adminId],
    );
    if (rows[0]) return { ok: true, order: toOrder(rows[0]) };
    return this.whyUnchanged(this.db, id);
  }

  /** Cancels an unpaid order and puts its reserved stock back. */
  async cancelOrder(id: string): Promise<OrderChangeResult> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<OrderRow>(
        `UPDATE shop_orders SET status = 'cancelled', cancelled_at = now()
         WHERE id = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
        [id],
      );
      const order = rows[0];
      if (!order) return this.whyUnchanged(tx, id);
      await tx.query('UPDATE shop_items SET stock = stock + $2, updated_at = now() WHERE id = $1', [order.item_id, order.quantity]);
      return { ok: true, order: toOrder(order) };
    });
  }

  private async whyUnchanged(db: Queryable, id: string): Promise<OrderChangeResult> {
    const existing = await db.query('SELECT 1 FROM shop_orders WHERE id = $1', [id]);
    return { ok: false, reason: existing.length > 0 ? 'not_pending' : 'not_found' };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    shopRepository: ShopRepository;
  }
}
