ALTER TABLE "listing_images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_type_price_count_idx" ON "listings" USING btree ("listing_type","display_price","status","ends_at");--> statement-breakpoint
CREATE INDEX "listings_type_city_count_idx" ON "listings" USING btree ("listing_type","city","status","starts_at","ends_at");