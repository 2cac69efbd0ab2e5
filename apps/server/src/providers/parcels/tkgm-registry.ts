import { parseDecimalTr } from '@arsamezat/shared/admin/admin-listings';
import { ParcelGeometryReadSchema } from '@arsamezat/shared/listings/listing-map';
import type { ParcelLookupRequest, ParcelRecord } from '@arsamezat/shared/listings/parcel-lookup';
import { parcelGeometryProblem } from '@arsamezat/shared/listings/parcel-geometry';
import { ParcelRegistryError, upperTr, type ParcelRegistry } from './parcel-registry.ts';

/**
 * TKGM's public parcel query (the service behind parselsorgu.tkgm.gov.tr, "MEGSİS web API v3"):
 * `idariYapi/ilListe`, `idariYapi/ilceListe/{ilId}`, `idariYapi/mahalleListe/{ilceId}` answer
 * FeatureCollections whose features' properties are `{ text, id }`; `parsel/{mahalleId}/{ada}/
 * {parsel}` answers a GeoJSON Feature (Polygon or MultiPolygon, WGS84) whose properties carry
 * `alan` as a Turkish decimal ('1.234,56'), `nitelik`, `ilAd`, `ilceAd`, `mahalleAd`. An unknown
 * parcel is a 404 (or a Feature without geometry); a caller past its quota gets 403.
 *
 * Names are matched by Turkish upper case, so 'Bodrum', 'BODRUM' and 'bodrum' find the same
 * ilçe; the administrative lists are kept in memory (they change rarely and each costs a
 * request of the quota), the parcels by the caller (`parcel_lookups`).
 */
export function createTkgmRegistry(options: {
  baseUrl: string;
  timeoutMs: number;
  name?: 'local' | 'tkgm';
}): ParcelRegistry {
  const lists = new Map<string, Promise<Map<string, number>>>();

  async function getJson(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}/${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ParcelRegistryError(
        timedOut ? 'timeout' : 'unreachable',
        timedOut
          ? 'the parcel registry did not answer in time'
          : 'the parcel registry is unreachable',
      );
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 403 || response.status === 429) {
      await response.body?.cancel();
      throw new ParcelRegistryError('refused', `the parcel registry refused (${response.status})`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ParcelRegistryError(
        'unreadable',
        `the parcel registry answered ${response.status}`,
      );
    }
    try {
      return await response.json();
    } catch {
      throw new ParcelRegistryError('unreadable', 'the parcel registry answered no JSON');
    }
  }

  /** A list's names (Turkish upper case) to ids; a failed read is forgotten, to be asked again. */
  function namesOf(path: string): Promise<Map<string, number>> {
    let found = lists.get(path);
    if (!found) {
      found = getJson(path).then(readNameList);
      found.catch(() => lists.delete(path));
      lists.set(path, found);
    }
    return found;
  }

  async function idOf(path: string, name: string): Promise<number | null> {
    return (await namesOf(path)).get(upperTr(name)) ?? null;
  }

  return {
    name: options.name ?? 'tkgm',
    async lookup(query: ParcelLookupRequest): Promise<ParcelRecord | null> {
      const ilId = await idOf('idariYapi/ilListe', query.city);
      if (ilId === null) return null;
      const ilceId = await idOf(`idariYapi/ilceListe/${ilId}`, query.district);
      if (ilceId === null) return null;
      const mahalleId = await idOf(`idariYapi/mahalleListe/${ilceId}`, query.neighborhood);
      if (mahalleId === null) return null;
      const feature = await getJson(
        `parsel/${mahalleId}/${encodeURIComponent(query.adaNo)}/${encodeURIComponent(query.parselNo)}`,
      );
      return feature === null ? null : readParcel(feature, mahalleId, query);
    },
    async close() {
      lists.clear();
    },
  };
}

function readNameList(body: unknown): Map<string, number> {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) {
    throw new ParcelRegistryError('unreadable', 'the parcel registry answered no list');
  }
  const names = new Map<string, number>();
  for (const feature of features) {
    const props = (feature as { properties?: { text?: unknown; id?: unknown } }).properties;
    if (typeof props?.text === 'string' && typeof props.id === 'number') {
      names.set(upperTr(props.text), props.id);
    }
  }
  return names;
}

const textOf = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** The registry's Feature as we keep it; a shape we cannot use is no answer, not a parcel. */
function readParcel(
  body: unknown,
  mahalleId: number,
  query: ParcelLookupRequest,
): ParcelRecord | null {
  const feature = body as { geometry?: unknown; properties?: Record<string, unknown> } | null;
  if (!feature || feature.geometry === null || feature.geometry === undefined) return null;
  const geometry = ParcelGeometryReadSchema.safeParse(feature.geometry);
  if (!geometry.success || parcelGeometryProblem(geometry.data) !== null) {
    throw new ParcelRegistryError('unreadable', 'the parcel registry answered an unusable outline');
  }
  const props = feature.properties ?? {};
  const areaText = textOf(props.alan, 40);
  return {
    geometry: geometry.data,
    areaM2: areaText === '' ? null : parseDecimalTr(areaText),
    areaText,
    nitelik: textOf(props.nitelik, 200),
    mahalleId,
    city: textOf(props.ilAd, 100) || query.city,
    district: textOf(props.ilceAd, 100) || query.district,
    neighborhood: textOf(props.mahalleAd, 150) || query.neighborhood,
    adaNo: textOf(props.adaNo, 20) || query.adaNo,
    parselNo: textOf(props.parselNo, 20) || query.parselNo,
  };
}
