import { type Static, Type } from 'typebox';
import { freeText, shownName } from './shapes';
import { MAX_ORDER_QUANTITY, ORDER_STATUSES } from '../shop';

/** The shop (/api/shop): items for sale, and orders paid by a crypto transfer. */

const ORDER_LIST_MAX_LIMIT = 100;

const ID = Type.String({ pattern: '^[0-9a-f]{24}$', description: '24 hexadecimal characters.' });
/** Our own artwork lives under /images; anything else must come over https. */
const IMAGE_URL = Type.String({ pattern: '^(https://[^\\s"<>]+|/[A-Za-z0-9._~/-]+)$', maxLength: 500 });

export const IdParams = Type.Object({ id: ID });

export const ShopItem = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number({ description: 'In the currency below, two decimals.' }),
  currency: Type.String({ description: 'e.g. USDT' }),
  stock: Type.Integer(),
  active: Type.Boolean(),
});
export type ShopItem = Static<typeof ShopItem>;

export const ShopItemList = Type.Array(ShopItem);

const editableItemFields = {
  name: shownName({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  description: freeText({ maxLength: 2000 }),
  image: Type.Union([IMAGE_URL, Type.Null()]),
  // At most two decimals is checked by the handler: JSON Schema's multipleOf trips over binary fractions.
  price: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Zero or more, at most two decimals.' }),
  currency: Type.String({ pattern: '^[A-Z0-9]{2,10}$', description: 'Ticker of the coin paid, e.g. USDT or USDC.' }),
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  active: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: -1000, maximum: 1000 }),
};

export const CreateItemBody = Type.Object(
  {
    name: editableItemFields.name,
    description: Type.Optional(editableItemFields.description),
    image: Type.Optional(editableItemFields.image),
    price: editableItemFields.price,
    currency: Type.Optional(editableItemFields.currency),
    stock: editableItemFields.stock,
    active: Type.Optional(editableItemFields.active),
    sortOrder: Type.Optional(editableItemFields.sortOrder),
  },
  { additionalProperties: false },
);
export type CreateItemBody = Static<typeof CreateItemBody>;

export const UpdateItemBody = Type.Object(
  {
    name: Type.Optional(editableItemFields.name),
    description: Type.Optional(editableItemFields.description),
    image: Type.Optional(editableItemFields.image),
    price: Type.Optional(editableItemFields.price),
    currency: Type.Optional(editableItemFields.currency),
    stock: Type.Optional(editableItemFields.stock),
    active: Type.Optional(editableItemFields.active),
    sortOrder: Type.Optional(editableItemFields.sortOrder),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateItemBody = Static<typeof UpdateItemBody>;

export const ItemListQuery = Type.Object({
  includeInactive: Type.Boolean({ default: false, description: 'Hidden items too (admin or master only).' }),
});
export type ItemListQuery = Static<typeof ItemListQuery>;

/** An order as its buyer and the back office see it. */
export const ShopOrder = Type.Object({
  _id: Type.String(),
  itemId: Type.String(),
  itemName: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  amount: Type.Number({ description: 'unitPrice × quantity: the exact sum to transfer.' }),
  currency: Type.String(),
  walletAddress: Type.String({ description: 'Where to send the transfer.' }),
  paymentReference: Type.String({ description: 'Put this in the transfer memo so the payment can be matched.' }),
  status: Type.Enum(ORDER_STATUSES),
  userId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  confirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ShopOrder = Static<typeof ShopOrder>;

export const CreateOrderBody = Type.Object(
  {
    itemId: ID,
    quantity: Type.Integer({ minimum: 1, maximum: MAX_ORDER_QUANTITY, default: 1 }),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const OrderListQuery = Type.Object({
  status: Type.Optional(Type.Enum(ORDER_STATUSES)),
  limit: Type.Integer({ minimum: 1, maximum: ORDER_LIST_MAX_LIMIT, default: 50 }),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const ShopOrderList = Type.Object({ items: Type.Array(ShopOrder), total: Type.Integer() });
export type ShopOrderList = Static<typeof ShopOrderList>;

export const MyOrders = Type.Array(ShopOrder);
