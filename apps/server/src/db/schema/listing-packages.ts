import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { paymentStatus } from './enums.ts';
import { firms } from './firms.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

const kurus = (name: string) => bigint(name, { mode: 'number' });

/** A listing package the operator sells ('Paketler'): N listings, valid for D days, at a price. */
export const listingPackages = pgTable(
  'listing_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    listingCount: integer('listing_count').notNull(),
    validityDays: integer('validity_days').notNull(),
    price: kurus('price').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_packages_count_positive', sql`${t.listingCount} > 0`),
    check('listing_packages_validity_positive', sql`${t.validityDays} > 0`),
    check('listing_packages_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

/**
 * A firm's purchase of a package, paid by card (3-D Secure) through the payment port. The
 * package's terms are copied, so a later change to the package never changes a purchase.
 * `receipt_no` is given when it completes; credits are created then, valid until `expires_at`.
 */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => listingPackages.id, { onDelete: 'set null' }),
    packageName: varchar('package_name', { length: 100 }).notNull(),
    listingCount: integer('listing_count').notNull(),
    validityDays: integer('validity_days').notNull(),
    price: kurus('price').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    receiptNo: varchar('receipt_no', { length: 30 }),
    purchasedBy: uuid('purchased_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('package_purchases_firm_idx').on(t.firmId, t.createdAt.desc()),
    uniqueIndex('package_purchases_receipt_key').on(t.receiptNo),
  ],
);

/**
 * One listing credit of a completed purchase. `available` → `reserved` (a listing sent for
 * approval holds it) → `used` (published); a return, rejection or withdrawal before publication
 * gives it back (`available`, listing cleared). A listing holds at most one credit.
 */
export const packageCredits = pgTable(
  'package_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => packagePurchases.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).notNull().default('available'),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('package_credits_firm_state_idx').on(t.firmId, t.state, t.expiresAt),
    uniqueIndex('package_credits_listing_key')
      .on(t.listingId)
      .where(sql`${t.state} in ('reserved', 'used')`),
    check('package_credits_state', sql`${t.state} in ('available', 'reserved', 'used')`),
    check(
      'package_credits_listing_by_state',
      sql`${t.state} <> 'available' or ${t.listingId} is null`,
    ),
  ],
);
