import {
  LISTING_REVIEW_PAGE_SIZE,
  type ApproveListing,
  type ListingReview,
  type ListingReviewDecision,
  type ListingReviewsPage,
  type ListingReviewsQuery,
  type RejectListing,
  type ReturnListing,
} from '@arsamezat/shared/admin/admin-listing-reviews';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import { DOCUMENT_MESSAGES } from '@arsamezat/shared/listings/listing-documents';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ListingVerification } from '../../providers/listing-verification/listing-verification.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit, type AuditAction } from '../audit/index.ts';
import type { ListingsService } from '../listings/index.ts';
import { releaseListingCredit, useListingCredit } from '../listing-packages/index.ts';
import { recordListingPublished, recordNotifications } from '../notifications/index.ts';
import {
  iso,
  toAuthorisationBasis,
  toFirm,
  toReviewDocument,
  toReviewItem,
} from './listing-reviews.mapper.ts';
import {
  countSubmitted,
  findFirmListing,
  findListingDocument,
  lockFirmListing,
  selectFirmMemberIds,
  selectListingDocuments,
  selectSubmitted,
  updateReviewed,
  type ReviewedColumns,
} from './listing-reviews.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** The private document storage (listing documents, the authorisation among them). */
  documents: Storage;
  verification: ListingVerification;
  listings: Pick<ListingsService, 'getListing'>;
  log: FastifyBaseLogger;
};

type LockedListing = NonNullable<Awaited<ReturnType<typeof lockFirmListing>>>;

/**
 * The operator's review of firms' listings (issue 28, decision 069). Each decision is one
 * transaction holding the listing's row lock: the listing must still be `submitted` (a second
 * operator deciding at the same time waits, then finds it decided: 409), the firm's credit moves
 * once (used on publication, given back on a return or rejection), the audit row and the firm
 * members' notifications are written with it.
 */
export function createListingReviewService({
  db,
  clock,
  documents,
  verification,
  listings,
  log,
}: Deps) {
  async function listQueue(query: ListingReviewsQuery): Promise<ListingReviewsPage> {
    const offset = (query.page - 1) * LISTING_REVIEW_PAGE_SIZE;
    const [rows, total] = await Promise.all([
      selectSubmitted(db, LISTING_REVIEW_PAGE_SIZE, offset),
      countSubmitted(db),
    ]);
    return {
      items: rows.map(toReviewItem),
      total,
      page: query.page,
      pageSize: LISTING_REVIEW_PAGE_SIZE,
    };
  }

  async function getReview(listingId: string): Promise<ListingReview> {
    const firmListing = await findFirmListing(db, listingId);
    if (!firmListing) throw notFound(LISTING_NOT_FOUND);
    const [listing, files] = await Promise.all([
      listings.getListing(listingId, 'operator'),
      selectListingDocuments(db, listingId),
    ]);
    return {
      listing,
      publication: firmListing.publication,
      firm: toFirm(firmListing),
      tasinmazNo: firmListing.tasinmazNo,
      authorisationBasis: toAuthorisationBasis(firmListing.authorisationBasis),
      reviewNotes: firmListing.reviewNotes,
      submittedAt: iso(firmListing.submittedAt),
      depositAmount: firmListing.depositAmount,
      minOfferAmount: firmListing.minOfferAmount,
      documents: files.map(toReviewDocument),
    };
  }

  /** A document of a firm's listing, the authorisation included: the operator's download. */
  async function downloadDocument(listingId: string, documentId: string) {
    if (!(await findFirmListing(db, listingId))) throw notFound(LISTING_NOT_FOUND);
    const row = await findListingDocument(db, listingId, documentId);
    if (!row) throw notFound(DOCUMENT_MESSAGES.notFound, 'DOCUMENT_NOT_FOUND');
    const data = await documents.read(row.storageKey);
    if (!data) {
      log.error({ documentId }, 'a listing document has no stored file');
      throw notFound(DOCUMENT_MESSAGES.notFound, 'DOCUMENT_NOT_FOUND');
    }
    return { data, contentType: row.contentType, fileName: row.fileName };
  }

  /** Locks the listing and checks it still waits for a decision. */
  async function lockSubmitted(tx: Tx, listingId: string): Promise<LockedListing> {
    const row = await lockFirmListing(tx, listingId);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    if (row.publication !== 'submitted') throw new AppError('LISTING_NOT_SUBMITTED');
    return row;
  }

  /** The decision's row, audit and the firm members' notification, in the caller's transaction. */
  async function decide(
    tx: Tx,
    before: LockedListing,
    decision: {
      actorId: string;
      action: AuditAction;
      event: 'listing_review_approved' | 'listing_review_returned' | 'listing_review_rejected';
      columns: ReviewedColumns;
      now: Date;
    },
  ) {
    const after = await updateReviewed(tx, before.id, decision.columns);
    const firmId = before.firmId;
    if (firmId === null) throw new Error('a reviewed listing has no firm');
    await recordNotifications(tx, {
      event: decision.event,
      eventKey: `${before.id}@${decision.now.toISOString()}`,
      listingId: before.id,
      audience: { recipients: await selectFirmMemberIds(tx, firmId) },
      data: { reviewNotes: after.reviewNotes ?? null },
      now: decision.now,
    });
    await recordAudit(tx, {
      actorId: decision.actorId,
      action: decision.action,
      entityType: 'listing',
      entityId: before.id,
      before: reviewState(before),
      after: reviewState(after),
    });
    return after;
  }

  async function approve(
    actorId: string,
    listingId: string,
    input: ApproveListing,
  ): Promise<ListingReviewDecision> {
    const declared = await findFirmListing(db, listingId);
    if (!declared) throw notFound(LISTING_NOT_FOUND);
    // The check runs before the transaction: an electronic one must not hold the row lock.
    const outcome = await verification.check({
      listingId,
      operatorId: actorId,
      tasinmazNo: declared.tasinmazNo,
      now: clock(),
    });
    await db.transaction(async (tx) => {
      const before = await lockSubmitted(tx, listingId);
      const now = clock();
      if (before.endsAt.getTime() <= now.getTime()) throw new AppError('LISTING_REVIEW_ENDED');
      await decide(tx, before, {
        actorId,
        action: 'listing.review_approved',
        event: 'listing_review_approved',
        columns: {
          publication: 'published',
          publishedAt: now,
          depositAmount: input.depositAmount,
          reviewNotes: null,
          updatedAt: now,
        },
        now,
      });
      if (!(await useListingCredit(tx, { listingId, now }))) {
        // Sending for approval reserves a credit; a listing without one is published all the
        // same (the operator decided) and the gap is logged for the operator to look into.
        log.warn({ listingId }, 'a published firm listing held no reserved credit');
      }
      await verification.record(tx, listingId, outcome);
      // Saved searches hear of it as of a new operator listing (decision 039).
      await recordListingPublished(tx, { listingId, actorId, now });
    });
    return { id: listingId, publication: 'published' };
  }

  async function sendBack(
    actorId: string,
    listingId: string,
    outcome: 'returned' | 'rejected',
    notes: string,
  ): Promise<ListingReviewDecision> {
    await db.transaction(async (tx) => {
      const before = await lockSubmitted(tx, listingId);
      const now = clock();
      await decide(tx, before, {
        actorId,
        action: outcome === 'returned' ? 'listing.review_returned' : 'listing.review_rejected',
        event: outcome === 'returned' ? 'listing_review_returned' : 'listing_review_rejected',
        columns: { publication: outcome, reviewNotes: notes, updatedAt: now },
        now,
      });
      await releaseListingCredit(tx, { listingId });
    });
    return { id: listingId, publication: outcome };
  }

  return {
    listQueue,
    getReview,
    downloadDocument,
    approve,
    returnListing: (actorId: string, listingId: string, input: ReturnListing) =>
      sendBack(actorId, listingId, 'returned', input.notes),
    rejectListing: (actorId: string, listingId: string, input: RejectListing) =>
      sendBack(actorId, listingId, 'rejected', input.reason),
    /** The operator overview's counter: listings waiting for a decision. */
    countWaiting: () => countSubmitted(db),
  };
}

/** What the audit keeps of a decision: the review's columns, not the whole listing. */
function reviewState(row: LockedListing) {
  return {
    publication: row.publication,
    reviewNotes: row.reviewNotes,
    publishedAt: row.publishedAt,
    depositAmount: row.depositAmount,
    firmId: row.firmId,
  };
}

export type ListingReviewService = ReturnType<typeof createListingReviewService>;
