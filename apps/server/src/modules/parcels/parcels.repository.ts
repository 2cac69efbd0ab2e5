import type { ParcelRecord } from '@arsamezat/shared/listings/parcel-lookup';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcelLookups } from '../../db/schema/parcels.ts';

export type StoredLookup = { record: ParcelRecord | null; fetchedAt: Date };

export async function findStoredLookup(
  db: Db,
  registry: string,
  parcelKey: string,
): Promise<StoredLookup | null> {
  const [row] = await db
    .select({ record: parcelLookups.record, fetchedAt: parcelLookups.fetchedAt })
    .from(parcelLookups)
    .where(and(eq(parcelLookups.registry, registry), eq(parcelLookups.parcelKey, parcelKey)));
  return row ?? null;
}

/** Keeps the registry's answer; a second lookup of the same parcel meanwhile writes over it. */
export async function storeLookup(
  db: Db,
  lookup: { registry: string; parcelKey: string; record: ParcelRecord | null; fetchedAt: Date },
): Promise<void> {
  await db
    .insert(parcelLookups)
    .values(lookup)
    .onConflictDoUpdate({
      target: [parcelLookups.registry, parcelLookups.parcelKey],
      set: { record: sql`excluded.record`, fetchedAt: sql`excluded.fetched_at` },
    });
}
