-- A product's row version and change notices that carry a new price (issue 16, decision 67).
--
-- Every update of a product bumps `row_version` (a BEFORE trigger reads the old row under its row
-- lock, so the versions of one product only grow, which transaction ids do not). An update that
-- changes the price or the discount price and nothing else (but what follows from them: the
-- effective price, the sale flag, the discount, when the price was reduced, and `updated_at`)
-- announces the product with its new prices:
--   <id>;<row_version>;<price_paise>;<discount_price_paise>;<effective_price_paise>;<discount_bp>;<reduced_us>
-- (`reduced_us` is empty for never). Every server process then applies the prices to its listing
-- index without reading the product again; at a bulk repricing of 2,000 products that spared each
-- process 40 queries, and PostgreSQL their answers, on the same cores the shoppers are served from.
-- The version lets a process tell a price older than what it holds (a re-read may see a later
-- change before that change's notice arrives). Any other change announces the id alone, as before.
-- Each notice names its version, so identical notices never occur and none is folded into another.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "row_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_version := OLD.row_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_row_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_row_version BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION shop_bump_row_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_products_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept products%ROWTYPE;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.price_paise, NEW.discount_price_paise) IS DISTINCT FROM (OLD.price_paise, OLD.discount_price_paise) THEN
    -- The new row with its price columns (and the version) put back: equal to the old one when only prices changed.
    kept := NEW;
    kept.price_paise := OLD.price_paise;
    kept.discount_price_paise := OLD.discount_price_paise;
    kept.effective_price_paise := OLD.effective_price_paise;
    kept.on_sale := OLD.on_sale;
    kept.discount_bp := OLD.discount_bp;
    kept.price_reduced_at := OLD.price_reduced_at;
    kept.updated_at := OLD.updated_at;
    kept.row_version := OLD.row_version;
    IF kept IS NOT DISTINCT FROM OLD THEN
      PERFORM pg_notify('shop_catalogue_changed', concat_ws(';', NEW.id, NEW.row_version, NEW.price_paise, NEW.discount_price_paise,
        NEW.effective_price_paise, NEW.discount_bp,
        COALESCE((extract(epoch FROM NEW.price_reduced_at) * 1000000)::bigint::text, '')));
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('shop_catalogue_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_change_notice ON products;
--> statement-breakpoint
CREATE TRIGGER products_change_notice AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION shop_notify_products_change();
