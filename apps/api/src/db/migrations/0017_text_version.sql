-- A product's search text version (issue 16, decision 51): bumped by a trigger whenever its search
-- title or body changes, so the listing index learns whether a changed product's text changed by
-- reading one integer. It replaces a hash of the text computed in every re-read by every server
-- process (about 40 µs a row at 1,000,000 products: most of what a re-read cost PostgreSQL).
-- Existing rows start at 0 (a constant default: no rewrite of the table).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "text_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_bump_text_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.text_version := OLD.text_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_text_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_text_version BEFORE UPDATE OF search_title, search_body ON products
  FOR EACH ROW WHEN (OLD.search_title IS DISTINCT FROM NEW.search_title OR OLD.search_body IS DISTINCT FROM NEW.search_body)
  EXECUTE FUNCTION shop_bump_text_version();
