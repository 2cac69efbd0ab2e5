ALTER TABLE "notifications" ADD COLUMN "provider" varchar(20);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_message_id" varchar(200);