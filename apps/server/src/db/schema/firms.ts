import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A seller firm's standing (issue 28): `pending` 'İnceleniyor', `needs_documents` 'Eksik Belge',
 * `approved` 'Onaylandı', `rejected` 'Reddedildi', `suspended` (approved before; its listings
 * stay, it cannot send new ones for approval).
 */
export const firmStatus = pgEnum('firm_status', [
  'pending',
  'needs_documents',
  'approved',
  'rejected',
  'suspended',
]);
export const firmRole = pgEnum('firm_role', ['owner', 'staff']);

/**
 * A corporate seller (ticari unvan, vergi dairesi, VKN, MERSİS) applied for by a verified member
 * who becomes its owner. `slug` names its public page (`/firms/:slug`). `status_reason` is the
 * operator's latest reason (missing document, rejection, suspension), shown to the applicant.
 */
export const firms = pgTable(
  'firms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    taxOffice: varchar('tax_office', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 10 }).notNull(),
    mersisNo: varchar('mersis_no', { length: 16 }),
    address: varchar('address', { length: 500 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The applicant's role in the firm as they wrote it (e.g. 'Genel Müdür'). */
    applicantRole: varchar('applicant_role', { length: 100 }).notNull(),
    status: firmStatus('status').notNull().default('pending'),
    statusReason: varchar('status_reason', { length: 1000 }),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('firms_slug_key').on(t.slug),
    // One live application or firm per tax number; a rejected one may apply again.
    uniqueIndex('firms_tax_number_live_key')
      .on(t.taxNumber)
      .where(sql`${t.status} <> 'rejected'`),
    index('firms_status_created_idx').on(t.status, t.createdAt),
    check('firms_tax_number_digits', sql`${t.taxNumber} ~ '^[0-9]{10}$'`),
    check('firms_mersis_digits', sql`${t.mersisNo} is null or ${t.mersisNo} ~ '^[0-9]{16}$'`),
  ],
);

/** Who acts for a firm: its owner (the applicant) and the staff the owner added. One firm per member. */
export const firmMembers = pgTable(
  'firm_members',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: firmRole('role').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.userId] }),
    uniqueIndex('firm_members_user_key').on(t.userId),
  ],
);

/**
 * A firm's application document, checked by content (PDF, JPEG, PNG) and kept in the private
 * document storage under `storage_key`: `yetki_belgesi` (the written authorisation),
 * `vergi_levhasi` (tax plate), `ticaret_sicil_gazetesi` (trade registry gazette), `diger`.
 */
export const firmDocuments = pgTable(
  'firm_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('firm_documents_firm_idx').on(t.firmId, t.createdAt),
    check(
      'firm_documents_kind',
      sql`${t.kind} in ('yetki_belgesi', 'vergi_levhasi', 'ticaret_sicil_gazetesi', 'diger')`,
    ),
    check('firm_documents_size_positive', sql`${t.size} > 0`),
  ],
);
