ALTER TYPE "public"."offer_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_offer_amount" bigint;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_min_offer_by_type" CHECK ("listings"."min_offer_amount" is null or ("listings"."listing_type" = 'offer' and "listings"."min_offer_amount" > 0));