-- Phone sign-in with one-time codes, a verified phone per account, and the EMI plan chosen for a
-- card payment (issue 20).
CREATE TABLE IF NOT EXISTS "user_phones" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  -- E.164, e.g. +919876543210; one account per number.
  "phone" text NOT NULL,
  "verified_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_phones_phone_key" UNIQUE ("phone")
);
--> statement-breakpoint
-- A code sent by SMS: only its HMAC is kept; valid 5 minutes, 5 tries, used once.
CREATE TABLE IF NOT EXISTS "phone_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "phone" text NOT NULL,
  -- 'signin' (anyone, to sign in or up) or 'verify' (a signed-in shopper adding the number).
  "purpose" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "phone_codes_purpose_check" CHECK ("purpose" in ('signin', 'verify')),
  CONSTRAINT "phone_codes_verify_user_check" CHECK ("purpose" = 'signin' OR "user_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phone_codes_phone_idx" ON "phone_codes" ("phone", "purpose", "created_at" DESC);
--> statement-breakpoint
-- The EMI plan a card payment is taken in: the tenure and what the shopper was shown.
CREATE TABLE IF NOT EXISTS "payment_emi" (
  "payment_id" uuid PRIMARY KEY NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
  "months" integer NOT NULL,
  "annual_rate_percent" numeric(5, 2) NOT NULL,
  "no_cost" boolean NOT NULL,
  "monthly_paise" integer NOT NULL,
  "interest_paise" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payment_emi_months_check" CHECK ("months" in (3, 6, 9, 12))
);
