import type {
  AdminListingCreate,
  AdminListingUpdate,
} from '@arsamezat/shared/admin/admin-listings';
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  ADMIN_RECORDS_LIMIT,
  type AdminListingDetail,
  type AdminListingsPage,
  type AdminListingsQuery,
} from '@arsamezat/shared/admin/admin-listing-queries';
import { listingDeletion } from '@arsamezat/shared/admin/admin-listing-deletion';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { LISTING_NOT_FOUND, type ListingDetail } from '@arsamezat/shared/listings/listings';
import type { FastifyBaseLogger } from 'fastify';
import { istanbulDayBounds } from '@arsamezat/shared/core/istanbul-time';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/index.ts';
import type { ListingsService } from '../listings/index.ts';
import { recordListingPublished } from '../notifications/index.ts';
import { selectImageRows } from './admin-listing-images.repository.ts';
import { columnsForCreate, columnsForUpdate } from './admin-listing-values.ts';
import {
  countListingRecords,
  countListingsByPhase,
  countOffers,
  deleteListingRow,
  insertListing,
  lockListing,
  selectAdminBids,
  selectAdminOffers,
  selectListingsWithRecords,
  selectPublications,
  updateListing,
  type ListingRecords,
} from './admin-listings.repository.ts';
import { deleteStoredImages } from './stored-images.ts';
import { toAdminBid, toAdminOffer } from './admin-listings.mapper.ts';

const hasRecords = (records: ListingRecords) => Object.values(records).some((n) => n > 0);

/** Statuses that show a listing to the public as open (decision 039: saved searches hear of it). */
const PUBLISHED_STATUSES: readonly string[] = ['upcoming', 'active'];

type Deps = {
  db: Db;
  clock: () => Date;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The public read side of listings: the admin shows the same cards and detail. */
  listings: ListingsService;
};

/** Admin listing management: every write is one transaction with its audit row. */
export function createAdminListingsService({ db, clock, storage, log, listings }: Deps) {
  async function lockOrThrow(tx: Tx, id: string) {
    const row = await lockListing(tx, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    return row;
  }

  function readDetail(id: string): Promise<ListingDetail> {
    return listings.getListing(id, 'operator');
  }

  async function listListings(query: AdminListingsQuery): Promise<AdminListingsPage> {
    const [page, counts] = await Promise.all([
      listings.listNewestByPhase(
        query.phase,
        query.page,
        ADMIN_LISTINGS_PAGE_SIZE,
        query.ending === 'today' ? istanbulDayBounds(clock()).to : undefined,
      ),
      countListingsByPhase(db, clock()),
    ]);
    const ids = page.items.map((item) => item.id);
    const [withRecords, publications] = await Promise.all([
      selectListingsWithRecords(db, ids),
      selectPublications(db, ids),
    ]);
    const items = page.items.map((item) => ({
      ...item,
      deletion: listingDeletion(item, withRecords.has(item.id)),
      publication: publications.get(item.id) ?? 'published',
    }));
    return {
      items,
      total: page.total,
      page: query.page,
      pageSize: ADMIN_LISTINGS_PAGE_SIZE,
      counts,
    };
  }

  async function getListing(id: string): Promise<AdminListingDetail> {
    const record = await listings.getListingRecord(id);
    const [bids, offers, offerTotal, records] = await Promise.all([
      selectAdminBids(db, id, ADMIN_RECORDS_LIMIT),
      selectAdminOffers(db, id, ADMIN_RECORDS_LIMIT),
      countOffers(db, id),
      countListingRecords(db, id),
    ]);
    return {
      ...record,
      bids: bids.map(toAdminBid),
      offers: offers.map(toAdminOffer),
      offerTotal,
      deletion: listingDeletion(record.listing, hasRecords(records)),
    };
  }

  async function createListing(actorId: string, input: AdminListingCreate): Promise<ListingDetail> {
    const now = clock();
    const columns = columnsForCreate(input, now, actorId);
    const created = await db.transaction(async (tx) => {
      const row = await insertListing(tx, columns);
      if (PUBLISHED_STATUSES.includes(row.status)) {
        await recordListingPublished(tx, { listingId: row.id, actorId, now });
      }
      await recordAudit(tx, {
        actorId,
        action: 'listing.create',
        entityType: 'listing',
        entityId: row.id,
        before: null,
        after: row,
      });
      return row;
    });
    return readDetail(created.id);
  }

  async function updateListingById(
    actorId: string,
    id: string,
    patch: AdminListingUpdate,
  ): Promise<ListingDetail> {
    await db.transaction(async (tx) => {
      const current = await lockOrThrow(tx, id);
      const now = clock();
      const columns = columnsForUpdate(current, patch, now);
      if (columns.listingType !== current.listingType) {
        const records = await countListingRecords(tx, id);
        if (records.bids + records.offers + records.deposits > 0) {
          throw new AppError('LISTING_TYPE_LOCKED');
        }
      }
      const updated = await updateListing(tx, id, columns);
      if (
        !PUBLISHED_STATUSES.includes(current.status) &&
        PUBLISHED_STATUSES.includes(updated.status)
      ) {
        await recordListingPublished(tx, { listingId: id, actorId, now });
      }
      await recordAudit(tx, {
        actorId,
        action: 'listing.update',
        entityType: 'listing',
        entityId: id,
        before: current,
        after: updated,
      });
    });
    return readDetail(id);
  }

  /**
   * Deletes a listing the deletion rule allows: not sold, no bids, offers, deposits or payments
   * (money records never disappear). Refused with the rule's reason, in the listing type's
   * words. Its image files go after the commit.
   */
  async function deleteListing(actorId: string, id: string): Promise<void> {
    const images = await db.transaction(async (tx) => {
      const current = await lockOrThrow(tx, id);
      const records = await countListingRecords(tx, id);
      const deletion = listingDeletion(
        { ...current, phase: getListingPhase(current, clock()) },
        hasRecords(records),
      );
      if (!deletion.allowed) {
        throw new AppError('LISTING_HAS_RECORDS', deletion.reason ?? undefined);
      }
      const rows = await selectImageRows(tx, id);
      await deleteListingRow(tx, id);
      await recordAudit(tx, {
        actorId,
        action: 'listing.delete',
        entityType: 'listing',
        entityId: id,
        before: { ...current, images: rows },
        after: null,
      });
      return rows;
    });
    await deleteStoredImages(storage, images, log);
  }

  return {
    listListings,
    getListing,
    createListing,
    updateListing: updateListingById,
    deleteListing,
  };
}

export type AdminListingsService = ReturnType<typeof createAdminListingsService>;
