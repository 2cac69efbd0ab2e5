import type { ParcelLookup, ParcelLookupRequest } from '@arsamezat/shared/listings/parcel-lookup';
import { geometryCentre, polygonsOf } from '@arsamezat/shared/listings/parcel-geometry';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireFirmMember } from '../firms/index.ts';
import {
  ParcelRegistryError,
  upperTr,
  type ParcelRegistry,
} from '../../providers/parcels/parcel-registry.ts';
import { findStoredLookup, storeLookup } from './parcels.repository.ts';

/** An unknown parcel is asked again after a day (it may have just been registered). */
const UNKNOWN_KEPT_MS = 24 * 60 * 60 * 1000;

/** The cache key of a parcel: il / ilçe / mahalle as the registry's names (`upperTr`), ada, parsel. */
export const parcelLookupKey = (q: ParcelLookupRequest) =>
  [upperTr(q.city), upperTr(q.district), upperTr(q.neighborhood), q.adaNo, q.parselNo].join('/');

/**
 * 'Parseli Getir' (issue 30, decision 084): a parcel from our copy of the registry's answers,
 * else from the registry (then kept). The registry limits callers (403 after about a hundred
 * requests), so every parcel is asked once; a refusal or failure is PARCEL_REGISTRY_UNAVAILABLE
 * and the form offers placing the pin and drawing the outline by hand.
 */
export function createParcelsService(deps: {
  db: Db;
  clock: () => Date;
  registry: ParcelRegistry;
  log: FastifyBaseLogger;
}) {
  const { db, clock, registry, log } = deps;

  function answer(
    record: NonNullable<Awaited<ReturnType<ParcelRegistry['lookup']>>>,
    cached: boolean,
  ): ParcelLookup {
    const polygons = polygonsOf(record.geometry) ?? [];
    return { parcel: record, point: geometryCentre(polygons), cached };
  }

  async function lookup(query: ParcelLookupRequest): Promise<ParcelLookup> {
    const parcelKey = parcelLookupKey(query);
    const stored = await findStoredLookup(db, registry.name, parcelKey);
    const now = clock();
    if (stored?.record) return answer(stored.record, true);
    if (stored && now.getTime() - stored.fetchedAt.getTime() < UNKNOWN_KEPT_MS) {
      throw new AppError('PARCEL_NOT_FOUND');
    }
    let record;
    try {
      record = await registry.lookup(query);
    } catch (error) {
      if (error instanceof ParcelRegistryError) {
        log.warn(
          { registry: registry.name, reason: error.reason },
          'parcel registry gave no answer',
        );
        throw new AppError('PARCEL_REGISTRY_UNAVAILABLE');
      }
      throw error;
    }
    await storeLookup(db, { registry: registry.name, parcelKey, record, fetchedAt: now });
    if (!record) throw new AppError('PARCEL_NOT_FOUND');
    return answer(record, false);
  }

  return {
    /** The operator's lookup (the admin plugin's guard has let them in). */
    lookup,
    /** A seller firm's lookup: only a member of a firm may spend the registry's quota. */
    async lookupForFirm(userId: string, query: ParcelLookupRequest): Promise<ParcelLookup> {
      await requireFirmMember(db, userId);
      return lookup(query);
    },
  };
}

export type ParcelsService = ReturnType<typeof createParcelsService>;
