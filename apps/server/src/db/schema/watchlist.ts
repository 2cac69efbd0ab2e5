import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StoredSavedSearchFilters } from '@arsamezat/shared/listings/watchlist';
import { listings } from './listings.ts';
import { users } from './users.ts';

/** A member following a listing ('Takip Et'); one row per member and listing. */
export const listingWatches = pgTable(
  'listing_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('listing_watches_listing_idx').on(t.listingId),
    index('listing_watches_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const savedSearchFrequency = pgEnum('saved_search_frequency', ['immediate', 'daily']);

/** A member's saved browse filters ('Aramayı Kaydet'), told of new matches as they chose. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    filters: jsonb('filters').$type<StoredSavedSearchFilters>().notNull(),
    frequency: savedSearchFrequency('frequency').notNull().default('immediate'),
    /** When the search last told its member (a daily digest's time; creation until then). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A listing published while a daily saved search matched it, waiting for that member's next
 * digest (decision 039). Written in the publishing transaction; the digest that lists it sets
 * `digested_at` (and the search's `last_notified_at`) in its own, so a match committed while a
 * digest ran waits for the next one instead of being lost.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    /** When a digest listed it; null while it waits. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_matches_listing_idx').on(t.listingId),
  ],
);
