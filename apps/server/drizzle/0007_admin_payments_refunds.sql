ALTER TABLE "deposits" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_error" varchar(300);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "manual_note" varchar(500);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "manual_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_manual_by_users_id_fk" FOREIGN KEY ("manual_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_refund_due_idx" ON "deposits" USING btree ("listing_id") WHERE "deposits"."status" = 'refund_due';--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at" DESC NULLS LAST);