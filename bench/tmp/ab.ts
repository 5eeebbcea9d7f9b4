import autocannon from 'autocannon';
import pg from 'pg';
import { ALL_SIZES, COLOURS, CONDITIONS, SUB_SUB_CATEGORIES, TAXONOMY } from '@shop/shared';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/shop_bench' });
await c.connect();
const brandIds = (await c.query('select id from brands')).rows.map((r) => r.id);
await c.end();
let seed = Number(process.env.SEED ?? 1);
const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
const pick = <T>(l: readonly T[]) => l[Math.floor(rand() * l.length)]!;
const makers = [
  () => `category_id=${pick(TAXONOMY).id}`, () => `sub_category_id=${pick(TAXONOMY.flatMap((c) => c.children)).id}`, () => `subSubCategoryid=${pick(SUB_SUB_CATEGORIES).id}`,
  () => `brandId=${pick(brandIds)}`, () => `sizes=${encodeURIComponent(pick(ALL_SIZES))}`, () => `colors=${pick(COLOURS)}`, () => `conditions=${pick(CONDITIONS)}`,
  () => { const min = Math.floor(rand() * 300) * 1000; return `min_price=${min}&max_price=${min + 5000 + Math.floor(rand() * 300) * 1000}`; }, () => 'on_sale=true', () => 'in_stock=true',
];
const extra = process.argv[2] ?? '';
const mk = () => { const n = 1 + Math.floor(rand() * 3); const ms = new Set<() => string>(); while (ms.size < n) ms.add(pick(makers)); return `/api/product/list?${[...ms].map((m) => m()).sort().join('&')}&sort=${pick(['default', 'price-asc', 'price-desc', 'discount', 'reduced'])}&page=${1 + Math.floor(rand() * 3)}${extra}`; };
const r = await autocannon({ url: 'http://127.0.0.1:3790', connections: 50, duration: 5, requests: [{ setupRequest: (req) => ({ ...req, path: mk() }) }] });
console.log(extra || 'default', r.requests.average, 'req/s p99', r.latency.p99);
