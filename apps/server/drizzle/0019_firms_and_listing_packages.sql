CREATE TYPE "public"."listing_publication" AS ENUM('draft', 'submitted', 'returned', 'rejected', 'published');--> statement-breakpoint
CREATE TYPE "public"."firm_role" AS ENUM('owner', 'staff');--> statement-breakpoint
CREATE TYPE "public"."firm_status" AS ENUM('pending', 'needs_documents', 'approved', 'rejected', 'suspended');--> statement-breakpoint
CREATE TABLE "firm_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_documents_kind" CHECK ("firm_documents"."kind" in ('yetki_belgesi', 'vergi_levhasi', 'ticaret_sicil_gazetesi', 'diger')),
	CONSTRAINT "firm_documents_size_positive" CHECK ("firm_documents"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "firm_members" (
	"firm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "firm_role" NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_members_firm_id_user_id_pk" PRIMARY KEY("firm_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(200) NOT NULL,
	"tax_office" varchar(100) NOT NULL,
	"tax_number" varchar(10) NOT NULL,
	"mersis_no" varchar(16),
	"address" varchar(500) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"email" varchar(254) NOT NULL,
	"applicant_role" varchar(100) NOT NULL,
	"status" "firm_status" DEFAULT 'pending' NOT NULL,
	"status_reason" varchar(1000),
	"applied_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firms_tax_number_digits" CHECK ("firms"."tax_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "firms_mersis_digits" CHECK ("firms"."mersis_no" is null or "firms"."mersis_no" ~ '^[0-9]{16}$')
);
--> statement-breakpoint
CREATE TABLE "listing_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"listing_count" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"price" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_packages_count_positive" CHECK ("listing_packages"."listing_count" > 0),
	CONSTRAINT "listing_packages_validity_positive" CHECK ("listing_packages"."validity_days" > 0),
	CONSTRAINT "listing_packages_price_nonnegative" CHECK ("listing_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"state" varchar(10) DEFAULT 'available' NOT NULL,
	"listing_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"reserved_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_credits_state" CHECK ("package_credits"."state" in ('available', 'reserved', 'used')),
	CONSTRAINT "package_credits_listing_by_state" CHECK ("package_credits"."state" <> 'available' or "package_credits"."listing_id" is null)
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"package_id" uuid,
	"package_name" varchar(100) NOT NULL,
	"listing_count" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"price" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"receipt_no" varchar(30),
	"purchased_by" uuid,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_verifications" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"method" varchar(40) NOT NULL,
	"reference" varchar(100),
	"checked_by" uuid,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_documents" DROP CONSTRAINT "listing_documents_kind";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "firm_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "publication" "listing_publication" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_notes" varchar(1000);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tasinmaz_no" varchar(30);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "authorisation_basis" varchar(12);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "package_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "firm_documents" ADD CONSTRAINT "firm_documents_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_documents" ADD CONSTRAINT "firm_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_listing_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."listing_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_purchased_by_users_id_fk" FOREIGN KEY ("purchased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_verifications" ADD CONSTRAINT "listing_verifications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_verifications" ADD CONSTRAINT "listing_verifications_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_documents_firm_idx" ON "firm_documents" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_members_user_key" ON "firm_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firms_slug_key" ON "firms" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "firms_tax_number_live_key" ON "firms" USING btree ("tax_number") WHERE "firms"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "firms_status_created_idx" ON "firms" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "package_credits_firm_state_idx" ON "package_credits" USING btree ("firm_id","state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_credits_listing_key" ON "package_credits" USING btree ("listing_id") WHERE "package_credits"."state" in ('reserved', 'used');--> statement-breakpoint
CREATE INDEX "package_purchases_firm_idx" ON "package_purchases" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_receipt_key" ON "package_purchases" USING btree ("receipt_no");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_purchase_id_package_purchases_id_fk" FOREIGN KEY ("package_purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_firm_idx" ON "listings" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_unpublished_idx" ON "listings" USING btree ("publication","submitted_at") WHERE "listings"."publication" <> 'published';--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_kind" CHECK ("listing_documents"."kind" in ('tapu', 'imar', 'sartname', 'diger', 'yetki_belgesi'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_authorisation_basis" CHECK ("listings"."authorisation_basis" is null or "listings"."authorisation_basis" in ('owner', 'authorised'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_subject" CHECK (("payments"."listing_id" is null) <> ("payments"."package_purchase_id" is null));