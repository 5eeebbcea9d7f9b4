/** Price rules shared by server and screens. All amounts are integer paise. */

export interface PriceFields {
  pricePaise: number;
  discountPricePaise: number | null;
  estimatedPricePaise: number | null;
}

/** The selling price: the discount price when above 0, otherwise the price (spec README). */
export function effectivePricePaise(p: Pick<PriceFields, 'pricePaise' | 'discountPricePaise'>): number {
  return p.discountPricePaise != null && p.discountPricePaise > 0 ? p.discountPricePaise : p.pricePaise;
}

/**
 * Percent off the estimated retail price: round((1 - selling / estimate) x 100) (storefront §9).
 * Null when there is no estimate or it does not exceed the selling price.
 */
export function discountPercent(sellingPaise: number, estimatedPaise: number | null | undefined): number | null {
  if (estimatedPaise == null || estimatedPaise <= 0 || estimatedPaise <= sellingPaise) return null;
  return Math.round((1 - sellingPaise / estimatedPaise) * 100);
}

export interface SizeStock {
  quantity: number;
}

/** Sold out: no sizes, or every size has quantity below 1 (storefront §4). */
export function isSoldOut(sizes: readonly SizeStock[]): boolean {
  return sizes.length === 0 || sizes.every((s) => s.quantity < 1);
}
