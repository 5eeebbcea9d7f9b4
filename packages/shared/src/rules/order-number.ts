/**
 * The order number shoppers and staff see, in the pages and in the mails: the last 6 characters of
 * the order's id (catalogue §2, "Order #" plus the last 6 characters).
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-6);
}
