-- Every change to a product, its sizes (stock), its images or a brand announces the product's id on the
-- channel shop_catalogue_changed, delivered at commit to every server process listening. The
-- processes drop cached catalogue answers and refresh their in-memory listing index from it, so
-- no write path can forget to invalidate. Identical notices in one transaction arrive once.
CREATE OR REPLACE FUNCTION shop_notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM pg_notify('shop_catalogue_changed', COALESCE(NEW.id, OLD.id)::text);
  ELSIF TG_TABLE_NAME = 'brands' THEN
    PERFORM pg_notify('shop_catalogue_changed', 'brand:' || COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('shop_catalogue_changed', COALESCE(NEW.product_id, OLD.product_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_change_notice AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION shop_notify_product_change();
--> statement-breakpoint
CREATE TRIGGER product_sizes_change_notice AFTER INSERT OR UPDATE OR DELETE ON product_sizes
  FOR EACH ROW EXECUTE FUNCTION shop_notify_product_change();
--> statement-breakpoint
CREATE TRIGGER product_images_change_notice AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION shop_notify_product_change();
--> statement-breakpoint
CREATE TRIGGER brands_change_notice AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH ROW EXECUTE FUNCTION shop_notify_product_change();
