-- Product cards kept ready (issue 16, decision 44): a card's sizes and first two images, as the
-- listing shows them, kept in a row of their own by triggers on product_sizes and product_images,
-- so reading a card is two primary-key lookups instead of two sorted aggregates (about 9 µs a card
-- against 32 µs at 100k products). Whatever writes sizes or images (the editor, CSV imports,
-- consignment, checkout's stock changes, returns, seeds) keeps them right without knowing.
CREATE TABLE IF NOT EXISTS "product_cards" (
	"product_id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"sizes" json DEFAULT '[]'::json NOT NULL,
	"images" json DEFAULT '[]'::json NOT NULL
);
--> statement-breakpoint
-- A card's sizes and its first two images, as the listing shows them: the one definition, used by
-- the refresh below and by the first fill at the end.
CREATE OR REPLACE FUNCTION shop_card_sizes(product uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_array(s.id, s.size, s.quantity) ORDER BY s.position, s.size), '[]'::json)
    FROM product_sizes s WHERE s.product_id = product
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_card_images(product uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(i.url ORDER BY i.position), '[]'::json)
    FROM (SELECT url, position FROM product_images WHERE product_id = product ORDER BY position LIMIT 2) i
$$;
--> statement-breakpoint
-- Recomputes the cards of the products `ids`. Each card row is locked (in id order) before its
-- values are read, and each statement of a function takes a new snapshot: two transactions
-- changing sizes of one product one after the other write the card one after the other, the second
-- computing it from the first's committed change (computing first and then waiting for the row
-- would write back what the second saw before the first committed).
CREATE OR REPLACE FUNCTION shop_refresh_product_cards(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_cards (product_id) SELECT p.id FROM products p WHERE p.id = ANY(ids) ORDER BY p.id ON CONFLICT DO NOTHING;
  PERFORM 1 FROM product_cards c WHERE c.product_id = ANY(ids) ORDER BY c.product_id FOR UPDATE;
  UPDATE product_cards c SET sizes = shop_card_sizes(c.product_id), images = shop_card_images(c.product_id)
  WHERE c.product_id = ANY(ids);
END;
$$;
--> statement-breakpoint
-- Once per statement (a bulk import of thousands of sizes recomputes each card once).
CREATE OR REPLACE FUNCTION shop_product_cards_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shop_refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shop_refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM changed_old));
  ELSE
    PERFORM shop_refresh_product_cards(ARRAY(SELECT product_id FROM changed_new UNION SELECT product_id FROM changed_old));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_sizes_cards_insert AFTER INSERT ON product_sizes
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION shop_product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_sizes_cards_update AFTER UPDATE ON product_sizes
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION shop_product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_sizes_cards_delete AFTER DELETE ON product_sizes
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION shop_product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION shop_product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION shop_product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION shop_product_cards_follow();
--> statement-breakpoint
-- The cards of the products already there.
INSERT INTO product_cards (product_id, sizes, images)
SELECT p.id, shop_card_sizes(p.id), shop_card_images(p.id) FROM products p
ON CONFLICT (product_id) DO NOTHING;
