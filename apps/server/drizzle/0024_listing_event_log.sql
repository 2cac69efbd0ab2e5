CREATE TABLE "listing_event_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_event_log_listing_idx" ON "listing_event_log" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "listing_event_log_recorded_idx" ON "listing_event_log" USING btree ("recorded_at");