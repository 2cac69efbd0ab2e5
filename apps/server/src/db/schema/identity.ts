import {
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's verified identity (issue 27, decision 064): one per account, one account per person.
 * The number is never stored in clear: `number_sealed` is AES-256-GCM under the key named by
 * `number_key_id`, `number_hmac` a keyed HMAC under `number_hmac_key_id` for uniqueness, so a
 * leaked table without the keys tells no one's number. Removed when the account is anonymised.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'tc' or 'foreign' (a foreigner identity number, 99…). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** base64url(iv ‖ tag ‖ ciphertext). */
    numberSealed: text('number_sealed').notNull(),
    numberKeyId: varchar('number_key_id', { length: 40 }).notNull(),
    numberHmac: varchar('number_hmac', { length: 64 }).notNull(),
    numberHmacKeyId: varchar('number_hmac_key_id', { length: 40 }).notNull(),
    /** The names as the member typed them and the registry accepted them. */
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    birthYear: smallint('birth_year').notNull(),
    /** The registered address the payment provider and invoices receive. */
    province: varchar('province', { length: 40 }).notNull(),
    district: varchar('district', { length: 60 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    companyTitle: varchar('company_title', { length: 200 }),
    companyTaxNumber: varchar('company_tax_number', { length: 10 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('identity_verifications_number_hmac_key').on(t.numberHmac)],
);

/**
 * Every check a member asked for, whatever came of it: what the operator sees and what the
 * limits count. No number, no name: a mismatch leaves only that it happened. A check refused
 * because the number is verified on another account names that account (`other_user_id`), so
 * the operator sees both.
 */
export const identityAttempts = pgTable(
  'identity_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'verified', 'mismatch', 'taken', 'unavailable' (a refusal by the limits is not an attempt). */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    otherUserId: uuid('other_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('identity_attempts_user_idx').on(t.userId, t.createdAt.desc()),
    index('identity_attempts_other_user_idx').on(t.otherUserId),
  ],
);
