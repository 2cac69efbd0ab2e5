import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ParcelRecord } from '@arsamezat/shared/listings/parcel-lookup';

/**
 * The land registry's answers, one row per parcel asked for (issue 30, decision 084): the
 * registry lets a caller ask about a hundred times before it answers 403, so a parcel is asked
 * once and then read from here. `record` is null for a parcel the registry does not know.
 */
export const parcelLookups = pgTable(
  'parcel_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The adapter that answered ('local', 'tkgm'): a fake's answers never serve the real one. */
    registry: varchar('registry', { length: 20 }).notNull(),
    /** İl, ilçe and mahalle (Turkish upper case), ada and parsel: `parcelLookupKey`. */
    parcelKey: varchar('parcel_key', { length: 400 }).notNull(),
    record: jsonb('record').$type<ParcelRecord>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcel_lookups_key_idx').on(t.registry, t.parcelKey),
    index('parcel_lookups_fetched_idx').on(t.fetchedAt),
  ],
);
