-- Payments and refunds as records. Every payment attempt stays a row (created, failed, lapsed,
-- captured) with its gateway reference; a capture's time is kept. Every refund asked of the gateway
-- is a row of its own: the payment it gives back, the amount, why, its state (due, done, failed),
-- the gateway's refund reference and how many times it was asked.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "captured_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "gateway_order_ref" text;
--> statement-breakpoint
UPDATE "payments" SET "captured_at" = "updated_at" WHERE "status" = 'captured' AND "captured_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('due', 'done', 'failed')),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('cancelled', 'returned-to-origin', 'late-capture'))
);
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status", "created_at" DESC);
--> statement-breakpoint
-- Paid online orders cancelled before refunds were records were only marked "refunded": each of
-- their captured payments becomes a refund due, for staff to settle in the back office.
INSERT INTO "refunds" ("order_id", "payment_id", "provider", "amount_paise", "reason", "status", "created_at", "updated_at")
SELECT p."order_id", p."id", p."provider", p."amount_paise", 'cancelled', 'due', now(), now()
  FROM "payments" p JOIN "orders" o ON o."id" = p."order_id"
 WHERE p."status" = 'captured' AND o."status" = 'Cancelled' AND o."payment_status" = 'refunded';
