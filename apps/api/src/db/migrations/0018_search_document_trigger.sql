-- A product's search document kept by the trigger that bumps its text version (issue 16), no longer
-- a stored generated column: PostgreSQL computes a stored generated column again on every update of
-- the row, so a change of price or stock ran `to_tsvector` over the name and description as well.
-- Priced at 1,000,000 products, 2,000 price changes in one statement took 598–1,544 ms with the
-- generated column and 370–485 ms without it (docs/performance.md). The document is now computed
-- when a product is inserted and when its search title or body changes, and only then.
-- Dropping the expression keeps every row's document as it is (no rewrite of the table).
ALTER TABLE "products" ALTER COLUMN "search" DROP EXPRESSION;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search" SET DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('simple'::regconfig, NEW.search_title), 'A') || setweight(to_tsvector('simple'::regconfig, NEW.search_body), 'D');
  IF TG_OP = 'UPDATE' THEN
    NEW.text_version := OLD.text_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_text_version ON products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_bump_text_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_document_insert ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_document_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION shop_search_document();
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_document_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_document_update BEFORE UPDATE OF search_title, search_body ON products
  FOR EACH ROW WHEN (OLD.search_title IS DISTINCT FROM NEW.search_title OR OLD.search_body IS DISTINCT FROM NEW.search_body)
  EXECUTE FUNCTION shop_search_document();
