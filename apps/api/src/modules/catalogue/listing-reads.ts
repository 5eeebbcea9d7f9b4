/**
 * What the listing index reads of the products (listing-index.ts): every active product's row when it
 * loads, and the changed products' rows as their notices come.
 */
import type { Database } from '../../db/client';
import { INDEX_CARD_COLUMNS } from './columns';
import type { ListingRow } from './listing-row';
import type { ListingStore } from './listing-store';

const COLUMNS = `p.id, p.category_id, p.sub_category_id, p.sub_sub_category_id, p.brand_id, lower(p.color) AS color, p.condition,
    p.on_sale, p.effective_price_paise, (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS created_us,
    p.discount_bp, (extract(epoch FROM p.price_reduced_at) * 1000000)::bigint::text AS reduced_us, p.size_labels,
    EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0) AS in_stock,
    EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id) AS with_images, p.search_title, p.text_version, p.row_version`;
/** The search document's lexemes: a kilobyte a product, the most of a row to send and parse. */
const TEXT_COLUMNS = `array_to_string(tsvector_to_array(p.search), ' ') AS lexemes,
    array_to_string(tsvector_to_array(ts_filter(p.search, '{a}')), ' ') AS title_lexemes`;
/** The index's rows, with the products' cards when it holds them, and with their lexemes unless `text` is false. */
export const selectRows = (cards: boolean, text = true) => `SELECT ${COLUMNS}${text ? `, ${TEXT_COLUMNS}` : ''}${cards ? `, ${INDEX_CARD_COLUMNS}` : ''} FROM products p WHERE p.status = 'active'`;

/**
 * The changed products' rows, read without their lexemes (most changes are prices and stock),
 * then, for the few whose search text changed or that are new here, read again whole. A product
 * whose text changed but that is gone by the second read is told to `again` (read it once more).
 */
export async function readChanged(database: Database, ids: string[], store: ListingStore, again: (id: string) => void): Promise<ListingRow[]> {
  const cards = store.holdsCards;
  const rows = await database.query<ListingRow>(`${selectRows(cards, false)} AND p.id = ANY($1::uuid[])`, [ids]);
  const needText = new Set(rows.filter((row) => store.needsText(row)).map((row) => row.id));
  if (needText.size === 0) return rows;
  const whole = new Map((await database.query<ListingRow>(`${selectRows(cards)} AND p.id = ANY($1::uuid[])`, [[...needText]])).map((row) => [row.id, row]));
  for (const id of needText) if (!whole.has(id)) again(id);
  return rows.flatMap((row) => (needText.has(row.id) ? (whole.get(row.id) ?? []) : [row]));
}
