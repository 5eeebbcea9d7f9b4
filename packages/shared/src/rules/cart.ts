export interface CartLineAmounts {
  unitPricePaise: number;
  quantity: number;
  /** The piece is on sale (a coupon that excludes sale items does not apply to it). */
  onSale?: boolean;
}

/**
 * Cart total in paise (sum of unit price x quantity), the part of it on sale, and the count (sum of
 * quantities), storefront §4. The server prices checkout with it; the web's cart shows it.
 */
export function cartTotals(lines: readonly CartLineAmounts[]): { subtotalPaise: number; saleSubtotalPaise: number; count: number } {
  let subtotalPaise = 0;
  let saleSubtotalPaise = 0;
  let count = 0;
  for (const line of lines) {
    subtotalPaise += line.unitPricePaise * line.quantity;
    if (line.onSale) saleSubtotalPaise += line.unitPricePaise * line.quantity;
    count += line.quantity;
  }
  return { subtotalPaise, saleSubtotalPaise, count };
}

/** Whether `wanted` more can join `inCart` already held without exceeding `stock` (storefront §5). */
export function canAddQuantity(stock: number, inCart: number, wanted: number): boolean {
  return Number.isInteger(wanted) && wanted >= 1 && inCart + wanted <= stock;
}
