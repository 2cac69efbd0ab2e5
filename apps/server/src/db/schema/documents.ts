import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * A listing's document (decision 033): title deed, zoning letter, sale terms or other; a PDF or
 * an image checked by content. The file is in the private document storage under `storage_key`,
 * never at a public URL.
 */
export const listingDocuments = pgTable(
  'listing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_documents_listing_idx').on(t.listingId, t.createdAt),
    // `yetki_belgesi`: a firm's authorisation over the parcel (issue 28), seen only by the firm
    // and the operator, never listed to members.
    check(
      'listing_documents_kind',
      sql`${t.kind} in ('tapu', 'imar', 'sartname', 'diger', 'yetki_belgesi')`,
    ),
    check('listing_documents_size_positive', sql`${t.size} > 0`),
  ],
);

/**
 * Who downloaded which document, when. The document's name and kind are copied, so the record
 * outlives a removed document (`document_id` becomes null).
 */
export const listingDocumentDownloads = pgTable(
  'listing_document_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => listingDocuments.id, {
      onDelete: 'set null',
    }),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_document_downloads_listing_idx').on(t.listingId, t.downloadedAt)],
);
