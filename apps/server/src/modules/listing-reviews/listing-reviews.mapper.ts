import type {
  ListingReviewItem,
  ReviewDocument,
} from '@arsamezat/shared/admin/admin-listing-reviews';
import {
  AUTHORISATION_BASES,
  type AuthorisationBasis,
} from '@arsamezat/shared/listings/listing-verification';
import type { listingDocuments } from '../../db/schema/documents.ts';
import type { selectSubmitted } from './listing-reviews.repository.ts';

type QueueRow = Awaited<ReturnType<typeof selectSubmitted>>[number];
type DocumentRow = typeof listingDocuments.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toFirm(row: {
  firmId: string;
  firmSlug: string;
  firmTitle: string;
  firmStatus: ListingReviewItem['firm']['status'];
}): ListingReviewItem['firm'] {
  return { id: row.firmId, slug: row.firmSlug, title: row.firmTitle, status: row.firmStatus };
}

export function toReviewItem(row: QueueRow): ListingReviewItem {
  return {
    id: row.id,
    title: row.title,
    listingType: row.listingType,
    city: row.city,
    firm: toFirm(row),
    submittedAt: iso(row.submittedAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

export function toReviewDocument(row: DocumentRow): ReviewDocument {
  return {
    id: row.id,
    kind: row.kind as ReviewDocument['kind'],
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAuthorisationBasis(value: string | null): AuthorisationBasis | null {
  return (AUTHORISATION_BASES as readonly string[]).includes(value ?? '')
    ? (value as AuthorisationBasis)
    : null;
}

export { iso };
