-- Authentication photos (issue 18): staff attach photos to a piece's authentication step, and a line of
-- the piece's timeline can carry photos, so both the staff page and the seller's timeline show them.
ALTER TABLE "consignment_submissions" ADD COLUMN IF NOT EXISTS "auth_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;
ALTER TABLE "consignment_events" ADD COLUMN IF NOT EXISTS "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;
