/** At most this many of one item in one order. */
export const MAX_ORDER_QUANTITY = 10;

export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;

/** An order not paid within this many days expires and its reserved stock is for sale again. */
export const UNPAID_ORDER_LIFETIME_DAYS = 7;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A shop item as GET /api/shop/items and the bundled /data/shop.json describe it. */
export interface ShopItem {
  _id: string;
  name: string;
  description: string;
  image: string | null;
  price: number;
  currency: string;
  stock: number;
}

/** An order as POST /api/shop/orders and GET /api/shop/orders/mine answer it. */
export interface ShopOrder {
  _id: string;
  itemId: string;
  itemName: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  currency: string;
  walletAddress: string;
  paymentReference: string;
  status: OrderStatus;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
}
