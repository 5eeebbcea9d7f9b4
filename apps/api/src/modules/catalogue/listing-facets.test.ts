import { priceBandOf, toPaise, ProductListQuerySchema, type ListingFacets, type ProductListQuery } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../db/seed/catalogue-data';
import { ListingStore } from './listing-store';
import type { ListingRow } from './listing-row';
import { FACET_NAMES } from './listing-facets';

const BRANDS = ['b0', 'b1', 'b2', 'b3'].map((b, i) => `0000000${i}-0000-4000-8000-00000000000${i}`);

function randomRow(rng: ReturnType<typeof createRng>, n: number, sizeLabels: string[]): ListingRow {
  return {
    // The number at both ends: the id table hashes an id's last 32 bits, as random in a real uuid.
    id: `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    category_id: rng.pick(['women', 'men']),
    sub_category_id: null,
    sub_sub_category_id: rng.chance(0.2) ? null : rng.pick(['tote', 'clutch', 'boots']),
    brand_id: rng.chance(0.1) ? null : rng.pick(BRANDS),
    color: rng.pick(['black', 'red', 'tan']),
    condition: rng.pick(['pristine', 'good']),
    on_sale: rng.chance(0.4),
    // From ₹1 to ₹2 crore (near the most a PostgreSQL integer of paise holds), spread evenly by order of magnitude (so ranges take whole price buckets and cut others).
    effective_price_paise: Math.round(10 ** (2 + rng.next() * 5.3)) * 100,
    created_us: String(rng.int(1, 1e9)),
    discount_bp: rng.int(0, 5000),
    reduced_us: null,
    size_labels: Array.from({ length: rng.int(0, 3) }, () => rng.pick(sizeLabels)),
    in_stock: rng.chance(0.9),
    with_images: true,
    lexemes: '',
    title_lexemes: '',
    search_title: '',
    text_version: 0,
    row_version: 0,
  };
}

/** The highest price a product can have: PostgreSQL's `integer`, as `products.price_paise` is. */
const MAX_PAISE = 2 ** 31 - 1;

/** The piece with its stock, sale or pictures flipped, or its price moved (mostly within its price bucket), or several of these. */
function nudged(rng: ReturnType<typeof createRng>, r: ListingRow): ListingRow {
  const next = { ...r };
  do {
    const what = rng.int(0, 3);
    if (what === 0) next.in_stock = !next.in_stock;
    else if (what === 1) next.on_sale = !next.on_sale;
    else if (what === 2) next.with_images = !next.with_images;
    // Within its price bucket mostly; by up to 15 % now and then, across a bucket's or a band's edge.
    else if (rng.chance(0.7)) next.effective_price_paise = Math.max(100, next.effective_price_paise + rng.int(-5_000, 5_000));
    else next.effective_price_paise = Math.min(MAX_PAISE, Math.round((next.effective_price_paise * rng.int(85, 115)) / 10_000) * 100);
  } while (rng.chance(0.3));
  return next;
}

/** Whether a product passes the query's filters, but for those of the facet `skip`. */
function passes(q: ProductListQuery, r: ListingRow, skip: string | null): boolean {
  return (
    (!q.brandId?.length || skip === 'brand' || (r.brand_id !== null && q.brandId.includes(r.brand_id))) &&
    (!q.sizes?.length || skip === 'size' || r.size_labels.some((s) => q.sizes!.includes(s))) &&
    (!q.colors?.length || skip === 'colour' || q.colors.includes(r.color)) &&
    (!q.conditions?.length || skip === 'condition' || q.conditions.includes(r.condition as never)) &&
    (q.category_id === undefined || r.category_id === q.category_id) &&
    (q.on_sale === undefined || r.on_sale === q.on_sale) &&
    (q.in_stock === undefined || r.in_stock === q.in_stock) &&
    (skip === 'price' || ((q.min_price === undefined || r.effective_price_paise >= toPaise(q.min_price)) && (q.max_price === undefined || r.effective_price_paise <= toPaise(q.max_price))))
  );
}

/** The counts by brute force, with the facet's own filter left out as the answer defines. */
function bruteFacets(rows: ListingRow[], q: ProductListQuery): ListingFacets {
  const valuesOf: Record<keyof ListingFacets, (r: ListingRow) => (string | null)[]> = {
    brand: (r) => [r.brand_id],
    size: (r) => [...new Set(r.size_labels)],
    colour: (r) => [r.color],
    condition: (r) => [r.condition],
    category: (r) => [r.sub_sub_category_id],
    price: (r) => [priceBandOf(r.effective_price_paise)],
  };
  const out = {} as ListingFacets;
  for (const name of FACET_NAMES) {
    const counts = new Map<string, number>();
    for (const r of rows) if (passes(q, r, name)) for (const v of valuesOf[name](r)) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
    out[name] = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : 1));
  }
  return out;
}

const sorted = (f: ListingFacets) => Object.fromEntries(FACET_NAMES.map((n) => [n, [...f[n]].sort((a, b) => (a.value < b.value ? -1 : 1))]));

/**
 * Changes `changed` products in place and takes out up to `removed`, in the store and in `rows`; returns the rows left.
 * Half the changes are as a shop changes a piece most often: sold out, on sale, repriced a little (the postings and tabs
 * move only what changed); the rest give the product new values.
 */
function churn(rng: ReturnType<typeof createRng>, store: ListingStore, rows: ListingRow[], sizeLabels: string[], changed: number, removed: number): ListingRow[] {
  for (let k = 0; k < changed; k++) {
    const i = rng.int(0, rows.length - 1);
    rows[i] = rng.chance(0.5) ? nudged(rng, rows[i]!) : { ...randomRow(rng, i, sizeLabels), id: rows[i]!.id };
    store.put(rows[i]!);
  }
  const gone = new Set(Array.from({ length: removed }, () => rows[rng.int(0, rows.length - 1)]!.id));
  for (const id of gone) store.remove(id);
  return rows.filter((r) => !gone.has(r.id));
}

describe('facet counts of the listing store', () => {
  // 20 size labels fit the first per-slot mask, 50 need the second; 90 do not fit and are counted from the size bitsets.
  for (const labels of [20, 50, 90]) {
    it(`agree with a brute-force count for random filters, through changes and removals (${labels} size labels)`, () => {
      const rng = createRng(labels);
      const sizeLabels = Array.from({ length: labels }, (_, i) => `S${i}`);
      const store = new ListingStore();
      store.reset(64);
      let rows = Array.from({ length: 3_000 }, (_, n) => randomRow(rng, n, sizeLabels));
      for (const r of rows) store.put(r);
      for (let round = 0; round < 120; round++) {
        rows = churn(rng, store, rows, sizeLabels, 40, 10);
        // Every tenth round the lists, orders and tabs cut to size, as the index does after a load and after changes.
        if (round % 10 === 5) store.tidySteps().forEach((step) => step());
        const raw: Record<string, string> = {};
        // Fewer filters at once in some rounds: the counts from the cross-tab (one or two values, a price range) are taken then.
        const few = round % 2 === 0;
        if (!few && rng.chance(0.4)) raw.brandId = Array.from({ length: rng.int(1, 2) }, () => rng.pick(BRANDS)).join(',');
        if (!few && rng.chance(0.4)) raw.sizes = Array.from({ length: rng.int(1, 2) }, () => rng.pick(sizeLabels)).join(',');
        if (rng.chance(0.3)) raw.colors = rng.pick(['black', 'red', 'tan']);
        if (rng.chance(0.3)) raw.conditions = rng.pick(['pristine', 'good']);
        if (rng.chance(0.3)) raw.category_id = rng.pick(['women', 'men']);
        if (rng.chance(0.3)) raw.on_sale = rng.pick(['true', 'false']);
        if (rng.chance(0.5)) raw.in_stock = rng.pick(['true', 'false']);
        if (rng.chance(0.4)) raw.min_price = String(rng.int(0, 4_00_000));
        if (rng.chance(0.4)) raw.max_price = String(rng.int(1_00_000, 9_00_000));
        if (few && rng.chance(0.3)) [raw.min_price, raw.max_price] = [String(rng.int(0, 20_000)), String(rng.int(20_000, 3_00_000))];
        const q = ProductListQuerySchema.parse(raw);
        const expected = bruteFacets(rows, q);
        expect(sorted(store.facets(q)), JSON.stringify(raw)).toEqual(expected);
        // Asked again (from the memo) and after the page's own query: the same.
        store.query(q);
        expect(sorted(store.facets(q))).toEqual(expected);
        expect(store.query(q).total).toBe(rows.filter((r) => passes(q, r, null)).length);
      }
    });
  }

  it('count sizes from their bitsets once the products hold more sets of sizes than the slots can name', () => {
    const rng = createRng(7);
    const sizeLabels = Array.from({ length: 40 }, (_, i) => `S${i}`);
    // 66,000 products, each with its own set of four of the forty sizes: past the 65,536 set codes.
    const sets: string[][] = [];
    for (let a = 0; a < 40 && sets.length < 66_000; a++)
      for (let b = a + 1; b < 40 && sets.length < 66_000; b++)
        for (let c = b + 1; c < 40 && sets.length < 66_000; c++) for (let d = c + 1; d < 40 && sets.length < 66_000; d++) sets.push([a, b, c, d].map((i) => sizeLabels[i]!));
    const store = new ListingStore();
    store.reset(1024);
    let rows = sets.map((labels, n) => ({ ...randomRow(rng, n, sizeLabels), size_labels: labels }));
    for (const r of rows) store.put(r);
    for (let round = 0; round < 12; round++) {
      rows = churn(rng, store, rows, sizeLabels, 200, 50);
      const raw: Record<string, string> = {};
      if (rng.chance(0.5)) raw.sizes = rng.pick(sizeLabels);
      if (rng.chance(0.5)) raw.colors = rng.pick(['black', 'red', 'tan']);
      if (rng.chance(0.5)) raw.brandId = rng.pick(BRANDS);
      if (rng.chance(0.3)) raw.max_price = String(rng.int(1_00_000, 9_00_000));
      const q = ProductListQuerySchema.parse(raw);
      expect(sorted(store.facets(q)), JSON.stringify(raw)).toEqual(bruteFacets(rows, q));
    }
  });
});
