import { z } from 'zod';
import { ERRORS, formatErrorMessage } from '../core/errors.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  STORED_DOCUMENT_KINDS,
  DOCUMENTS_SIGN_IN_TEXT,
  LISTING_DOCUMENT_LIMITS,
  type DocumentContentType,
} from './listing-document-texts.ts';

/**
 * Documents of a listing (decision 033): the admin attaches them, signed-in members download
 * them through an authenticated route, every download is logged.
 */
export {
  AUTHORISATION_DOCUMENT_KIND,
  STORED_DOCUMENT_KINDS,
  type StoredDocumentKind,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENTS_SIGN_IN_TEXT,
  LISTING_DOCUMENT_ACCEPT,
  LISTING_DOCUMENT_LIMITS,
  type DocumentContentType,
  type DocumentKind,
} from './listing-document-texts.ts';

export const DOCUMENT_MESSAGES = {
  noFile: ERRORS.NO_DOCUMENT.message,
  kindRequired: ERRORS.DOCUMENT_KIND_REQUIRED.message,
  unsupported: ERRORS.UNSUPPORTED_DOCUMENT.message,
  tooLarge: formatErrorMessage('DOCUMENT_TOO_LARGE', {
    max: LISTING_DOCUMENT_LIMITS.maxBytes / 1024 / 1024,
  }),
  tooMany: formatErrorMessage('TOO_MANY_DOCUMENTS', { max: LISTING_DOCUMENT_LIMITS.maxPerListing }),
  notFound: ERRORS.DOCUMENT_NOT_FOUND.message,
  signInToSee: DOCUMENTS_SIGN_IN_TEXT,
} as const;

export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kindRequired });
/** A stored document's kind, the firm's authorisation included (never in a member's answer). */
export const StoredDocumentKindSchema = z.enum(STORED_DOCUMENT_KINDS, {
  error: DOCUMENT_MESSAGES.kindRequired,
});

/** One document as a member sees it. */
export const ListingDocumentSchema = z.object({
  id: z.guid(),
  kind: StoredDocumentKindSchema,
  fileName: z.string().max(LISTING_DOCUMENT_LIMITS.maxFileName),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ListingDocument = z.infer<typeof ListingDocumentSchema>;

/** GET /api/listings/:id/documents (members), and the answer to an upload or a removal. */
export const ListingDocumentsSchema = z.object({
  documents: z.array(ListingDocumentSchema).max(LISTING_DOCUMENT_LIMITS.maxPerListing),
});
export type ListingDocuments = z.infer<typeof ListingDocumentsSchema>;

/** One download, as the admin sees it on the listing's details. */
export const DocumentDownloadSchema = z.object({
  id: z.guid(),
  documentId: z.guid().nullable(),
  fileName: z.string().max(LISTING_DOCUMENT_LIMITS.maxFileName),
  kind: StoredDocumentKindSchema,
  userId: z.guid(),
  userName: z.string(),
  userPhone: z.string(),
  downloadedAt: z.iso.datetime({ offset: true }),
});
export type DocumentDownload = z.infer<typeof DocumentDownloadSchema>;

/** GET /api/admin/listings/:id/documents: the documents and who downloaded them, newest first. */
export const AdminListingDocumentsSchema = ListingDocumentsSchema.extend({
  downloads: z.array(DocumentDownloadSchema).max(LISTING_DOCUMENT_LIMITS.downloadsShown),
});
export type AdminListingDocuments = z.infer<typeof AdminListingDocumentsSchema>;

export const ListingDocumentParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz ilan numarası.' }),
  documentId: z.guid({ error: DOCUMENT_MESSAGES.notFound }),
});

/**
 * The file's kind from its first bytes: PDF (%PDF-), JPEG (FF D8 FF), PNG (its 8-byte
 * signature) or WebP (RIFF….WEBP). Anything else (an .exe renamed .pdf, an HTML page) is null.
 */
export function sniffDocumentType(data: Uint8Array): DocumentContentType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => data[at + i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A file name safe to keep and to send in Content-Disposition: no path, no control or quote
 * characters, at most 120 letters, and the extension of its real type ('tapu.exe' sent as a
 * PDF becomes 'tapu.exe.pdf'; an empty name becomes 'belge.pdf').
 */
export function safeDocumentFileName(name: string, type: DocumentContentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = EXTENSIONS[type];
  const stem = base.replace(new RegExp(`\\.${extension}$`, 'i'), '').replace(/^\.+/, '');
  const kept = Array.from(stem)
    .slice(0, LISTING_DOCUMENT_LIMITS.maxFileName - extension.length - 1)
    .join('');
  return `${kept || 'belge'}.${extension}`;
}
