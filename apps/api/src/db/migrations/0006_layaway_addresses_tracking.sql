-- Layaway instalments, the reminder before the due date, saved addresses and shipment tracking
-- (issue 13). Every column has a default or is nullable, so the migration runs on a shop with data.

-- A reminder mail goes once, 3 days before a layaway's due date; the job claims the order by
-- setting this column, so a second run or a second process never mails twice.
ALTER TABLE orders ADD COLUMN layaway_reminder_sent_at timestamptz;
--> statement-breakpoint
-- The carrier and tracking number staff enter when the order ships.
ALTER TABLE orders ADD COLUMN carrier text;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN tracking_number text;
--> statement-breakpoint
CREATE INDEX orders_layaway_reminder_idx ON orders (layaway_due_at) WHERE status = 'On Layaway' AND layaway_reminder_sent_at IS NULL;
--> statement-breakpoint
-- The shopper's default address (at most one per shopper).
ALTER TABLE addresses ADD COLUMN is_default boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;
--> statement-breakpoint
-- An order's lines always carry the order's status. Lines are written with it and follow every
-- move of the order, whichever code path makes the move.
CREATE OR REPLACE FUNCTION shop_order_items_follow_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    IF NEW.status IS DISTINCT FROM OLD.status THEN
      UPDATE order_items SET status = NEW.status WHERE order_id = NEW.id AND status IS DISTINCT FROM NEW.status;
    END IF;
    RETURN NULL;
  END IF;
  SELECT o.status INTO NEW.status FROM orders o WHERE o.id = NEW.order_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_status_to_items AFTER UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_order_items_follow_order();
--> statement-breakpoint
CREATE TRIGGER order_items_status_from_order BEFORE INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION shop_order_items_follow_order();
--> statement-breakpoint
-- Lines written before this migration (placed as 'Processing' whatever the order's status).
UPDATE order_items i SET status = o.status FROM orders o WHERE o.id = i.order_id AND i.status IS DISTINCT FROM o.status;
