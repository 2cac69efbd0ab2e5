ALTER TABLE "account_deletion_requests" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_requests_status_idx" ON "account_deletion_requests" USING btree ("status","created_at");