CREATE TYPE "public"."runner_up_status" AS ENUM('held', 'offered', 'accepted', 'declined', 'expired', 'released');--> statement-breakpoint
CREATE TYPE "public"."sale_origin" AS ENUM('auction', 'offer', 'runner_up');--> statement-breakpoint
CREATE TYPE "public"."sale_step" AS ENUM('buyer_confirmation', 'payment_security', 'title_appointment', 'completed', 'cancelled', 'defaulted');--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'sale_confirmation';--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'runner_up_acceptance';--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sale_document_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sale_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"deposit_id" uuid,
	"user_id" uuid NOT NULL,
	"kind" varchar(10),
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"number" varchar(16),
	"ettn" uuid,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"error" varchar(500),
	"attempts" integer DEFAULT 0 NOT NULL,
	"pdf_storage_key" varchar(300),
	"reversal_number" varchar(16),
	"cancelled_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_totals" CHECK ("invoices"."net" + "invoices"."vat" = "invoices"."total" and "invoices"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"number" varchar(20),
	"verification_code" varchar(40),
	"snapshot" jsonb,
	"storage_key" varchar(300),
	"file_name" varchar(200),
	"mime_type" varchar(100),
	"size_bytes" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"kind" varchar(40) NOT NULL,
	"actor_id" uuid,
	"actor_role" varchar(20) NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"buyer_confirmation_hours" integer DEFAULT 48 NOT NULL,
	"payment_security_days" integer DEFAULT 7 NOT NULL,
	"title_appointment_days" integer DEFAULT 30 NOT NULL,
	"runner_up_answer_hours" integer DEFAULT 48 NOT NULL,
	"strike_limit" integer DEFAULT 3 NOT NULL,
	"strike_window_months" integer DEFAULT 24 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_settings_single_row" CHECK ("sale_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"firm_id" uuid,
	"origin" "sale_origin" NOT NULL,
	"offer_id" uuid,
	"deposit_id" uuid,
	"previous_sale_id" uuid,
	"price" bigint NOT NULL,
	"service_fee" bigint NOT NULL,
	"balance_due" bigint NOT NULL,
	"step" "sale_step" DEFAULT 'buyer_confirmation' NOT NULL,
	"step_started_at" timestamp with time zone NOT NULL,
	"step_deadline" timestamp with time zone,
	"reminder_sent" varchar(20),
	"buyer_confirmed_at" timestamp with time zone,
	"payment_method" varchar(20),
	"payment_reference" varchar(60),
	"payment_entered_at" timestamp with time zone,
	"payment_entered_by" uuid,
	"payment_confirmed_at" timestamp with time zone,
	"payment_confirmed_by" uuid,
	"appointment_at" timestamp with time zone,
	"appointment_office" varchar(150),
	"completed_at" timestamp with time zone,
	"end_reason" varchar(40),
	"end_note" varchar(1000),
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"runner_up_id" uuid,
	"runner_up_amount" bigint,
	"runner_up_deposit_id" uuid,
	"runner_up_status" "runner_up_status",
	"runner_up_hold_until" timestamp with time zone,
	"runner_up_offered_at" timestamp with time zone,
	"runner_up_deadline" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_money_nonnegative" CHECK ("sales"."price" > 0 and "sales"."service_fee" >= 0 and "sales"."balance_due" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sale_id" uuid,
	"reason" varchar(1000) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_settings" ADD CONSTRAINT "sale_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_entered_by_users_id_fk" FOREIGN KEY ("payment_entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_confirmed_by_users_id_fk" FOREIGN KEY ("payment_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_runner_up_id_users_id_fk" FOREIGN KEY ("runner_up_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_runner_up_deposit_id_deposits_id_fk" FOREIGN KEY ("runner_up_deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_strikes" ADD CONSTRAINT "user_strikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_strikes" ADD CONSTRAINT "user_strikes_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_strikes" ADD CONSTRAINT "user_strikes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_key" ON "invoices" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_number_key" ON "sale_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_verification_key" ON "sale_documents" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "sale_documents_sale_idx" ON "sale_documents" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_events_sale_idx" ON "sale_events" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_number_key" ON "sales" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_one_live_per_listing_key" ON "sales" USING btree ("listing_id") WHERE "sales"."step" not in ('cancelled', 'defaulted');--> statement-breakpoint
CREATE INDEX "sales_buyer_idx" ON "sales" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_firm_idx" ON "sales" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_step_deadline_idx" ON "sales" USING btree ("step","step_deadline");--> statement-breakpoint
CREATE INDEX "sales_runner_up_idx" ON "sales" USING btree ("runner_up_id");--> statement-breakpoint
CREATE INDEX "user_strikes_user_idx" ON "user_strikes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_strikes_sale_key" ON "user_strikes" USING btree ("sale_id");--> statement-breakpoint
INSERT INTO "sale_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
