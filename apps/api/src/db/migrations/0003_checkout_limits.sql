-- Checkout limits (issue 13 defects 1, 7, 8; issue 14 defects 2, 8).
-- A coupon can be bound to one address (the newsletter welcome coupon) and kept for a first order.
ALTER TABLE "coupons" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The public welcome code is retired: each subscriber now gets a code of their own.
UPDATE "coupons" SET "active" = false WHERE "code" = 'WELCOME25';--> statement-breakpoint
-- An Idempotency-Key is kept with a hash of the request body it was first used with.
ALTER TABLE "orders" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
-- The spec's order carries its shipping method; the shop ships one way.
ALTER TABLE "orders" ADD COLUMN "shipping_method" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
-- An agreed offer prices one unit once: the order that used it.
ALTER TABLE "offers" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
