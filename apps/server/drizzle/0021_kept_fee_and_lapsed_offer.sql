ALTER TYPE "public"."deposit_status" ADD VALUE 'kept';--> statement-breakpoint
ALTER TYPE "public"."offer_status" ADD VALUE 'lapsed';