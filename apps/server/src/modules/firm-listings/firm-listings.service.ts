import type { ListingImages } from '@arsamezat/shared/admin/admin-listing-images';
import { DEFAULT_ANTI_SNIPE_MINUTES } from '@arsamezat/shared/admin/admin-listings';
import {
  AUTHORISATION_DOCUMENT_REQUIRED,
  FIRM_LISTINGS_PAGE_SIZE,
  START_IN_PAST,
  TASINMAZ_NO_REQUIRED,
  AUTHORISATION_BASIS_REQUIRED,
  type FirmListingDetail,
  type FirmListingsPage,
  type FirmListingsQuery,
  type FirmListingValues,
} from '@arsamezat/shared/firms/firm-listings';
import type { ListingDocuments } from '@arsamezat/shared/listings/listing-documents';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import {
  columnsForCreate,
  columnsForUpdate,
  deleteStoredImages,
  type AdminListingImagesService,
} from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { DocumentsService, DocumentUpload } from '../documents/index.ts';
import { requireApprovedFirm, requireFirmMember, type FirmMembership } from '../firms/index.ts';
import { releaseListingCredit, reserveListingCredit } from '../listing-packages/index.ts';
import type { UploadedFile } from '../uploads/index.ts';
import { toFirmListingDetail, toFirmListingItem } from './firm-listings.mapper.ts';
import {
  countAvailableCredits,
  countByTab,
  deleteFirmListingRow,
  hasAuthorisationDocument,
  insertFirmListing,
  lockFirmListing,
  selectFirmListing,
  selectImages,
  selectTabPage,
  updateFirmListing,
  type ListingRow,
} from './firm-listings.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** The public image storage, to remove a deleted draft's images. */
  storage: Storage;
  log: FastifyBaseLogger;
  /** The operator's image service: the same checks, storage and audit for a firm's images. */
  images: AdminListingImagesService;
  /** Listing documents: the same checks and private storage as the operator's. */
  documents: DocumentsService;
};

const isOpen = (row: ListingRow) => row.publication === 'draft' || row.publication === 'returned';

/**
 * A seller firm's own listings (issue 28): every call asks the member's firm first
 * (`requireFirmMember` / `requireApprovedFirm`) and touches only listings with that firm's id, so
 * another firm's listing is simply not found. A listing is written only while it is a draft or
 * returned, under its row lock; 'Onaya Gönder' reserves a credit in the same transaction.
 */
export function createFirmListingsService({ db, clock, storage, log, images, documents }: Deps) {
  /** Under the listing's lock: the firm's own listing, still a draft or returned. */
  async function lockOpen(tx: Tx, firm: FirmMembership, id: string): Promise<ListingRow> {
    const row = await lockFirmListing(tx, firm.firmId, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    if (!isOpen(row)) throw new AppError('FIRM_LISTING_LOCKED');
    return row;
  }

  /** Before a file is stored: the firm's own open listing (checked again under the lock). */
  async function ownOpen(firm: FirmMembership, id: string): Promise<void> {
    const row = await selectFirmListing(db, firm.firmId, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    if (!isOpen(row)) throw new AppError('FIRM_LISTING_LOCKED');
  }

  const guardOf = (firm: FirmMembership, id: string) => async (tx: Tx) => {
    await lockOpen(tx, firm, id);
  };

  async function detailOf(firm: FirmMembership, id: string): Promise<FirmListingDetail> {
    const row = await selectFirmListing(db, firm.firmId, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    const [imageRows, { documents: docs }] = await Promise.all([
      selectImages(db, id),
      documents.listAll(id),
    ]);
    return toFirmListingDetail(row, imageRows, docs, clock());
  }

  async function listListings(userId: string, query: FirmListingsQuery): Promise<FirmListingsPage> {
    const firm = await requireFirmMember(db, userId);
    const now = clock();
    const [counts, rows, credits] = await Promise.all([
      countByTab(db, firm.firmId, now),
      selectTabPage(db, firm.firmId, query.tab, query.page, now),
      countAvailableCredits(db, firm.firmId, now),
    ]);
    return {
      firm: { title: firm.firmTitle, status: firm.firmStatus, role: firm.role },
      credits,
      counts,
      tab: query.tab,
      page: query.page,
      pageSize: FIRM_LISTINGS_PAGE_SIZE,
      total: counts[query.tab],
      items: rows.map((row) => toFirmListingItem(row, now)),
    };
  }

  async function getListing(userId: string, id: string): Promise<FirmListingDetail> {
    return detailOf(await requireFirmMember(db, userId), id);
  }

  /** The firm's own two fields apart from the listing fields the operator's rules check. */
  function split(input: FirmListingValues) {
    const { tasinmazNo, authorisationBasis, ...listing } = input;
    return { listing, firmOnly: { tasinmazNo, authorisationBasis } };
  }

  async function createListing(userId: string, input: FirmListingValues) {
    const firm = await requireApprovedFirm(db, userId);
    const now = clock();
    const { listing, firmOnly } = split(input);
    // The whole listing's rules are the operator's (increment of the type, end after start,
    // minimum offer at most the price, the stored location); the owner is the firm, not a name.
    const columns = columnsForCreate(
      {
        ...listing,
        depositAmount: 0,
        status: 'upcoming',
        antiSnipeMinutes: DEFAULT_ANTI_SNIPE_MINUTES,
        ilanSahibi: firm.firmTitle,
      },
      now,
      userId,
    );
    const created = await db.transaction(async (tx) => {
      const row = await insertFirmListing(tx, {
        ...columns,
        ilanSahibi: null,
        ...firmOnly,
        firmId: firm.firmId,
        publication: 'draft',
      });
      await recordAudit(tx, {
        actorId: userId,
        action: 'firm_listing.create',
        entityType: 'listing',
        entityId: row.id,
        before: null,
        after: { ...row, firmId: firm.firmId },
      });
      return row;
    });
    return detailOf(firm, created.id);
  }

  async function updateListing(userId: string, id: string, input: FirmListingValues) {
    const firm = await requireApprovedFirm(db, userId);
    await db.transaction(async (tx) => {
      const current = await lockOpen(tx, firm, id);
      const { listing, firmOnly } = split(input);
      const columns = columnsForUpdate(current, listing, clock());
      const updated = await updateFirmListing(tx, id, { ...columns, ...firmOnly });
      await recordAudit(tx, {
        actorId: userId,
        action: 'firm_listing.update',
        entityType: 'listing',
        entityId: id,
        before: current,
        after: updated,
      });
    });
    return detailOf(firm, id);
  }

  /** 'Sil': a draft only (it holds no credit), with its images and documents. */
  async function deleteListing(userId: string, id: string): Promise<void> {
    const firm = await requireFirmMember(db, userId);
    const { imageRows, documentKeys } = await db.transaction(async (tx) => {
      const current = await lockFirmListing(tx, firm.firmId, id);
      if (!current) throw notFound(LISTING_NOT_FOUND);
      if (current.publication !== 'draft') throw new AppError('FIRM_LISTING_NOT_DRAFT');
      const imageRows = await selectImages(tx, id);
      const documentKeys = await documents.storageKeysOf(tx, id);
      await deleteFirmListingRow(tx, id);
      await recordAudit(tx, {
        actorId: userId,
        action: 'firm_listing.delete',
        entityType: 'listing',
        entityId: id,
        before: { ...current, images: imageRows.length, documents: documentKeys.length },
        after: null,
      });
      return { imageRows, documentKeys };
    });
    await deleteStoredImages(storage, imageRows, log);
    await documents.deleteFiles(documentKeys);
  }

  /** What a listing misses before it may go to the operator: field → Turkish text. */
  async function missingOf(tx: Tx, row: ListingRow, now: Date): Promise<Record<string, string>> {
    const missing: Record<string, string> = {};
    if (!row.tasinmazNo) missing.tasinmazNo = TASINMAZ_NO_REQUIRED;
    if (!row.authorisationBasis) missing.authorisationBasis = AUTHORISATION_BASIS_REQUIRED;
    if (!(await hasAuthorisationDocument(tx, row.id))) {
      missing.documents = AUTHORISATION_DOCUMENT_REQUIRED;
    }
    if (row.startsAt.getTime() <= now.getTime()) missing.startsAt = START_IN_PAST;
    return missing;
  }

  /**
   * 'Onaya Gönder': an approved firm's draft or returned listing, complete, with a credit
   * reserved in the same transaction (two submissions racing for the last credit: one wins).
   * A listing already sent is refused (409) and nothing changes.
   */
  async function submitListing(userId: string, id: string): Promise<FirmListingDetail> {
    const firm = await requireApprovedFirm(db, userId);
    await db.transaction(async (tx) => {
      const current = await lockOpen(tx, firm, id);
      const now = clock();
      const missing = await missingOf(tx, current, now);
      const first = Object.values(missing)[0];
      if (first !== undefined) {
        throw badRequest(first, 'FIRM_LISTING_INCOMPLETE', missing);
      }
      const reserved = await reserveListingCredit(tx, { firmId: firm.firmId, listingId: id, now });
      if (!reserved) throw new AppError('NO_LISTING_CREDIT');
      const updated = await updateFirmListing(tx, id, {
        publication: 'submitted',
        submittedAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        actorId: userId,
        action: 'firm_listing.submit',
        entityType: 'listing',
        entityId: id,
        before: { publication: current.publication },
        after: { publication: updated.publication, firmId: firm.firmId, role: firm.role },
      });
    });
    return detailOf(firm, id);
  }

  /** 'Onaydan Geri Çek': a submitted listing goes back to draft and its credit is given back. */
  async function withdrawListing(userId: string, id: string): Promise<FirmListingDetail> {
    const firm = await requireFirmMember(db, userId);
    await db.transaction(async (tx) => {
      const current = await lockFirmListing(tx, firm.firmId, id);
      if (!current) throw notFound(LISTING_NOT_FOUND);
      if (current.publication !== 'submitted') throw new AppError('FIRM_LISTING_NOT_SUBMITTED');
      const now = clock();
      const released = await releaseListingCredit(tx, { listingId: id });
      await updateFirmListing(tx, id, { publication: 'draft', submittedAt: null, updatedAt: now });
      await recordAudit(tx, {
        actorId: userId,
        action: 'firm_listing.withdraw',
        entityType: 'listing',
        entityId: id,
        before: { publication: 'submitted' },
        after: { publication: 'draft', creditReleased: released, firmId: firm.firmId },
      });
    });
    return detailOf(firm, id);
  }

  /** The files are read (`read`) only once the firm and its open listing are known. */
  async function addImages(userId: string, id: string, read: () => Promise<UploadedFile[]>) {
    const firm = await requireApprovedFirm(db, userId);
    await ownOpen(firm, id);
    return images.addImages(userId, id, await read(), { guard: guardOf(firm, id) });
  }

  async function removeImage(userId: string, id: string, imageId: string): Promise<ListingImages> {
    const firm = await requireApprovedFirm(db, userId);
    await ownOpen(firm, id);
    return images.removeImage(userId, id, imageId, { guard: guardOf(firm, id) });
  }

  async function reorderImages(userId: string, id: string, imageIds: string[]) {
    const firm = await requireApprovedFirm(db, userId);
    await ownOpen(firm, id);
    return images.reorderImages(userId, id, imageIds, { guard: guardOf(firm, id) });
  }

  async function uploadDocument(
    userId: string,
    id: string,
    read: () => Promise<DocumentUpload>,
  ): Promise<ListingDocuments> {
    const firm = await requireApprovedFirm(db, userId);
    await ownOpen(firm, id);
    return documents.upload(userId, id, await read(), {
      allowAuthorisation: true,
      guard: guardOf(firm, id),
    });
  }

  async function removeDocument(userId: string, id: string, documentId: string) {
    const firm = await requireApprovedFirm(db, userId);
    await ownOpen(firm, id);
    return documents.remove(userId, id, documentId, { guard: guardOf(firm, id) });
  }

  return {
    listListings,
    getListing,
    createListing,
    updateListing,
    deleteListing,
    submitListing,
    withdrawListing,
    addImages,
    removeImage,
    reorderImages,
    uploadDocument,
    removeDocument,
  };
}

export type FirmListingsService = ReturnType<typeof createFirmListingsService>;
