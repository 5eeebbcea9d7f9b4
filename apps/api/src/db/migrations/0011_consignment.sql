-- Consignment (issue 18): a seller's piece from the sell-with-us form to the payout. Additive only:
-- three new tables and nullable consignor columns on products (a product without them is the shop's own stock).
CREATE TABLE IF NOT EXISTS "consignment_submissions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "seller_id" uuid NOT NULL REFERENCES "users"("id"),
  "status" text DEFAULT 'submitted' NOT NULL,
  "house" text NOT NULL,
  "product_name" text NOT NULL,
  "category" text NOT NULL,
  "condition" text NOT NULL,
  "included" text[] DEFAULT '{}'::text[] NOT NULL,
  "purchase_year" integer,
  "asking_price_paise" integer NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "phone" text NOT NULL,
  "pickup_address" text NOT NULL,
  "listing_price_paise" integer,
  "commission_bp" integer,
  "payout_paise" integer,
  "quote_note" text,
  "quoted_at" timestamp with time zone,
  "quote_expires_at" timestamp with time zone,
  "decline_reason" text,
  "pickup_at" timestamp with time zone,
  "pickup_note" text,
  "received_at" timestamp with time zone,
  "auth_result" text,
  "auth_notes" text,
  "authenticated_at" timestamp with time zone,
  "product_id" uuid REFERENCES "products"("id"),
  "listed_at" timestamp with time zone,
  "drop_price_paise" integer,
  "drop_payout_paise" integer,
  "drop_commission_bp" integer,
  "drop_status" text,
  "drop_proposed_at" timestamp with time zone,
  "withdrawal_fee_paise" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "consignment_submissions_auth_check" CHECK ("auth_result" IS NULL OR "auth_result" in ('pass', 'fail')),
  CONSTRAINT "consignment_submissions_drop_check" CHECK ("drop_status" IS NULL OR "drop_status" in ('proposed', 'accepted', 'declined')),
  CONSTRAINT "consignment_submissions_money_check" CHECK ("asking_price_paise" > 0 AND ("payout_paise" IS NULL OR "payout_paise" >= 0))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignment_submissions_seller_idx" ON "consignment_submissions" ("seller_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignment_submissions_status_idx" ON "consignment_submissions" ("status", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "consignment_submissions_product_unique" ON "consignment_submissions" ("product_id") WHERE "product_id" IS NOT NULL;
--> statement-breakpoint
-- The piece's timeline: one line per step, read by the seller and by staff.
CREATE TABLE IF NOT EXISTS "consignment_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "submission_id" uuid NOT NULL REFERENCES "consignment_submissions"("id"),
  "status" text NOT NULL,
  "text" text NOT NULL,
  "actor_id" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL,
  "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignment_events_submission_idx" ON "consignment_events" ("submission_id", "created_at");
--> statement-breakpoint
-- A sold piece's payout: pending while the return window runs, then due, then paid (with the bank's UTR); or cancelled by a return.
CREATE TABLE IF NOT EXISTS "consignment_payouts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "submission_id" uuid NOT NULL REFERENCES "consignment_submissions"("id"),
  "seller_id" uuid NOT NULL REFERENCES "users"("id"),
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "order_item_id" uuid NOT NULL REFERENCES "order_items"("id"),
  "amount_paise" integer NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "delivered_at" timestamp with time zone NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "paid_at" timestamp with time zone,
  "utr" text,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "consignment_payouts_status_check" CHECK ("status" in ('pending', 'due', 'paid', 'cancelled')),
  CONSTRAINT "consignment_payouts_amount_check" CHECK ("amount_paise" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "consignment_payouts_item_unique" ON "consignment_payouts" ("order_item_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignment_payouts_status_idx" ON "consignment_payouts" ("status", "due_at");
--> statement-breakpoint
-- The seller's ledger: every movement of what the shop owes them is a line; the balance is the sum.
CREATE TABLE IF NOT EXISTS "consignment_ledger" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "seller_id" uuid NOT NULL REFERENCES "users"("id"),
  "submission_id" uuid REFERENCES "consignment_submissions"("id"),
  "payout_id" uuid REFERENCES "consignment_payouts"("id"),
  "kind" text NOT NULL,
  "amount_paise" integer NOT NULL,
  "note" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignment_ledger_seller_idx" ON "consignment_ledger" ("seller_id", "created_at");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "consignment_id" uuid REFERENCES "consignment_submissions"("id");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "consignor_id" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "consignor_payout_paise" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "consignor_commission_bp" integer;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_consignor_idx" ON "products" ("consignor_id") WHERE "consignor_id" IS NOT NULL;
