/*
 * A listing's documents as plain values, without the schemas: the detail page draws its
 * documents section with them while it hydrates, before zod and the contracts load (issue 14).
 * listing-documents.ts builds its schemas and messages from these and re-exports them.
 */

/** The kinds members see (and the operator attaches). */
export const DOCUMENT_KINDS = ['tapu', 'imar', 'sartname', 'diger'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A seller firm's authorisation over the parcel (issue 28): kept with the listing's documents
 * for the firm and the operator, never listed to members or downloadable by them.
 */
export const AUTHORISATION_DOCUMENT_KIND = 'yetki_belgesi';
/** Every kind a stored document may have. */
export const STORED_DOCUMENT_KINDS = [...DOCUMENT_KINDS, AUTHORISATION_DOCUMENT_KIND] as const;
export type StoredDocumentKind = (typeof STORED_DOCUMENT_KINDS)[number];

/** What each kind is called on screen. */
export const DOCUMENT_KIND_LABELS: Record<StoredDocumentKind, string> = {
  tapu: 'Tapu',
  imar: 'İmar Durumu',
  sartname: 'Şartname',
  diger: 'Diğer',
  yetki_belgesi: 'Yetki Belgesi',
};

export const LISTING_DOCUMENT_LIMITS = {
  /** Per file: a scanned title deed or zoning letter fits; a whole archive does not. */
  maxBytes: 10 * 1024 * 1024,
  /** Documents one listing may hold. */
  maxPerListing: 20,
  /** The file name kept for the download (letters), after cleaning. */
  maxFileName: 120,
  /** Downloads shown to the admin on a listing, newest first. */
  downloadsShown: 100,
} as const;

/** What the file picker offers; the server decides by the file's content, not by this. */
export const LISTING_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** The content types a document may have, decided from its first bytes. */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** What a visitor reads in place of the documents. */
export const DOCUMENTS_SIGN_IN_TEXT = 'Belgeleri görmek için giriş yapın';
