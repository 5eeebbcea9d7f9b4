/**
 * The price bands of the shop's filter panel and of `data.facets.price`: effective prices in paise,
 * each band from `minPaise` to `maxPaise` inclusive (the last has no top).
 */
export const PRICE_BANDS = [
  { key: 'under-25k', label: 'Under ₹25,000', minPaise: 0, maxPaise: 25_000_00 - 1 },
  { key: '25k-50k', label: '₹25,000 – ₹50,000', minPaise: 25_000_00, maxPaise: 50_000_00 - 1 },
  { key: '50k-1l', label: '₹50,000 – ₹1,00,000', minPaise: 50_000_00, maxPaise: 1_00_000_00 - 1 },
  { key: '1l-2l', label: '₹1,00,000 – ₹2,00,000', minPaise: 1_00_000_00, maxPaise: 2_00_000_00 - 1 },
  { key: '2l-5l', label: '₹2,00,000 – ₹5,00,000', minPaise: 2_00_000_00, maxPaise: 5_00_000_00 - 1 },
  { key: 'over-5l', label: 'Above ₹5,00,000', minPaise: 5_00_000_00, maxPaise: null },
] as const satisfies readonly { key: string; label: string; minPaise: number; maxPaise: number | null }[];
export type PriceBand = (typeof PRICE_BANDS)[number];
export type PriceBandKey = PriceBand['key'];

/** The band an effective price (paise) falls in. */
export function priceBandOf(paise: number): PriceBandKey {
  for (const band of PRICE_BANDS) if (band.maxPaise === null || paise <= band.maxPaise) return band.key;
  return 'over-5l';
}
