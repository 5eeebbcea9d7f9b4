-- GST tax invoices and credit notes (issue 20). Each series is gapless per financial year: the next
-- number comes from a counter row updated (and so locked) in the transaction that issues the
-- invoice, never from a sequence (a sequence leaves a gap when that transaction rolls back).
CREATE TABLE IF NOT EXISTS "invoice_series" (
  "kind" text NOT NULL,
  "financial_year" text NOT NULL,
  "last_number" integer NOT NULL,
  CONSTRAINT "invoice_series_pk" PRIMARY KEY ("kind", "financial_year"),
  CONSTRAINT "invoice_series_kind_check" CHECK ("kind" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "number" text NOT NULL,
  "financial_year" text NOT NULL,
  "sequence" integer NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "return_id" uuid REFERENCES "returns"("id"),
  "invoice_id" uuid REFERENCES "invoices"("id"),
  "issued_at" timestamp with time zone NOT NULL,
  "seller" jsonb NOT NULL,
  "buyer" jsonb NOT NULL,
  "delivery" jsonb NOT NULL,
  "intra_state" boolean NOT NULL,
  "lines" jsonb NOT NULL,
  "taxable_paise" integer NOT NULL,
  "cgst_paise" integer NOT NULL,
  "sgst_paise" integer NOT NULL,
  "igst_paise" integer NOT NULL,
  "total_paise" integer NOT NULL,
  CONSTRAINT "invoices_kind_check" CHECK ("kind" in ('invoice', 'credit-note')),
  CONSTRAINT "invoices_number_unique" UNIQUE ("number"),
  CONSTRAINT "invoices_series_unique" UNIQUE ("kind", "financial_year", "sequence")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_one_per_order" ON "invoices" ("order_id") WHERE "kind" = 'invoice';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_one_per_return" ON "invoices" ("return_id") WHERE "kind" = 'credit-note';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_order_idx" ON "invoices" ("order_id");
--> statement-breakpoint
-- A mail can carry attachments made when it is sent: [{ "kind": "invoice", "id": "…", "filename": "…" }].
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
