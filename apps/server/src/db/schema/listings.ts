import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ImageVariant } from '@arsamezat/shared/listings/listings';
import { listingPublication, listingStatus, listingType } from './enums.ts';
import { firms } from './firms.ts';
import { users } from './users.ts';

const kurus = (name: string) => bigint(name, { mode: 'number' });

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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
