/** /sitemap.xml and its parts: every public page and every product for sale. */
import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { activeProductCount, activeProductIdAt, activeProductsAfter } from '../catalogue/sitemap';
import { SITEMAP_PAGES } from './seo';

/** A sitemap holds at most 50,000 URLs; past this many products /sitemap.xml becomes an index of parts. */
const SITEMAP_PART = 45_000;

/**
 * Every public page and every product for sale. Products are read in keyset pages of 5,000 so
 * memory stays flat at any catalogue size; part n (1-based) lists the n-th 45,000 products by id.
 */
export function sitemap(database: Database, publicUrl: string, part: number | null): Readable {
  async function* xml() {
    const total = await activeProductCount(database);
    const parts = Math.ceil(total / SITEMAP_PART);
    if (part === null && parts > 1) {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      for (let n = 0; n <= parts; n++) yield `<sitemap><loc>${publicUrl}/sitemap-${n}.xml</loc></sitemap>\n`;
      yield '</sitemapindex>\n';
      return;
    }
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    if (part === null || part === 0) for (const page of SITEMAP_PAGES) yield `<url><loc>${publicUrl}${page === '/' ? '/' : page}</loc></url>\n`;
    if (part !== 0) {
      let remaining = part === null ? Infinity : SITEMAP_PART;
      let after = part === null || part === 1 ? '00000000-0000-0000-0000-000000000000' : ((await activeProductIdAt(database, (part - 1) * SITEMAP_PART - 1)) ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff');
      while (remaining > 0) {
        const rows = await activeProductsAfter(database, after, Math.min(5000, remaining));
        if (rows.length === 0) break;
        yield rows.map((r) => `<url><loc>${publicUrl}/product/${r.id}</loc><lastmod>${r.updated_at.toISOString().slice(0, 10)}</lastmod></url>\n`).join('');
        after = rows[rows.length - 1]!.id;
        remaining -= rows.length;
      }
    }
    yield '</urlset>\n';
  }
  return Readable.from(xml());
}
