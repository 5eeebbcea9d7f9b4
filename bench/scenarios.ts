/**
 * The bench's scenarios: what each row asks of the server, request by request. Reads draw from
 * the bench data (distinct filter combinations, searches with typos, random products and pages);
 * writes use the bench shoppers' sessions.
 */
import pg from 'pg';
import { ALL_SIZES, COLOURS, CONDITIONS, SUB_SUB_CATEGORIES, TAXONOMY } from '@shop/shared';
import type { BenchData } from './bench-data';
import type { Scenario } from './measure';

const address = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  phone: '9876543210',
  address: '1 Test Lane',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  zipCode: '400001',
};

export function makeScenarios(data: BenchData, databaseUrl: string): Scenario[] {
  const { tokens, users, orderUsers, cartItems, cartTokens, productIds, words, brandIds, brandNames } = data;
  // Distinct listing queries: 1 to 3 filters, a sort and a page; never the same query twice.
  const seen = new Set<string>();
  let seed = 1;
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const filterMakers: (() => string)[] = [
    () => `category_id=${pick(TAXONOMY).id}`,
    () => `sub_category_id=${pick(TAXONOMY.flatMap((c) => c.children)).id}`,
    () => `subSubCategoryid=${pick(SUB_SUB_CATEGORIES).id}`,
    () => `brandId=${pick(brandIds)}`,
    () => `sizes=${encodeURIComponent(pick(ALL_SIZES))}`,
    () => `colors=${pick(COLOURS)}`,
    () => `conditions=${pick(CONDITIONS)}`,
    () => {
      const min = Math.floor(rand() * 300) * 1000;
      return `min_price=${min}&max_price=${min + 5000 + Math.floor(rand() * 300) * 1000}`;
    },
    () => 'on_sale=true',
    () => 'in_stock=true',
  ];
  const distinctListing = () => {
    for (;;) {
      // 1 to 3 different filters (each given once, as the shop's own filter panel sends them).
      const n = 1 + Math.floor(rand() * 3);
      const makers = new Set<() => string>();
      while (makers.size < n) makers.add(pick(filterMakers));
      const parts = [...makers].map((make) => make());
      const query = `${[...parts].sort().join('&')}&sort=${pick(['default', 'price-asc', 'price-desc', 'discount', 'reduced'])}&page=${1 + Math.floor(rand() * 3)}`;
      if (!seen.has(query)) {
        seen.add(query);
        return { path: `/api/product/list?${query}` };
      }
    }
  };
  // Searches with a typo (a letter dropped, doubled or swapped) in a brand or a word of a name; the answer is corrected.
  const typoWords = [...words.map((w) => w.w).filter((w) => w.length >= 5), ...brandNames.map((b) => b.toLowerCase())];
  const typo = (word: string) => {
    const at = 1 + Math.floor(rand() * (word.length - 2));
    const kind = Math.floor(rand() * 3);
    if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
    if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  let cartTurn = 0;
  let orderTurn = 0;
  const scenarios: Scenario[] = [
    { name: 'bare node:http, same-size JSON', request: () => ({ path: '/' }) },
    { name: 'listing page 1, repeated', request: () => ({ path: '/api/product/list' }) },
    { name: 'listing with facet counts, distinct filter combinations', request: distinctListing },
    { name: 'text search with typos, varied terms', request: () => ({ path: `/api/product/list?search=${encodeURIComponent(typo(pick(typoWords)))}` }) },
    { name: 'search suggestions, varied terms', request: () => ({ path: `/api/product/suggest?search=${encodeURIComponent(pick(words).w)}` }) },
    { name: 'product by id (random of 20k)', request: () => ({ path: `/api/product/${pick(productIds)}` }) },
    // Server-rendered pages as a browser asks for them (compressed), for a visitor.
    { name: 'home page HTML, repeated', request: () => ({ path: '/', headers: { 'accept-encoding': 'br, gzip' } }) },
    { name: 'product page HTML (random of 20k)', request: () => ({ path: `/product/${pick(productIds)}`, headers: { 'accept-encoding': 'br, gzip' } }) },
    {
      name: 'add to cart (signed in)',
      writes: true,
      // Each row starts with empty carts, so every add is of a piece still in stock.
      prepare: async () => {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        await c.query('DELETE FROM cart_items WHERE user_id = ANY($1::uuid[])', [users.slice(orderUsers)]);
        await c.end();
        cartTurn = 0;
      },
      request: () => {
        const turn = cartTurn++;
        const i = turn % cartItems.length;
        const item = cartItems[i]!;
        // Each pass over the items shifts the shoppers by one, so a shopper never adds the same
        // one-of-one twice (refused: more than the stock) however long the row runs.
        const shopper = (i + Math.floor(turn / cartItems.length)) % cartTokens.length;
        return {
          method: 'POST',
          path: '/api/cart/add-item',
          headers: { authorization: `Bearer ${cartTokens[shopper]}` },
          body: JSON.stringify({ product_id: item.product_id, size_id: item.size_id, quantity: 1 }),
        };
      },
    },
    {
      name: 'place order by COD (one-of-one items)',
      writes: true,
      request: () => {
        const i = orderTurn++;
        return { method: 'POST', path: '/api/order/add', headers: { authorization: `Bearer ${tokens[i % orderUsers]}` }, body: JSON.stringify({ address, paymentMethod: 'cod' }) };
      },
    },
  ];
  return scenarios;
}
