import { asc, and, eq, max } from 'drizzle-orm';
import type { ImageVariant } from '@arsamezat/shared/listings/listings';
import type { Db, Tx } from '../../db/client.ts';
import { listingImages } from '../../db/schema/listings.ts';

export type ImageRow = {
  id: string;
  position: number;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};

const imageColumns = {
  id: listingImages.id,
  position: listingImages.position,
  url: listingImages.url,
  thumbnailUrl: listingImages.thumbnailUrl,
  width: listingImages.width,
  height: listingImages.height,
  variants: listingImages.variants,
};

/** A listing's images in display order (inside a transaction too: pass `tx`). */
export function selectImageRows(db: Db, listingId: string): Promise<ImageRow[]> {
  return db
    .select(imageColumns)
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
}

export async function nextImagePosition(tx: Tx, listingId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(listingImages.position) })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  return (row?.last ?? -1) + 1;
}

export async function insertImageRows(
  tx: Tx,
  listingId: string,
  rows: Omit<ImageRow, 'id'>[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(listingImages).values(rows.map((row) => ({ ...row, listingId, createdAt: now })));
}

export async function deleteImageRow(
  tx: Tx,
  listingId: string,
  imageId: string,
): Promise<ImageRow | null> {
  const [row] = await tx
    .delete(listingImages)
    .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId)))
    .returning(imageColumns);
  return row ?? null;
}

/** Positions 0, 1, 2… in the order given (every id is one of the listing's images). */
export async function setImagePositions(tx: Tx, listingId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(listingImages)
      .set({ position })
      .where(and(eq(listingImages.id, id), eq(listingImages.listingId, listingId)));
  }
}
