export interface CartLineAmounts {
  unitPricePaise: number;
  quantity: number;
}

/** Cart total (sum of unit price x quantity) and count (sum of quantities), storefront §4. */
export function cartTotals(lines: readonly CartLineAmounts[]): { subtotalPaise: number; count: number } {
  let subtotalPaise = 0;
  let count = 0;
  for (const line of lines) {
    subtotalPaise += line.unitPricePaise * line.quantity;
    count += line.quantity;
  }
  return { subtotalPaise, count };
}

/** Whether `wanted` more can join `inCart` already held without exceeding `stock` (storefront §5). */
export function canAddQuantity(stock: number, inCart: number, wanted: number): boolean {
  return Number.isInteger(wanted) && wanted >= 1 && inCart + wanted <= stock;
}
