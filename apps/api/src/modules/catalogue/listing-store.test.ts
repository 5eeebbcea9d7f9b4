import { ProductListQuerySchema } from '@shop/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingStore } from './listing-store';
import type { ListingRow } from './listing-row';

/** A text version for each distinct search text: it changes whenever the text does, as the trigger of migration 0017 bumps it. */
const versions = new Map<string, number>();
const versionOf = (text: string) => versions.get(text) ?? versions.set(text, versions.size + 1).get(text)!;

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
  title_lexemes: lexemes,
  search_title: lexemes,
  text_version: versionOf(lexemes),
  row_version: 0,
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

  it('sees a new search text past 65,535 versions (the store keeps their low 16 bits)', () => {
    const store = new ListingStore();
    store.reset(8);
    store.put({ ...row(1, 'gucci tote'), text_version: 65_535 });
    const renamed = { ...row(1, 'chanel flap'), text_version: 65_536 };
    expect(store.needsText(renamed)).toBe(true);
    store.put(renamed);
    expect(found(store, 'gucci')).toEqual([]);
    expect(found(store, 'chanel')).toEqual([row(1, '').id]);
    expect(store.needsText({ ...renamed, lexemes: undefined })).toBe(false);
  });

  it('takes a change re-read without its lexemes when its text version is unchanged, and asks for them otherwise', () => {
    const store = new ListingStore();
    store.reset(8);
    for (let n = 0; n < 6; n++) store.put(row(n, 'gucci tote'));
    const light = (r: ListingRow): ListingRow => ({ ...r, lexemes: undefined, title_lexemes: undefined });

    // A new product, or a new text, needs the lexemes; a repricing does not.
    expect(store.needsText(row(9, 'gucci tote'))).toBe(true);
    expect(store.needsText(row(2, 'chanel flap'))).toBe(true);
    expect(store.needsText(row(2, 'gucci tote', 1_000_00))).toBe(false);

    store.put(light(row(2, 'gucci tote', 1_000_00)));
    expect(found(store, 'gucci')).toHaveLength(6);
    expect(store.query(ProductListQuerySchema.parse({ search: 'gucci', sort: 'price-asc' })).ids[0]).toBe(row(2, '').id);

    // A changed text without its lexemes is refused before anything moves.
    expect(() => store.put(light(row(3, 'chanel flap', 1_00)))).toThrow(/lexemes/);
    expect(found(store, 'gucci')).toHaveLength(6);
    expect(store.query(ProductListQuerySchema.parse({ sort: 'price-asc' })).ids[0]).toBe(row(2, '').id);
  });

  it('applies a price from a notice only over an older row, refuses a row older than it, and leaves facet moves to a re-read', () => {
    const store = new ListingStore();
    store.reset(8);
    // Product 1's row is at version 65,535, the others' at 5.
    for (let n = 0; n < 4; n++) store.put({ ...row(n, 'gucci tote', (20_000 + n) * 100), row_version: n === 1 ? 65_535 : 5 });
    const byPrice = () => store.query(ProductListQuerySchema.parse({ sort: 'price-asc' })).ids;
    const change = (version: number, rupees: number, sale = 0) => ({
      row_version: version,
      price_paise: rupees * 100,
      discount_price_paise: sale,
      effective_price_paise: sale || rupees * 100,
      discount_bp: 0,
      reduced_us: null,
    });
    const [a, b] = [row(0, '').id, row(1, '').id];
    // Product 0 becomes the dearest: a later version is applied (a few rupees, within its facet band).
    expect(store.reprice(a, change(6, 20_010))).toBe(true);
    expect(byPrice().at(-1)).toBe(a);
    // An older or equal version changes nothing, and says it is done.
    expect(store.reprice(a, change(5, 19_000))).toBe(true);
    expect(store.reprice(a, change(6, 19_000))).toBe(true);
    expect(byPrice().at(-1)).toBe(a);
    // A re-read row older than the notice's version is refused (read it again); a later one is taken.
    expect(store.put({ ...row(0, 'gucci tote', 19_000 * 100), row_version: 5 })).toBe(false);
    expect(byPrice().at(-1)).toBe(a);
    expect(store.put({ ...row(0, 'gucci tote', 19_000 * 100), row_version: 7 })).toBe(true);
    expect(byPrice()[0]).toBe(a);
    // Versions wrap at 65,536: 2 comes after 65,535 (the store keeps their low 16 bits).
    expect(store.reprice(b, change(65_538, 18_001))).toBe(false);
    expect(store.reprice(b, change(65_538, 20_005))).toBe(true);
    expect(store.reprice(b, change(65_534, 20_001))).toBe(true);
    expect(byPrice().at(-1)).toBe(b);
    // A price into another facet band, or on sale: false, nothing moved (the product is read again whole).
    expect(store.reprice(b, change(65_539, 2_000))).toBe(false);
    expect(store.reprice(b, change(65_539, 20_005, 10_000_00))).toBe(false);
    expect(store.query(ProductListQuerySchema.parse({ on_sale: 'true' })).total).toBe(0);
    expect(byPrice().at(-1)).toBe(b);
    // Not held: false.
    expect(store.reprice(row(7, '').id, change(1, 100))).toBe(false);
  });
});

describe('the listing store’s walk over a sort order', () => {
  // 10,000 pieces: 9,000 dear ones, then 1,000 cheap children's pieces that sit at the end of "highest price".
  const store = new ListingStore();
  store.reset(1024);
  const rows = Array.from({ length: 10_000 }, (_, n) => (n < 9_000 ? row(n, 'prada tote', 50_000_00 + n * 100) : row(n, 'kids shoe', 1_000_00 + n)));
  for (const r of rows) store.put(r);
  const byPriceDesc = (a: ListingRow, b: ListingRow) => b.effective_price_paise - a.effective_price_paise || (a.id < b.id ? 1 : -1);
  const byPriceAsc = (a: ListingRow, b: ListingRow) => a.effective_price_paise - b.effective_price_paise || (a.id < b.id ? -1 : 1);
  const page = (raw: Record<string, string>) => store.query(ProductListQuerySchema.parse(raw));

  it('finds matches far down the order (the walk gives way to picking them from the bitset)', () => {
    const kids = rows.filter((r) => r.search_title === 'kids shoe').sort(byPriceDesc);
    expect(page({ search: 'kids', sort: 'price-desc', page: '2' })).toEqual({ ids: kids.slice(12, 24).map((r) => r.id), total: 1_000 });
  });

  it('walks a price order from the price filter’s bounds, both ways', () => {
    const inRange = rows.filter((r) => r.effective_price_paise >= 60_000_00 && r.effective_price_paise <= 70_000_00);
    const asc = [...inRange].sort(byPriceAsc).map((r) => r.id);
    const desc = [...inRange].sort(byPriceDesc).map((r) => r.id);
    expect(page({ min_price: '60000', max_price: '70000', sort: 'price-asc' })).toEqual({ ids: asc.slice(0, 12), total: inRange.length });
    expect(page({ min_price: '60000', max_price: '70000', sort: 'price-desc', page: '3' })).toEqual({ ids: desc.slice(24, 36), total: inRange.length });
    const over = rows
      .filter((r) => r.effective_price_paise >= 130_000_00)
      .sort(byPriceAsc)
      .map((r) => r.id);
    expect(page({ min_price: '130000', sort: 'price-asc' }).ids).toEqual(over.slice(0, 12));
    const under = rows
      .filter((r) => r.effective_price_paise <= 51_000_00)
      .sort(byPriceDesc)
      .map((r) => r.id);
    expect(page({ max_price: '51000', sort: 'price-desc' }).ids).toEqual(under.slice(0, 12));
  });
});

describe('the listing store’s price zones through changes', () => {
  it('list by price as a sort of every product would, while prices change, products leave and new ones come', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('reprice', 'remove', 'add'), fc.nat(7_999), fc.integer({ min: 1_000, max: 200_000 })), { minLength: 1, maxLength: 150 }), (ops) => {
        // 8,000 pieces over eight runs of 1,024 slots, loaded cheapest first as the index loads
        // them; a tenth are children's pieces, cheaper than the rest.
        const store = new ListingStore();
        store.reset(1024);
        const held = new Map<string, ListingRow>();
        const initial = Array.from({ length: 8_000 }, (_, n) => (n % 10 === 0 ? row(n, 'kids shoe', 1_000_00 + n * 10) : row(n, 'prada tote', 50_000_00 + n * 100)));
        for (const r of initial.sort((a, b) => a.effective_price_paise - b.effective_price_paise)) {
          store.put(r);
          held.set(r.id, r);
        }
        let next = 8_000;
        const byPrice = (sign: 1 | -1) => (a: ListingRow, b: ListingRow) => sign * (a.effective_price_paise - b.effective_price_paise) || sign * (a.id < b.id ? -1 : 1);
        const check = () => {
          for (const [search, sort, sign] of [
            ['kids', 'price-desc', -1],
            ['kids', 'price-asc', 1],
            ['prada', 'price-desc', -1],
            ['prada', 'price-asc', 1],
          ] as const) {
            const expected = [...held.values()].filter((r) => r.search_title.startsWith(search)).sort(byPrice(sign));
            for (const p of [1, 3]) {
              const answer = store.query(ProductListQuerySchema.parse({ search, sort, page: String(p) }));
              expect(answer).toEqual({ ids: expected.slice((p - 1) * 12, p * 12).map((r) => r.id), total: expected.length });
            }
          }
        };
        ops.forEach(([op, n, rupees], i) => {
          const r = initial[n]!;
          if (op === 'reprice' && held.has(r.id)) {
            const changed = { ...held.get(r.id)!, effective_price_paise: rupees * 100 };
            store.put(changed);
            held.set(r.id, changed);
          } else if (op === 'remove') {
            store.remove(r.id);
            held.delete(r.id);
          } else if (op === 'add') {
            // A new piece takes a freed slot or one past the end, whatever its price.
            const added = row(next++, n % 2 ? 'kids shoe' : 'prada tote', rupees * 100);
            store.put(added);
            held.set(added.id, added);
          }
          if (i % 25 === 24 || i === ops.length - 1) check();
          // Now and then the arrays cut to size, as the index does after a load and after changes: the orders still agree.
          if (i % 40 === 20) store.tidySteps().forEach((step) => step());
        });
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });
});

describe('price ranges in the listing store', () => {
  it('keep the products priced exactly at the range’s ends and none a paisa outside, by either path and in both price orders', () => {
    const store = new ListingStore();
    store.reset(16);
    // ₹1,000 to ₹2,000: two products at each end and one a paisa outside each end (named "edge"), and 40 more inside.
    const edges = [99_999, 1_000_00, 1_000_00, 1_500_00, 2_000_00, 2_000_00, 2_000_01];
    const prices = [...edges, ...Array.from({ length: 40 }, (_, i) => 1_200_00 + i)];
    prices.forEach((price, n) => store.put(row(n, n < edges.length ? 'edge' : 'tote', price)));
    const id = (n: number) => row(n, '').id;
    const inside = (n: number) => prices[n]! >= 1_000_00 && prices[n]! <= 2_000_00;
    const all = prices.map((_, n) => n);
    // Without a search the range's run of the price order is marked; with "edge" (7 products against the range's 45) each is checked by its price.
    for (const [search, expected] of [
      [undefined, all.filter(inside)],
      ['edge', all.filter((n) => n < edges.length && inside(n))],
    ] as const) {
      for (const sort of ['newest', 'price-asc', 'price-desc'] as const) {
        const page = store.query(ProductListQuerySchema.parse({ min_price: '1000', max_price: '2000', sort, limit: '100', ...(search ? { search } : {}) }));
        expect(page.total, `${search} ${sort}`).toBe(expected.length);
        expect(new Set(page.ids), `${search} ${sort}`).toEqual(new Set(expected.map(id)));
        if (sort === 'price-asc') expect(page.ids.slice(0, 2)).toEqual([id(1), id(2)]);
        if (sort === 'price-desc') expect(page.ids.slice(0, 2)).toEqual([id(5), id(4)]);
      }
      expect(store.facets(ProductListQuerySchema.parse({ min_price: '1000', max_price: '2000', ...(search ? { search } : {}) })).condition).toEqual([{ value: 'good', count: expected.length }]);
    }
    // A range of one price: only the products of that price.
    expect(store.query(ProductListQuerySchema.parse({ min_price: '2000', max_price: '2000', sort: 'price-asc' })).ids).toEqual([id(4), id(5)]);
  });
});
