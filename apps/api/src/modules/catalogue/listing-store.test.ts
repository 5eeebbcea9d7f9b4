import { ProductListQuerySchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ListingStore, type ListingRow } from './listing-store';

const row = (n: number, lexemes: string, price = 10_000_00): ListingRow => ({
  id: `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
  category_id: 'women',
  sub_category_id: null,
  sub_sub_category_id: null,
  brand_id: null,
  color: 'black',
  condition: 'good',
  on_sale: false,
  effective_price_paise: price,
  created_us: String(n),
  discount_bp: 0,
  reduced_us: null,
  size_labels: [],
  in_stock: true,
  with_images: true,
  lexemes,
  search_title: lexemes,
});

const found = (store: ListingStore, search: string) => store.query(ProductListQuerySchema.parse({ search })).ids;

describe('the listing store’s search postings through changes', () => {
  it('keeps a product’s words when only its price changes, and swaps them when its text changes', () => {
    const store = new ListingStore();
    store.reset(8);
    for (let n = 0; n < 20; n++) store.put(row(n, n % 2 ? 'gucci tote' : 'prada clutch'));
    const gucci = found(store, 'gucci');
    expect(gucci).toHaveLength(10);

    // A price change (the same text): still found by its words, and moved in the price order.
    store.put(row(1, 'gucci tote', 99_000_00));
    expect(found(store, 'gucci')).toEqual(gucci);
    expect(store.query(ProductListQuerySchema.parse({ search: 'gucci', sort: 'price-desc' })).ids[0]).toBe(row(1, '').id);

    // A new name: the old words no longer find it, the new ones do.
    store.put(row(1, 'chanel flap', 99_000_00));
    expect(found(store, 'gucci')).toEqual(gucci.filter((id) => id !== row(1, '').id));
    expect(found(store, 'chanel')).toEqual([row(1, '').id]);

    // Taken out, and its slot reused by a product with other words: nothing of the old one is left.
    store.remove(row(1, '').id);
    store.put(row(40, 'hermes birkin'));
    expect(found(store, 'chanel')).toEqual([]);
    expect(found(store, 'hermes')).toEqual([row(40, '').id]);
  });
});
