-- Returns in steps (issue 13): requested → approved (return label or pickup) → received and
-- inspected (back on sale or not) → credit issued; or rejected. Until now approval issued the
-- credit at once: those returns are recorded as credited on the day they were approved.
ALTER TABLE "returns" ADD COLUMN "instructions" text;
--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "received_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "restocked" boolean;
--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "inspection_note" text;
--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "credited_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "returns" SET "status" = 'credited', "approved_at" = "decided_at", "credited_at" = "decided_at" WHERE "status" = 'approved' AND "credit_paise" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_check" CHECK ("status" in ('requested', 'approved', 'received', 'credited', 'rejected'));
