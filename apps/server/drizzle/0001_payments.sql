CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" varchar(50) NOT NULL,
	"amount" bigint NOT NULL,
	"merchant" varchar(100) NOT NULL,
	"card_last_four" varchar(4) NOT NULL,
	"declines" boolean NOT NULL,
	"callback_url" varchar(500) NOT NULL,
	"status" varchar(20) DEFAULT 'awaiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "three_ds_page" text;--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");