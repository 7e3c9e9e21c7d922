/** At most this many of one item in one order. */
export const MAX_ORDER_QUANTITY = 10;

export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;

/** An order not paid within this many days expires and its reserved stock is for sale again. */
export const UNPAID_ORDER_LIFETIME_DAYS = 7;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** At most this many unpaid orders per account at once. */
export const MAX_PENDING_ORDERS_PER_USER = 3;
