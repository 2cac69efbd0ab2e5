CREATE TABLE "identity_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"other_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"number_sealed" text NOT NULL,
	"number_key_id" varchar(40) NOT NULL,
	"number_hmac" varchar(64) NOT NULL,
	"number_hmac_key_id" varchar(40) NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"birth_year" smallint NOT NULL,
	"province" varchar(40) NOT NULL,
	"district" varchar(60) NOT NULL,
	"address" varchar(500) NOT NULL,
	"company_title" varchar(200),
	"company_tax_number" varchar(10),
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_attempts" ADD CONSTRAINT "identity_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_attempts" ADD CONSTRAINT "identity_attempts_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_attempts_user_idx" ON "identity_attempts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "identity_attempts_other_user_idx" ON "identity_attempts" USING btree ("other_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_number_hmac_key" ON "identity_verifications" USING btree ("number_hmac");