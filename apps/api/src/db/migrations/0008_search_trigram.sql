-- Forgiving search (issue 16): the words of every product's search title (accent-folded,
-- lower-cased name and brand), with a trigram index, so a misspelt word ("channel", "vuiton",
-- "guci") can be replaced by the closest word the catalogue really uses. Words are only ever
-- added (a trigger on products); a word whose products have gone finds nothing and is skipped.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS search_words (
  word text PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, regexp_split_to_table(search_title, '[^[:alnum:]]+') AS w
   WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_title, '[^[:alnum:]]+') AS w
     WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF search_title ON products
  FOR EACH ROW EXECUTE FUNCTION shop_add_search_words();
--> statement-breakpoint
-- Sorts "biggest discount" and "recently reduced" (issue 16). The discount is the one the card
-- shows: the selling price against the estimated retail price, in hundredths of a percent.
ALTER TABLE products ADD COLUMN IF NOT EXISTS discount_bp integer NOT NULL GENERATED ALWAYS AS (
  CASE WHEN estimated_price_paise > (CASE WHEN discount_price_paise > 0 THEN discount_price_paise ELSE price_paise END)
       THEN ((estimated_price_paise - (CASE WHEN discount_price_paise > 0 THEN discount_price_paise ELSE price_paise END))::bigint * 10000 / estimated_price_paise)::integer
       ELSE 0 END
) STORED;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN IF NOT EXISTS price_reduced_at timestamptz;
--> statement-breakpoint
-- A lower selling price stamps the product as reduced; generated columns are not computed yet in a BEFORE trigger.
CREATE OR REPLACE FUNCTION shop_stamp_price_reduction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (CASE WHEN NEW.discount_price_paise > 0 THEN NEW.discount_price_paise ELSE NEW.price_paise END)
     < (CASE WHEN OLD.discount_price_paise > 0 THEN OLD.discount_price_paise ELSE OLD.price_paise END) THEN
    NEW.price_reduced_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_price_reduction BEFORE UPDATE OF price_paise, discount_price_paise ON products
  FOR EACH ROW EXECUTE FUNCTION shop_stamp_price_reduction();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_discount_idx ON products (discount_bp DESC, created_at DESC, id DESC) WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_reduced_idx ON products (price_reduced_at DESC NULLS LAST, created_at DESC, id DESC) WHERE status = 'active';
