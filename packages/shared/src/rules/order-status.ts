/**
 * Order and order-item statuses as the API sends them (catalogue §4), plus the two the real checkout
 * needs and "Returned to Origin": a shipped parcel refused at the door or undeliverable, which comes
 * back to the shop (stock back, nothing collected, a prepaid order refunded).
 */
export const ORDER_STATUSES = ['Awaiting Payment', 'On Layaway', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Returned to Origin', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Allowed moves, as data (one row per status). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  'Awaiting Payment': ['Pending', 'Cancelled'],
  'On Layaway': ['Pending', 'Cancelled'],
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Returned to Origin'],
  Delivered: [],
  'Returned to Origin': [],
  Cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Moves staff make by hand; payment-driven moves (Awaiting Payment or On Layaway → Pending) are the gateway's. */
export function canStaffTransition(from: OrderStatus, to: OrderStatus): boolean {
  if ((from === 'Awaiting Payment' || from === 'On Layaway') && to !== 'Cancelled') return false;
  return canTransition(from, to);
}

/** Statuses a shopper may cancel from, within the cancellation window. */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['Awaiting Payment', 'Pending', 'Processing'];

/** A shopper may cancel within `windowHours` of purchase while the order has not shipped (catalogue §9). */
export function canShopperCancel(status: OrderStatus, placedAt: Date, now: Date, windowHours: number): boolean {
  return SHOPPER_CANCELLABLE.includes(status) && now.getTime() - placedAt.getTime() <= windowHours * 3_600_000;
}

/** Badge colours of catalogue §4 (yellow, purple, blue, green, red), plus neutral ones for the new states. */
export const STATUS_BADGE: Record<OrderStatus, 'yellow' | 'purple' | 'blue' | 'green' | 'red' | 'gray' | 'orange'> = {
  'Awaiting Payment': 'gray',
  'On Layaway': 'orange',
  Pending: 'yellow',
  Processing: 'purple',
  Shipped: 'blue',
  Delivered: 'green',
  'Returned to Origin': 'red',
  Cancelled: 'red',
};

/** Statuses whose order never became a sale: no money kept, not counted in sales. */
export const UNSOLD_ORDER_STATUSES: readonly OrderStatus[] = ['Awaiting Payment', 'Cancelled', 'Returned to Origin'];
