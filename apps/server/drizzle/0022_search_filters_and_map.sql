CREATE TABLE "parcel_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registry" varchar(20) NOT NULL,
	"parcel_key" varchar(400) NOT NULL,
	"record" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "parcel_geometry" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_lat" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_lat" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_lng" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_lng" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "registry_mahalle_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "district_code" varchar(63);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "neighbourhood_code" varchar(184);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "zoning" varchar(20);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "area_m2" numeric(18, 2) GENERATED ALWAYS AS (case "listings"."area_unit" when 'm2' then "listings"."area_size"
      when 'dönüm' then "listings"."area_size" * 1000 when 'hektar' then "listings"."area_size" * 10000 end) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_lookups_key_idx" ON "parcel_lookups" USING btree ("registry","parcel_key");--> statement-breakpoint
CREATE INDEX "parcel_lookups_fetched_idx" ON "parcel_lookups" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ((to_tsvector('turkish'::regconfig, translate("title" || ' ' || "description" || ' ' || "location" || ' ' || coalesce("district", '') || ' ' || coalesce("neighborhood", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîû')) || to_tsvector('simple'::regconfig, translate("title" || ' ' || "description" || ' ' || "location" || ' ' || coalesce("district", '') || ' ' || coalesce("neighborhood", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîû'))));--> statement-breakpoint
CREATE INDEX "listings_district_idx" ON "listings" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "listings_neighbourhood_idx" ON "listings" USING btree ("neighbourhood_code");--> statement-breakpoint
CREATE INDEX "listings_area_m2_idx" ON "listings" USING btree ("area_m2");--> statement-breakpoint
CREATE INDEX "listings_map_box_idx" ON "listings" USING btree ("min_lng","min_lat","max_lng","max_lat") WHERE "listings"."min_lng" is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_zoning" CHECK ("listings"."zoning" is null or "listings"."zoning" in ('konut', 'ticari', 'konut_ticari', 'villa', 'turizm', 'sanayi', 'tarla', 'bag_bahce', 'zeytinlik', 'diger'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_map_box" CHECK (("listings"."lat" is null) = ("listings"."min_lat" is null) and ("listings"."lat" is null) = ("listings"."lng" is null));--> statement-breakpoint
-- Backfill (decision 082): file every listing's free-text imar durumu under the fixed list, by
-- the words in it, folded by Turkish rules (the first that fits: mixed, villa, tourism, industry,
-- commercial, housing, olives, field, garden); text that fits none is 'diger'. The district and
-- neighbourhood codes are backfilled at start-up from the reference list (locations module).
UPDATE "listings" SET "zoning" = CASE
  WHEN f LIKE '%konut%' AND f LIKE '%ticari%' THEN 'konut_ticari'
  WHEN f LIKE '%villa%' THEN 'villa'
  WHEN f LIKE '%turizm%' THEN 'turizm'
  WHEN f LIKE '%sanayi%' THEN 'sanayi'
  WHEN f LIKE '%ticari%' THEN 'ticari'
  WHEN f LIKE '%konut%' THEN 'konut'
  WHEN f LIKE '%zeytin%' THEN 'zeytinlik'
  WHEN f LIKE '%tarla%' OR f LIKE '%tarım%' OR f LIKE '%imarsız%' THEN 'tarla'
  WHEN f LIKE '%bağ%' OR f LIKE '%bahçe%' THEN 'bag_bahce'
  ELSE 'diger' END
FROM (SELECT "id" AS fid, translate("imar_durumu", 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîû') AS f
  FROM "listings" WHERE "imar_durumu" IS NOT NULL AND btrim("imar_durumu") <> '') AS folded
WHERE "listings"."id" = folded.fid;
