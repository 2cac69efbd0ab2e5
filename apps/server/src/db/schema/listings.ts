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
import { listingStatus, listingType } from './enums.ts';
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
