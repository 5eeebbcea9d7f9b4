/**
 * An order's history (`order_events`): written only here. Checkout, payments, refunds and returns
 * record their steps through `recordOrderEvent`, inside their own transactions.
 */
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';

export type OrderEvent = typeof orderEvents.$inferInsert;

/** Adds a line to an order's history (shown to the shopper and to staff). */
export async function recordOrderEvent(tx: Db, event: OrderEvent): Promise<void> {
  await tx.insert(orderEvents).values(event);
}
