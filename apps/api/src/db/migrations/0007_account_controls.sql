-- Staff can disable an account (issue 14): sign-in is refused and its sessions end while this is set.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "disabled_at" timestamp with time zone;
