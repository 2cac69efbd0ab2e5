import { randomUUID } from 'node:crypto';
import {
  IMAGE_MESSAGES,
  LISTING_IMAGE_LIMITS,
  type ListingImages,
} from '@arsamezat/shared/admin/admin-listing-images';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Storage, StoredFile } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/index.ts';
import type { ListingsService } from '../listings/index.ts';
import {
  ImageRejectedError,
  processListingImage,
  type ProcessedImage,
  type UploadedFile,
} from '../uploads/index.ts';
import {
  deleteImageRow,
  insertImageRows,
  nextImagePosition,
  selectImageRows,
  setImagePositions,
  type ImageRow,
} from './admin-listing-images.repository.ts';
import { lockListing } from './admin-listings.repository.ts';
import { deleteStoredImages } from './stored-images.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  storage: Storage;
  log: FastifyBaseLogger;
  listings: Pick<ListingsService, 'listingExists'>;
};

const toImages = (rows: ImageRow[]): ListingImages => ({
  images: rows.map(({ id, url, thumbnailUrl, width, height, variants }) => ({
    id,
    url,
    thumbnailUrl,
    width,
    height,
    variants,
  })),
});

const tooMany = () => badRequest(IMAGE_MESSAGES.tooManyImages, 'TOO_MANY_IMAGES');

/** Checks every file first; one bad file refuses the request and names each bad file. */
async function processAll(files: UploadedFile[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  const problems: Record<string, string> = {};
  let firstReason: 'unsupported' | 'unreadable' | undefined;
  for (const file of files) {
    try {
      processed.push(await processListingImage(file.data));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      firstReason ??= error.reason;
      problems[file.fileName] = IMAGE_MESSAGES[error.reason];
    }
  }
  if (firstReason) {
    const code = firstReason === 'unsupported' ? 'UNSUPPORTED_IMAGE' : 'UNREADABLE_IMAGE';
    throw badRequest(IMAGE_MESSAGES[firstReason], code, problems);
  }
  return processed;
}

/**
 * What a caller other than the operator adds (a seller firm, issue 28): `guard` runs in the
 * transaction after the listing's row lock, so the firm's check (its own listing, still a draft)
 * and the change are one.
 */
export type ImageWriteOptions = { guard?: (tx: Tx) => Promise<void> };

/** Listing images: files go to storage outside the transaction, rows and audit inside it. */
export function createAdminListingImagesService({ db, clock, storage, log, listings }: Deps) {
  async function lockOrThrow(tx: Tx, id: string) {
    const row = await lockListing(tx, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    return row;
  }

  async function store(listingId: string, images: ProcessedImage[]) {
    const stored: StoredFile[] = [];
    const rows: Omit<ImageRow, 'id' | 'position'>[] = [];
    try {
      for (const image of images) {
        const name = `listings/${listingId}/${randomUUID()}`;
        const full = await storage.put(
          `${name}.${image.extension}`,
          image.full.data,
          image.contentType,
        );
        stored.push(full);
        const thumb = await storage.put(
          `${name}-thumb.${image.extension}`,
          image.thumbnail.data,
          image.contentType,
        );
        stored.push(thumb);
        const variants = [];
        for (const variant of image.variants) {
          const file = await storage.put(
            `${name}-${variant.width}w.${image.extension}`,
            variant.data,
            image.contentType,
          );
          stored.push(file);
          variants.push({ width: variant.width, height: variant.height, url: file.url });
        }
        rows.push({
          url: full.url,
          thumbnailUrl: thumb.url,
          width: image.full.width,
          height: image.full.height,
          variants,
        });
      }
    } catch (error) {
      log.error({ err: error }, 'storing listing images failed');
      await Promise.allSettled(stored.map((file) => storage.delete(file.key)));
      throw new AppError('STORAGE_FAILED');
    }
    return rows;
  }

  async function addImages(
    actorId: string,
    listingId: string,
    files: UploadedFile[],
    options: ImageWriteOptions = {},
  ): Promise<ListingImages> {
    if (!(await listings.listingExists(listingId))) throw notFound(LISTING_NOT_FOUND);
    const existing = await selectImageRows(db, listingId);
    if (existing.length + files.length > LISTING_IMAGE_LIMITS.maxPerListing) throw tooMany();
    const rows = await store(listingId, await processAll(files));
    try {
      const after = await db.transaction(async (tx) => {
        await lockOrThrow(tx, listingId);
        await options.guard?.(tx);
        const before = await selectImageRows(tx, listingId);
        if (before.length + rows.length > LISTING_IMAGE_LIMITS.maxPerListing) throw tooMany();
        const first = await nextImagePosition(tx, listingId);
        const positioned = rows.map((row, index) => ({ ...row, position: first + index }));
        await insertImageRows(tx, listingId, positioned, clock());
        const now = await selectImageRows(tx, listingId);
        await recordAudit(tx, {
          actorId,
          action: 'listing.images.add',
          entityType: 'listing',
          entityId: listingId,
          before: { images: before },
          after: { images: now },
        });
        return now;
      });
      return toImages(after);
    } catch (error) {
      // The rows never landed: the files are orphans, remove them.
      await deleteStoredImages(storage, rows, log);
      throw error;
    }
  }

  async function removeImage(
    actorId: string,
    listingId: string,
    imageId: string,
    options: ImageWriteOptions = {},
  ) {
    const { removed, after } = await db.transaction(async (tx) => {
      await lockOrThrow(tx, listingId);
      await options.guard?.(tx);
      const deleted = await deleteImageRow(tx, listingId, imageId);
      if (!deleted) throw notFound(IMAGE_MESSAGES.notFound, 'IMAGE_NOT_FOUND');
      const rest = await selectImageRows(tx, listingId);
      await recordAudit(tx, {
        actorId,
        action: 'listing.image.remove',
        entityType: 'listing',
        entityId: listingId,
        before: { image: deleted },
        after: { images: rest },
      });
      return { removed: deleted, after: rest };
    });
    await deleteStoredImages(storage, [removed], log);
    return toImages(after);
  }

  async function reorderImages(
    actorId: string,
    listingId: string,
    imageIds: string[],
    options: ImageWriteOptions = {},
  ) {
    const after = await db.transaction(async (tx) => {
      await lockOrThrow(tx, listingId);
      await options.guard?.(tx);
      const before = await selectImageRows(tx, listingId);
      const known = new Set(before.map((row) => row.id));
      if (imageIds.length !== known.size || !imageIds.every((id) => known.has(id))) {
        throw badRequest(IMAGE_MESSAGES.badOrder, 'VALIDATION', {
          imageIds: IMAGE_MESSAGES.badOrder,
        });
      }
      await setImagePositions(tx, listingId, imageIds);
      const now = await selectImageRows(tx, listingId);
      await recordAudit(tx, {
        actorId,
        action: 'listing.images.reorder',
        entityType: 'listing',
        entityId: listingId,
        before: { order: before.map((row) => row.id) },
        after: { order: now.map((row) => row.id) },
      });
      return now;
    });
    return toImages(after);
  }

  return { addImages, removeImage, reorderImages };
}

export type AdminListingImagesService = ReturnType<typeof createAdminListingImagesService>;
