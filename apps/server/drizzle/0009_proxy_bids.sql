ALTER TABLE "listings" ADD COLUMN "leader_maximum" bigint;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;