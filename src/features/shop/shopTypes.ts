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

export type OrderStatus = 'pending' | 'confirmed' | 'cancelled';

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

/** At most this many of one item per order; the server enforces the same limit. */
export const MAX_ORDER_QUANTITY = 10;
