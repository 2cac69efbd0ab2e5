ALTER TABLE "rate_limits" ADD COLUMN "subject" varchar(64);--> statement-breakpoint
CREATE INDEX "rate_limits_subject_idx" ON "rate_limits" USING btree ("subject");