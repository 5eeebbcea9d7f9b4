-- The home page as data (issue 19): hero slides with their dates, the creator carousel and the
-- featured edits, edited in the back office; and each signed-in shopper's recently viewed pieces.
-- The slides and carousel entries the home page showed in code become the starting rows.
CREATE TABLE IF NOT EXISTS "hero_slides" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "eyebrow" text NOT NULL DEFAULT '',
  "heading" text NOT NULL,
  "body" text NOT NULL DEFAULT '',
  "link_url" text NOT NULL,
  "link_label" text NOT NULL,
  "image_url" text NOT NULL,
  "phone_image_url" text,
  "image_alt" text NOT NULL,
  "starts_at" timestamp with time zone,
  "ends_at" timestamp with time zone,
  "position" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "hero_slides_dates_check" CHECK ("starts_at" IS NULL OR "ends_at" IS NULL OR "ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hero_slides_position_idx" ON "hero_slides" ("position");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "creator_videos" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "title" text NOT NULL,
  "credit" text NOT NULL,
  "video_url" text NOT NULL,
  "image_url" text NOT NULL,
  "is_visible" boolean DEFAULT true NOT NULL,
  "position" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "featured_edits" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "title" text NOT NULL,
  "description" text NOT NULL DEFAULT '',
  "kind" text NOT NULL,
  "product_ids" uuid[] DEFAULT '{}' NOT NULL,
  "filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "is_visible" boolean DEFAULT true NOT NULL,
  "position" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "featured_edits_kind_check" CHECK ("kind" in ('pieces', 'filter'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recently_viewed" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "viewed_at" timestamp with time zone NOT NULL,
  CONSTRAINT "recently_viewed_pk" PRIMARY KEY ("user_id", "product_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recently_viewed_user_idx" ON "recently_viewed" ("user_id", "viewed_at" DESC);
--> statement-breakpoint
INSERT INTO "hero_slides" ("eyebrow", "heading", "body", "link_url", "link_label", "image_url", "phone_image_url", "image_alt", "position") VALUES
  ('Pre-owned luxury, authenticated', 'Icons, loved again', 'Bags, clothing, footwear and fine jewellery from the great houses, checked by our experts and priced in rupees.', '/shop', 'Shop Now', '/art/hero-1-wide.webp', '/art/hero-1-tall.webp', 'A cognac leather top-handle bag beside an orange quilted mini bag', 0),
  ('New in this week', 'Evening, reimagined', 'Statement heels and clutches ready for the season’s celebrations, at a fraction of their retail price.', '/shop', 'Shop Now', '/art/hero-2-wide.webp', '/art/hero-2-tall.webp', 'Red patent heels beside a black envelope clutch', 1),
  ('Fine watches and jewellery', 'Gold that lasts', 'Timepieces and fine jewellery, each authenticated and ready to be worn for generations.', '/shop', 'Shop Now', '/art/hero-3-wide.webp', '/art/hero-3-tall.webp', 'A gold bracelet watch with a navy dial beside a gold drop necklace', 2),
  ('The menswear edit', 'Tailoring, second time round', 'Jackets, loafers and sneakers from the houses that define modern menswear.', '/shop', 'Shop Now', '/art/hero-4-wide.webp', '/art/hero-4-tall.webp', 'A navy tailored jacket with brown loafers and white leather sneakers', 3);
--> statement-breakpoint
-- The carousel's starting entries are the shop's own guides (not invented creators): staff replace
-- them with partner videos as partnerships begin.
INSERT INTO "creator_videos" ("title", "credit", "video_url", "image_url", "position") VALUES
  ('How we authenticate a pre-loved Kelly', 'Tangerine Luxury authentication team', '/authentication', '/art/influencer-1.webp', 0),
  ('Reading a condition grade, from Pristine to Used Fairly Well', 'Tangerine Luxury studio', '/product-condition-guidelines', '/art/influencer-2.webp', 1),
  ('Spotting an authentic vintage watch', 'Tangerine Luxury authentication team', '/authenticity', '/art/influencer-3.webp', 2),
  ('Bio cleaning: bringing leather back to life', 'Tangerine Luxury studio', '/bio-cleaning', '/art/influencer-4.webp', 3),
  ('Layaway: reserve a piece with a 25% deposit', 'Tangerine Luxury studio', '/layaway', '/art/influencer-5.webp', 4);
