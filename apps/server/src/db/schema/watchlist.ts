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
import type { SavedSearchFilters } from '@arsamezat/shared/watchlist';
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
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    frequency: savedSearchFrequency('frequency').notNull().default('immediate'),
    /** Listings created after this moment are new to the search (the digest's bookmark). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);
