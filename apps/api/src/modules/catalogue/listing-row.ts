import type { ProductRow } from './dto';

/** The row the listing index keeps of each product (listing-index.ts reads it; the store and the facet codes hold it). */
export interface ListingRow extends Partial<CardFields> {
  id: string;
  category_id: string;
  sub_category_id: string | null;
  sub_sub_category_id: string | null;
  brand_id: string | null;
  color: string;
  condition: string;
  on_sale: boolean;
  effective_price_paise: number;
  created_us: string;
  discount_bp: number;
  reduced_us: string | null;
  size_labels: string[];
  in_stock: boolean;
  with_images: boolean;
  /**
   * The lexemes of the product's search document (its tsvector) separated by spaces (one string
   * parses far faster than a text[]). A change's re-read leaves them out (see `text_version`) and
   * reads them only for the products whose search text changed.
   */
  lexemes?: string;
  /** The lexemes of the search document's title part (weight A: the name and the brand); read with `lexemes`. */
  title_lexemes?: string;
  search_title: string;
  /**
   * The version of the product's search text (its title and body), bumped by a trigger whenever
   * either changes (migration 0017): an equal version means the same lexemes, so a change that
   * keeps it (a price, the stock) is re-read and applied without them.
   */
  text_version: number;
  /** The version of the product's row, bumped by every update (migration 0019): see ListingStore.put and reprice. */
  row_version: number;
}

/** The product card's own fields, read when the index holds cards (listing-cards.ts); `color` above is lower-cased for the facets. */
export interface CardFields {
  product_name: string;
  price_paise: number;
  discount_price_paise: number;
  estimated_price_paise: number;
  card_color: string;
  brand_name: string | null;
  /** [id, size, quantity] triples in display order. */
  sizes: [string, string, number][];
  images: string[];
}

/** A listing page from the index. */
export interface IndexedPage {
  ids: string[];
  total: number;
  /** The page's cards, when the index holds cards (ListingStore.reset). */
  cards?: ProductRow[];
}
