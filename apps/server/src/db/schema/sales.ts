import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { firms } from './firms.ts';
import { listings } from './listings.ts';
import { deposits, offers } from './trading.ts';
import { users } from './users.ts';

const kurus = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The running numbers of sales ('SAT-…'), generated documents ('ISB-…', 'SOZ-…') and invoices. */
export const saleNumberSeq = pgSequence('sale_number_seq');
export const saleDocumentNumberSeq = pgSequence('sale_document_number_seq');
export const invoiceNumberSeq = pgSequence('invoice_number_seq');

/**
 * Where a sale stands (issue 29, decision 073): the three steps still open, then how it ended.
 * `buyer_confirmation` 'Alıcı Onayı' → `payment_security` 'Ödeme Güvencesi' → `title_appointment`
 * 'Tapu Randevusu' → `completed` 'Tamamlandı'; or `cancelled` 'İptal' / `defaulted` 'Temerrüt'.
 */
export const saleStep = pgEnum('sale_step', [
  'buyer_confirmation',
  'payment_security',
  'title_appointment',
  'completed',
  'cancelled',
  'defaulted',
]);
/** What made the sale: an auction's close or an accepted offer; `runner_up` the runner-up's. */
export const saleOrigin = pgEnum('sale_origin', ['auction', 'offer', 'runner_up']);
/**
 * The runner-up ('Yedek Alıcı') of a sale: `held` their deposit kept; `offered` the operator
 * offered them the sale after a default; `accepted` they took it (a new sale); `declined` /
 * `expired` they did not; `released` their deposit went back (the sale got far enough, or the
 * hold reached its limit).
 */
export const runnerUpStatus = pgEnum('runner_up_status', [
  'held',
  'offered',
  'accepted',
  'declined',
  'expired',
  'released',
]);

/**
 * A sale: every won auction and accepted offer, created in the same transaction as the close or
 * the acceptance. One live sale per listing (a runner-up's sale follows a defaulted one, with
 * `previous_sale_id`). Money in kuruş: `price` the hammer price or the accepted offer, `service_fee`
 * the buyer's deposit kept as the service fee (terms 8.4), `balance_due` what the buyer pays the
 * seller at the title-deed office (the price; the fee is ours, decision 073). `step_deadline` is
 * the current step's deadline, from the operator's settings at the moment the step began.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'SAT-2026-000123': what people read and say on the phone. */
    number: varchar('number', { length: 20 }).notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The listing's firm; null for a listing the operator listed for an owner (before issue 28). */
    firmId: uuid('firm_id').references(() => firms.id, { onDelete: 'restrict' }),
    origin: saleOrigin('origin').notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    depositId: uuid('deposit_id').references(() => deposits.id, { onDelete: 'set null' }),
    previousSaleId: uuid('previous_sale_id'),
    price: kurus('price').notNull(),
    serviceFee: kurus('service_fee').notNull(),
    balanceDue: kurus('balance_due').notNull(),
    step: saleStep('step').notNull().default('buyer_confirmation'),
    stepStartedAt: at('step_started_at').notNull(),
    stepDeadline: at('step_deadline'),
    /** The last reminder sent for the current step: 'early' (first) or 'last_day' (SMS too). */
    reminderSent: varchar('reminder_sent', { length: 20 }),
    buyerConfirmedAt: at('buyer_confirmed_at'),
    /** 'gos' (Güvenli Ödeme Sistemi), 'escrow', 'bank_transfer'. */
    paymentMethod: varchar('payment_method', { length: 20 }),
    paymentReference: varchar('payment_reference', { length: 60 }),
    paymentEnteredAt: at('payment_entered_at'),
    paymentEnteredBy: uuid('payment_entered_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    paymentConfirmedAt: at('payment_confirmed_at'),
    paymentConfirmedBy: uuid('payment_confirmed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    appointmentAt: at('appointment_at'),
    appointmentOffice: varchar('appointment_office', { length: 150 }),
    completedAt: at('completed_at'),
    /** How it ended when not completed: a reason code of `SALE_END_REASONS` and free words. */
    endReason: varchar('end_reason', { length: 40 }),
    endNote: varchar('end_note', { length: 1000 }),
    endedAt: at('ended_at'),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    /** The runner-up: the second-highest bidder (their highest bid) or the next-highest offer. */
    runnerUpId: uuid('runner_up_id').references(() => users.id, { onDelete: 'set null' }),
    runnerUpAmount: kurus('runner_up_amount'),
    runnerUpDepositId: uuid('runner_up_deposit_id').references(() => deposits.id, {
      onDelete: 'set null',
    }),
    runnerUpStatus: runnerUpStatus('runner_up_status'),
    /** The hold's limit: the terms' refund promise (7 business days from the close). */
    runnerUpHoldUntil: at('runner_up_hold_until'),
    runnerUpOfferedAt: at('runner_up_offered_at'),
    runnerUpDeadline: at('runner_up_deadline'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('sales_number_key').on(t.number),
    // One live sale per listing; a runner-up's sale may follow a defaulted or cancelled one.
    uniqueIndex('sales_one_live_per_listing_key')
      .on(t.listingId)
      .where(sql`${t.step} not in ('cancelled', 'defaulted')`),
    index('sales_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('sales_firm_idx').on(t.firmId, t.createdAt.desc()),
    index('sales_step_deadline_idx').on(t.step, t.stepDeadline),
    index('sales_runner_up_idx').on(t.runnerUpId),
    check(
      'sales_money_nonnegative',
      sql`${t.price} > 0 and ${t.serviceFee} >= 0 and ${t.balanceDue} >= 0`,
    ),
  ],
);

/**
 * The sale's timeline: every step done, every entry and decision, by whom (`actor_role`:
 * 'buyer', 'firm', 'operator', 'system', 'runner_up') and when. Never updated.
 */
export const saleEvents = pgTable(
  'sale_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** A `SALE_EVENT_KINDS` code: 'created', 'buyer_confirmed', 'payment_entered', … */
    kind: varchar('kind', { length: 40 }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: varchar('actor_role', { length: 20 }).notNull(),
    /** What the event carries for people (a reference, a date, a reason): no secrets. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sale_events_sale_idx').on(t.saleId, t.createdAt)],
);

/**
 * A document of a sale. Generated ones ('result' İhale Sonuç Belgesi, 'summary' Satış Özeti)
 * keep the `snapshot` they were drawn from, so the PDF and the public verification page
 * (`/belge/:code`, by `verification_code`) say the same forever; uploaded ones ('title_deed',
 * 'office_receipt') keep the stored file's key. The snapshot never holds an identity number in
 * clear: only its masked form.
 */
export const saleDocuments = pgTable(
  'sale_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** 'ISB-2026-000123' / 'SOZ-2026-000123'; null for an uploaded file. */
    number: varchar('number', { length: 20 }),
    /** Random, unguessable: the public verification link's code. */
    verificationCode: varchar('verification_code', { length: 40 }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    storageKey: varchar('storage_key', { length: 300 }),
    fileName: varchar('file_name', { length: 200 }),
    mimeType: varchar('mime_type', { length: 100 }),
    sizeBytes: integer('size_bytes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sale_documents_number_key').on(t.number),
    uniqueIndex('sale_documents_verification_key').on(t.verificationCode),
    index('sale_documents_sale_idx').on(t.saleId, t.createdAt),
  ],
);

/**
 * The operator's settings for sales (one row, id 1): each step's deadline, the runner-up's answer
 * window, and the strike rule (decision 073). Read at the moment a step begins.
 */
export const saleSettings = pgTable(
  'sale_settings',
  {
    id: smallint('id').primaryKey().default(1),
    buyerConfirmationHours: integer('buyer_confirmation_hours').notNull().default(48),
    paymentSecurityDays: integer('payment_security_days').notNull().default(7),
    titleAppointmentDays: integer('title_appointment_days').notNull().default(30),
    runnerUpAnswerHours: integer('runner_up_answer_hours').notNull().default(48),
    strikeLimit: integer('strike_limit').notNull().default(3),
    strikeWindowMonths: integer('strike_window_months').notNull().default(24),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('sale_settings_single_row', sql`${t.id} = 1`)],
);

/** A strike on a member's account: their own default on a sale ('Temerrüt'). */
export const userStrikes = pgTable(
  'user_strikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 1000 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('user_strikes_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('user_strikes_sale_key').on(t.saleId),
  ],
);

/**
 * An invoice for a service fee kept at a sale (issue 29), sent through the `InvoiceProvider`
 * port to a GİB-licensed integrator. `kind` 'e_arsiv' / 'e_fatura' (the integrator says which);
 * `status` 'queued' (ours, not sent yet) → 'sent' (integrator has it) → 'signed', or 'failed'
 * (`error` says why; the operator retries); a refund of the fee then 'cancelled' (e-Arşiv, within
 * the rules) or 'reversed' (a return invoice, `reversal_number`). Money in kuruş, KDV included in
 * `total`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    depositId: uuid('deposit_id').references(() => deposits.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 10 }),
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    /** GİB invoice number, 'ARS2026000000001' (3 letters, year, 9 digits). */
    number: varchar('number', { length: 16 }),
    /** The integrator's id for the document (ETTN, a UUID). */
    ettn: uuid('ettn'),
    net: kurus('net').notNull(),
    vat: kurus('vat').notNull(),
    total: kurus('total').notNull(),
    error: varchar('error', { length: 500 }),
    attempts: integer('attempts').notNull().default(0),
    pdfStorageKey: varchar('pdf_storage_key', { length: 300 }),
    reversalNumber: varchar('reversal_number', { length: 16 }),
    cancelledAt: at('cancelled_at'),
    signedAt: at('signed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_sale_key').on(t.saleId),
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_user_idx').on(t.userId, t.createdAt.desc()),
    index('invoices_status_idx').on(t.status, t.updatedAt),
    check('invoices_totals', sql`${t.net} + ${t.vat} = ${t.total} and ${t.total} >= 0`),
  ],
);
