-- Alerts (issue 19): price drops and sold/held pieces on wishlists, saved searches with a daily
-- digest, product requests matched by new listings, mail preferences and one-click unsubscribe.
--
-- Changes are captured by triggers in the transaction that makes them (decision "Alerts"): a lower
-- selling price of a wishlisted piece, its last stock taken, a new listing. The timed work
-- (modules/alerts/jobs.ts) claims the rows with FOR UPDATE SKIP LOCKED and mails them.
CREATE TABLE IF NOT EXISTS alert_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- 'price_drop' (old and new selling price) or 'unavailable' (sold or held: decided when mailed)
  kind text NOT NULL CHECK (kind IN ('price_drop', 'unavailable')),
  old_price_paise integer NOT NULL,
  new_price_paise integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- stamped by the timed work with its clock the first time it sees the row: the batch window starts here
  seen_at timestamptz,
  -- set when the row is accounted for; outcome says how ('mailed', 'unsubscribed', 'nothing-to-say', 'back-in-stock')
  done_at timestamptz,
  outcome text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alert_events_pending_idx ON alert_events (kind, seen_at) WHERE done_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alert_events_user_idx ON alert_events (user_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alert_events_done_idx ON alert_events (done_at) WHERE done_at IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS alert_events_unavailable_key ON alert_events (user_id, product_id) WHERE kind = 'unavailable' AND done_at IS NULL;
--> statement-breakpoint
-- The capture triggers find a piece's wishlists by product.
CREATE INDEX IF NOT EXISTS wishlist_items_product_idx ON wishlist_items (product_id);
--> statement-breakpoint
-- New listings waiting to be matched against open product requests; a row is deleted when it is claimed.
CREATE TABLE IF NOT EXISTS alert_new_listings (
  product_id uuid PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alert_new_listings_created_idx ON alert_new_listings (created_at);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- the shop's listing query (SavedSearchQuery of @shop/shared)
  query jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- pieces listed after this are new to the next digest
  digested_until timestamptz NOT NULL,
  last_digest_at timestamptz,
  next_digest_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_searches_user_idx ON saved_searches (user_id, created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_searches_due_idx ON saved_searches (next_digest_at);
--> statement-breakpoint
-- Which alert mails someone wants: 'user:<id>' for a shopper, 'email:<address>' for a guest who requested a product.
CREATE TABLE IF NOT EXISTS mail_preferences (
  subject text PRIMARY KEY,
  price_drop boolean NOT NULL DEFAULT true,
  sold boolean NOT NULL DEFAULT true,
  saved_search boolean NOT NULL DEFAULT true,
  product_request boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A request-a-product is mailed once, for the first listing that matches it.
CREATE TABLE IF NOT EXISTS alert_request_matches (
  request_id uuid PRIMARY KEY REFERENCES product_requests(id) ON DELETE CASCADE,
  product_id uuid REFERENCES products(id) ON DELETE SET NULL,
  outcome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Mail headers (List-Unsubscribe, List-Unsubscribe-Post) and an HTML part (pictures), sent by SMTP with the text.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS headers jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS body_html text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION alerts_capture_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'active' AND NEW.effective_price_paise < OLD.effective_price_paise THEN
    INSERT INTO alert_events (user_id, product_id, kind, old_price_paise, new_price_paise)
      SELECT w.user_id, NEW.id, 'price_drop', OLD.effective_price_paise, NEW.effective_price_paise
        FROM wishlist_items w WHERE w.product_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_alert_price_drop AFTER UPDATE OF price_paise, discount_price_paise ON products
  FOR EACH ROW EXECUTE FUNCTION alerts_capture_price_drop();
--> statement-breakpoint
-- The last unit of a piece taken (an order, a layaway, a payment hold, or staff): one pending row per shopper.
CREATE OR REPLACE FUNCTION alerts_capture_unavailable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.quantity > 0 AND NEW.quantity < 1
     AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = NEW.product_id AND s.quantity > 0) THEN
    INSERT INTO alert_events (user_id, product_id, kind, old_price_paise, new_price_paise)
      SELECT w.user_id, p.id, 'unavailable', p.effective_price_paise, p.effective_price_paise
        FROM wishlist_items w JOIN products p ON p.id = w.product_id
       WHERE w.product_id = NEW.product_id AND p.status = 'active'
    ON CONFLICT (user_id, product_id) WHERE kind = 'unavailable' AND done_at IS NULL DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_sizes_alert_unavailable AFTER UPDATE OF quantity ON product_sizes
  FOR EACH ROW EXECUTE FUNCTION alerts_capture_unavailable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION alerts_capture_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_new_listings (product_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_alert_new_listing AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION alerts_capture_listing();
