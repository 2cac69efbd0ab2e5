import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { depositStatus, offerStatus, paymentStatus } from './enums.ts';
import { packagePurchases } from './listing-packages.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

const kurus = (name: string) => bigint(name, { mode: 'number' });

/**
 * An accepted bid. A listing never holds two bids of the same amount. `seq` is the order of
 * acceptance: drawn when the bid is inserted, after the listing row lock, so within a listing it
 * increases in the order bids were accepted, even when their times tie (decision 017).
 */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: kurus('amount').notNull(),
    /** Placed by the server for the bidder's maximum (decision 028); shown 'otomatik'. */
    automatic: boolean('automatic').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_listing_amount_key').on(t.listingId, t.amount),
    index('bids_bidder_created_idx').on(t.bidderId, t.createdAt.desc()),
    index('bids_listing_seq_idx').on(t.listingId, t.seq.desc()),
    check('bids_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A single negotiated offer; at most one pending-or-accepted offer per user and listing. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: kurus('amount').notNull(),
    status: offerStatus('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_one_open_per_user_key')
      .on(t.listingId, t.userId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    uniqueIndex('offers_one_accepted_per_listing_key')
      .on(t.listingId)
      .where(sql`${t.status} = 'accepted'`),
    index('offers_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('offers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The participation deposit (teminat); at most one pending-or-completed per user and listing. */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: kurus('amount').notNull(),
    status: depositStatus('status').notNull().default('pending'),
    /** The order id of the latest payment attempt for this deposit. */
    paymentId: varchar('payment_id', { length: 50 }),
    /**
     * The refund (admin-payments, decision 024). `refundDueAt`: when it became refund_due (null
     * for rows marked before the column: their `updated_at` tells). A refund in flight holds a
     * claim (`refundClaimId` + time) so that one caller, on one instance, asks the provider;
     * `refundError` is the provider's last refusal, shown in the refund queue.
     */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    refundClaimId: uuid('refund_claim_id'),
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    refundError: varchar('refund_error', { length: 300 }),
    refundReference: varchar('refund_reference', { length: 100 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_one_active_per_user_key')
      .on(t.listingId, t.userId)
      .where(sql`${t.status} in ('pending', 'completed')`),
    index('deposits_user_idx').on(t.userId, t.createdAt.desc()),
    index('deposits_refund_due_idx')
      .on(t.listingId)
      .where(sql`${t.status} = 'refund_due'`),
    check('deposits_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

/** One card payment attempt through the provider. Card data is never stored. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The listing paid for (a deposit or a win); null for a listing package's purchase. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'restrict' }),
    /** A listing package bought by a firm (issue 28); exactly one of this and `listing_id`. */
    packagePurchaseId: uuid('package_purchase_id').references(() => packagePurchases.id, {
      onDelete: 'restrict',
    }),
    depositId: uuid('deposit_id').references(() => deposits.id, { onDelete: 'set null' }),
    orderId: varchar('order_id', { length: 50 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    amount: kurus('amount').notNull(),
    netAmount: kurus('net_amount'),
    status: paymentStatus('status').notNull().default('pending'),
    providerPaymentId: varchar('provider_payment_id', { length: 100 }),
    authCode: varchar('auth_code', { length: 50 }),
    failureReason: varchar('failure_reason', { length: 300 }),
    /** A payment an admin recorded as received by bank transfer (EFT/havale): their note. */
    manualNote: varchar('manual_note', { length: 500 }),
    manualBy: uuid('manual_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The provider's 3-D Secure page when it gives HTML (iyzico), sealed with AES-256-GCM under a
     * key that exists only in the link the buyer got; cleared when shown.
     */
    threeDsPage: text('three_ds_page'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the reconciliation job last asked the provider about this pending payment. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.orderId),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    index('payments_created_idx').on(t.createdAt.desc()),
    index('payments_status_created_idx').on(t.status, t.createdAt.desc()),
    check(
      'payments_one_subject',
      sql`(${t.listingId} is null) <> (${t.packagePurchaseId} is null)`,
    ),
  ],
);

/**
 * The ledger of the built-in 3-D Secure simulator (PAYMENT_PROVIDER=sandbox): the "bank" side of
 * a sandbox payment. It holds no card data, only whether the card was one the sandbox declines.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** The sandbox's payment id; also the unguessable key of its 3-D Secure page. */
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: varchar('order_id', { length: 50 }).notNull(),
    amount: kurus('amount').notNull(),
    merchant: varchar('merchant', { length: 100 }).notNull(),
    cardLastFour: varchar('card_last_four', { length: 4 }).notNull(),
    declines: boolean('declines').notNull(),
    callbackUrl: varchar('callback_url', { length: 500 }).notNull(),
    /** awaiting → authenticated | cancelled (the buyer's answer) → captured | declined (verify) → refunded. */
    status: varchar('status', { length: 20 }).notNull().default('awaiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);
