import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ImageVariant } from '@arsamezat/shared/listings/listings';
import { ZONINGS, type Zoning } from '@arsamezat/shared/listings/listing-options';
import { LISTING_TYPES } from '@arsamezat/shared/listings/listing-types';
import { TURKISH_FOLD_SQL } from '@arsamezat/shared/core/turkish-text';
import type { ParcelGeometry } from '@arsamezat/shared/listings/parcel-geometry';
import { listingPublication, listingStatus, listingType } from './enums.ts';
import { firms } from './firms.ts';
import { users } from './users.ts';

const kurus = (name: string) => bigint(name, { mode: 'number' });

/*
 * Issue 30's columns (decisions 081, 082), kept apart so the lead can merge them: the district
 * and neighbourhood reference codes, the zoning from the fixed list, and the area in m², which
 * PostgreSQL computes on every write, whatever path writes the row. The keyword search's vector
 * is not a column but the expression of a GIN index (`listingSearchVector`, below).
 */
const fold = (text: SQL) =>
  sql`translate(${text}, '${sql.raw(TURKISH_FOLD_SQL.from)}', '${sql.raw(TURKISH_FOLD_SQL.to)}')`;

type SearchedColumns = Record<
  'title' | 'description' | 'location' | 'district' | 'neighborhood',
  AnyPgColumn
>;

/**
 * A listing's words for the keyword search (decision 081): title, description, location,
 * district and neighbourhood, folded by Turkish rules (`translate`, the SQL twin of
 * `foldTurkish`: immutable and locale-free), written as PostgreSQL's `turkish` stemmer writes
 * them and as they are (`simple`). The GIN indexes `listings_search_<type>_idx` (one per listing
 * type, of published listings, decision 093) are over this very expression, and the search
 * (db/rules/keyword-search.sql.ts) writes it again to use them: indexes, not a stored column, so
 * the rows stay as small as before (a stored vector doubled the table and cost the other browses
 * a third more at 100,000 listings, bench/README.md).
 */
export function listingSearchVector(t: SearchedColumns): SQL {
  const folded = fold(
    sql`${t.title} || ' ' || ${t.description} || ' ' || ${t.location} || ' ' || coalesce(${t.district}, '') || ' ' || coalesce(${t.neighborhood}, '')`,
  );
  return sql`(to_tsvector('turkish'::regconfig, ${folded}) || to_tsvector('simple'::regconfig, ${folded}))`;
}
const searchColumns = {
  districtCode: varchar('district_code', { length: 63 }),
  neighbourhoodCode: varchar('neighbourhood_code', { length: 184 }),
  zoning: varchar('zoning', { length: 20 }).$type<Zoning>(),
  areaM2: numeric('area_m2', { precision: 18, scale: 2, mode: 'number' }).generatedAlwaysAs(
    (): SQL => sql`case ${listings.areaUnit} when 'm2' then ${listings.areaSize}
      when 'dönüm' then ${listings.areaSize} * 1000 when 'hektar' then ${listings.areaSize} * 10000 end`,
  ),
};

/**
 * A land listing, sold by auction or by negotiated offer. Money columns are integer kuruş.
 * `display_price` is the price a card shows (highest bid, else final price, else starting price),
 * kept by the database so browse can filter and sort on it with an index.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingType: listingType('listing_type').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Province, one of the 81 (packages/shared/src/listings/cities). */
    city: varchar('city', { length: 60 }).notNull(),
    district: varchar('district', { length: 100 }),
    neighborhood: varchar('neighborhood', { length: 150 }),
    locationDetails: varchar('location_details', { length: 300 }),
    /** 'details, city' as the spec stores it; derived from the two columns above on write. */
    location: varchar('location', { length: 400 }).notNull(),
    startingPrice: kurus('starting_price').notNull(),
    minIncrement: kurus('min_increment'),
    offerIncrement: kurus('offer_increment'),
    depositAmount: kurus('deposit_amount').notNull().default(0),
    /** Offer listings: offers below this are refused (set by the admin, never shown publicly). */
    minOfferAmount: kurus('min_offer_amount'),
    highestBid: kurus('highest_bid'),
    highestBidderId: uuid('highest_bidder_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The leader's secret maximum (proxy) bid, null when they bid without one (decision 028).
     * Never leaves the server except to that leader (`GET /api/listings/:id/bids/mine`).
     */
    leaderMaximum: kurus('leader_maximum'),
    bidCount: integer('bid_count').notNull().default(0),
    finalPrice: kurus('final_price'),
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
    displayPrice: kurus('display_price').generatedAlwaysAs(
      (): SQL =>
        sql`coalesce(${listings.highestBid}, ${listings.finalPrice}, ${listings.startingPrice})`,
    ),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Anti-sniping: a bid in the last N minutes moves the end to now + N. 0 turns it off. */
    antiSnipeMinutes: integer('anti_snipe_minutes').notNull().default(5),
    status: listingStatus('status').notNull().default('upcoming'),
    adaNo: varchar('ada_no', { length: 20 }),
    parselNo: varchar('parsel_no', { length: 20 }),
    emlakTipi: varchar('emlak_tipi', { length: 100 }),
    imarDurumu: varchar('imar_durumu', { length: 200 }),
    ilanSahibi: varchar('ilan_sahibi', { length: 200 }),
    areaSize: numeric('area_size', { precision: 14, scale: 2, mode: 'number' }),
    areaUnit: varchar('area_unit', { length: 10 }).notNull().default('m2'),
    propertyType: varchar('property_type', { length: 100 }),
    documentType: varchar('document_type', { length: 100 }),
    /**
     * The seller firm that owns the listing (issue 28); null for a listing the operator entered
     * for an owner named in `ilan_sahibi`.
     */
    firmId: uuid('firm_id').references(() => firms.id, { onDelete: 'restrict' }),
    /**
     * Where a firm's listing is on its way to the public: `draft` (Taslak), `submitted` (Onay
     * Bekliyor), `returned` (sent back with `review_notes`), `rejected` (Reddedildi),
     * `published`. Only `published` listings exist for the public, the trading routes and the
     * clock's jobs; the operator's own listings are `published` from the start.
     */
    publication: listingPublication('publication').notNull().default('published'),
    reviewNotes: varchar('review_notes', { length: 1000 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Taşınmaz numarası (the land registry's number of the parcel), given by the firm. */
    tasinmazNo: varchar('tasinmaz_no', { length: 30 }),
    /** The firm's authority over the parcel: `owner` (malik) or `authorised` (malik yetkilendirdi). */
    authorisationBasis: varchar('authorisation_basis', { length: 12 }),
    /**
     * Where the parcel is (issue 30, decision 083): a point, the outline where known (GeoJSON
     * Polygon or MultiPolygon, WGS84, checked by `parcelGeometryProblem`), and the outline's
     * bounding box (the point's, without one) for the browse's 'Bu alanda ara' filter. All null
     * for a listing nobody has placed yet.
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    parcelGeometry: jsonb('parcel_geometry').$type<ParcelGeometry>(),
    minLat: doublePrecision('min_lat'),
    maxLat: doublePrecision('max_lat'),
    minLng: doublePrecision('min_lng'),
    maxLng: doublePrecision('max_lng'),
    /** The land registry's id of the mahalle the outline came from, for the query link. */
    registryMahalleId: integer('registry_mahalle_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns,
  },
  (t) => [
    // One keyword index per listing type, of published listings only (decision 093): a browse
    // tab shows one type, so its GIN match is already of that type and published, and its count
    // reads no other listing from the table. A published row is in exactly one, as in the one
    // index before: a write (every bid) still computes the vector once; an unpublished draft never.
    ...LISTING_TYPES.map((type) =>
      index(`listings_search_${type}_idx`)
        .using('gin', listingSearchVector(t))
        .where(sql`${t.listingType} = '${sql.raw(type)}' and ${t.publication} = 'published'`),
    ),
    index('listings_district_idx').on(t.districtCode),
    index('listings_neighbourhood_idx').on(t.neighbourhoodCode),
    index('listings_area_m2_idx').on(t.areaM2),
    check(
      'listings_zoning',
      sql`${t.zoning} is null or ${t.zoning} in (${sql.raw(ZONINGS.map((z) => `'${z}'`).join(', '))})`,
    ),
    index('listings_type_created_idx').on(t.listingType, t.createdAt.desc()),
    // The 'newest' order (created_at desc, id desc) read backwards from the index, so a page of
    // the new tab stops after its rows instead of sorting every match (bench/README.md).
    index('listings_created_idx').on(t.createdAt, t.id),
    index('listings_firm_idx').on(t.firmId, t.createdAt.desc()),
    index('listings_unpublished_idx')
      .on(t.publication, t.submittedAt)
      .where(sql`${t.publication} <> 'published'`),
    index('listings_city_idx').on(t.city),
    index('listings_display_price_idx').on(t.displayPrice),
    index('listings_type_starts_idx').on(t.listingType, t.startsAt),
    index('listings_type_ends_idx').on(t.listingType, t.endsAt),
    index('listings_status_ends_idx').on(t.status, t.endsAt),
    // Every column the browse's counts test, so they count from the index alone (index-only
    // scans) instead of visiting each matching row: offers by price, auctions by province
    // (bench/README.md, issue 14).
    index('listings_type_price_count_idx').on(t.listingType, t.displayPrice, t.status, t.endsAt),
    index('listings_type_city_count_idx').on(t.listingType, t.city, t.status, t.startsAt, t.endsAt),
    // 'Bu alanda ara': a range on min_lng (a parcel is at most MAX_PARCEL_SPAN wide, so the
    // filter bounds it from both sides), then the other three edges from the index.
    index('listings_map_box_idx')
      .on(t.minLng, t.minLat, t.maxLng, t.maxLat)
      .where(sql`${t.minLng} is not null`),
    check(
      'listings_map_box',
      sql`(${t.lat} is null) = (${t.minLat} is null) and (${t.lat} is null) = (${t.lng} is null)`,
    ),
    check('listings_money_nonnegative', sql`${t.startingPrice} >= 0 and ${t.depositAmount} >= 0`),
    check(
      'listings_min_offer_by_type',
      sql`${t.minOfferAmount} is null or (${t.listingType} = 'offer' and ${t.minOfferAmount} > 0)`,
    ),
    check(
      'listings_authorisation_basis',
      sql`${t.authorisationBasis} is null or ${t.authorisationBasis} in ('owner', 'authorised')`,
    ),
    check('listings_window', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'listings_increment_by_type',
      sql`(${t.listingType} = 'auction' and ${t.offerIncrement} is null) or (${t.listingType} = 'offer' and ${t.minIncrement} is null)`,
    ),
  ],
);

/** Images in display order; the first is the cover and the social-preview image. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** WebP copies by width for `srcset` (decision 042); empty for images stored before them. */
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

/**
 * The check behind a listing's authorisation (issue 28, the `ListingVerification` port): who
 * checked what, how. `method` names the adapter: `operator_document_check` (the operator looked
 * at the uploaded authorisation; the public page says 'Yetki belgesi kontrol edildi' and nothing
 * more), later an electronic check by the Ministry of Trade with its `reference`.
 */
export const listingVerifications = pgTable('listing_verifications', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  method: varchar('method', { length: 40 }).notNull(),
  reference: varchar('reference', { length: 100 }),
  checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
