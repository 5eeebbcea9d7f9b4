import { priceBandOf, ProductListQuerySchema, type ListingFacets } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { FacetCodes } from './listing-facets';
import { FacetMemo } from './listing-memo';
import type { ListingRow } from './listing-row';

const row: ListingRow = {
  id: '00000001-0000-4000-8000-000000000000',
  category_id: 'women',
  sub_category_id: null,
  sub_sub_category_id: 'tote',
  brand_id: 'house',
  color: 'black',
  condition: 'good',
  on_sale: false,
  effective_price_paise: 50_000_00,
  created_us: '1',
  discount_bp: 0,
  reduced_us: null,
  size_labels: ['S', 'M'],
  in_stock: true,
  with_images: true,
  lexemes: '',
  title_lexemes: '',
  search_title: '',
  text_version: 0,
  row_version: 0,
};

describe('the memo of facet counts', () => {
  const codes = new FacetCodes();
  codes.reset(4);
  codes.set(0, row);
  const counts = (n: number): ListingFacets => ({
    brand: [{ value: 'house', count: n }],
    size: [
      { value: 'M', count: n },
      { value: 'S', count: 1 },
    ],
    colour: [{ value: 'black', count: n }],
    condition: [],
    category: [{ value: 'tote', count: n }],
    price: [{ value: priceBandOf(row.effective_price_paise), count: n }],
  });
  const query = (brand: number, sort = 'default', page = 1) => ProductListQuerySchema.parse({ brandId: `00000000-0000-4000-8000-${String(brand).padStart(12, '0')}`, sort, page });

  it('gives back the counts of the same filters (another sort or page) until the catalogue changes, and drops the longest unused first', () => {
    const memo = new FacetMemo(codes, 0);
    let counted = 0;
    const count = () => counts(++counted);
    expect(memo.facets(query(1), 7, count)).toEqual(counts(1));
    // Another page and sort of the same filters: kept, unpacked as they were counted.
    expect(memo.facets(query(1, 'price-asc', 3), 7, count)).toEqual(counts(1));
    expect(counted).toBe(1);
    // The catalogue changed (another version): counted again.
    expect(memo.facets(query(1), 8, count)).toEqual(counts(2));
    // 4,096 filter sets are kept: the first, used again on the way, stays; the second is dropped for the last.
    for (let b = 2; b <= 4096; b++) memo.facets(query(b), 8, count);
    expect(memo.facets(query(1), 8, count)).toEqual(counts(2));
    expect(counted).toBe(4097);
    memo.facets(query(4097), 8, count);
    memo.facets(query(1), 8, count);
    expect(counted).toBe(4098);
    memo.facets(query(2), 8, count);
    expect(counted).toBe(4099);
  });

  it('keeps only the counts that took long enough to be worth keeping', () => {
    let clock = 0;
    const memo = new FacetMemo(codes, 0.25, () => clock);
    let counted = 0;
    const count = (ms: number) => () => {
      clock += ms;
      return counts(++counted);
    };
    // A quick count is counted again each time it is asked for.
    expect(memo.facets(query(1), 7, count(0.1))).toEqual(counts(1));
    expect(memo.facets(query(1, 'price-asc'), 7, count(0.1))).toEqual(counts(2));
    // A slow one is kept, and given back without counting.
    expect(memo.facets(query(2), 7, count(3))).toEqual(counts(3));
    expect(memo.facets(query(2, 'price-desc', 2), 7, count(3))).toEqual(counts(3));
    expect(counted).toBe(3);
  });
});
