DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_idx";--> statement-breakpoint
DROP INDEX "products_sub_sub_category_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_color_idx";--> statement-breakpoint
DROP INDEX "products_on_sale_idx";--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_sub_category_newest_idx" ON "products" USING btree ("sub_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_sub_sub_category_newest_idx" ON "products" USING btree ("sub_sub_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_brand_newest_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_colour_idx" ON "products" USING btree (lower("color")) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_on_sale_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and on_sale;