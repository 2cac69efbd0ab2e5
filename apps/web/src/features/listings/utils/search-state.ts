import { foldedWords } from '@arsamezat/shared/core/turkish-text';
import type { City } from '@arsamezat/shared/listings/cities';
import {
  AREA_FILTER_MAX_M2,
  DISTRICTS_MAX,
  isOneOf,
  KEYWORD_MAX_LENGTH,
  KEYWORD_MAX_WORDS,
  NEIGHBOURHOODS_MAX,
  ZONINGS,
  type Zoning,
} from '@arsamezat/shared/listings/listing-options';
import {
  cityOfCode,
  DISTRICT_CODE_PATTERN,
  districtOfNeighbourhood,
  NEIGHBOURHOOD_CODE_PATTERN,
} from '@arsamezat/shared/listings/location-codes';

/**
 * The search of issue 30 as the address holds it: keyword, districts and mahalleler (codes of
 * the reference list), area range in m², zonings. Read with plain values, no zod (the page
 * hydrates before the contracts load), and bounded as the server's contract bounds them, so an
 * edited address loses what the server would refuse instead of showing an error.
 */
export type SearchFilters = {
  q: string | undefined;
  districts: string[];
  neighbourhoods: string[];
  minArea: number | undefined;
  maxArea: number | undefined;
  zoning: Zoning[];
};

/** The search as any reader holds it (the address, the API query, a saved search's filters). */
export type SearchInput = {
  q?: string | undefined;
  districts?: readonly string[] | undefined;
  neighbourhoods?: readonly string[] | undefined;
  minArea?: number | undefined;
  maxArea?: number | undefined;
  zoning?: readonly string[] | undefined;
};

export const NO_SEARCH: SearchFilters = {
  q: undefined,
  districts: [],
  neighbourhoods: [],
  minArea: undefined,
  maxArea: undefined,
  zoning: [],
};

export const SEARCH_KEYS = ['q', 'districts', 'neighbourhoods', 'minArea', 'maxArea', 'zoning'];

const listOf = (params: URLSearchParams, key: string) => [
  ...new Set(params.getAll(key).flatMap((value) => value.split(',').map((part) => part.trim()))),
];

function readArea(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const area = Number(value);
  return area <= AREA_FILTER_MAX_M2 ? area : undefined;
}

/** A keyword as the server keeps it: one space, plain apostrophes, bounded; none is undefined. */
export function normaliseKeyword(text: string | null): string | undefined {
  if (text === null) return undefined;
  const words = text
    .trim()
    .replaceAll(/\s+/g, ' ')
    .replaceAll(/[’‘`´]/g, "'")
    .split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept === '' ? word : `${kept} ${word}`;
    if (next.length > KEYWORD_MAX_LENGTH || foldedWords(next).length > KEYWORD_MAX_WORDS) break;
    kept = next;
  }
  return foldedWords(kept).length > 0 ? kept : undefined;
}

/**
 * Districts only under ONE chosen province, mahalleler only under a chosen district (decision
 * 082): what does not fit the provinces is dropped.
 */
export function placesUnder(
  cities: readonly City[],
  districts: readonly string[],
  neighbourhoods: readonly string[],
): Pick<SearchFilters, 'districts' | 'neighbourhoods'> {
  const city = cities.length === 1 ? cities[0] : undefined;
  const keptDistricts = districts
    .filter((code) => DISTRICT_CODE_PATTERN.test(code) && cityOfCode(code) === city)
    .slice(0, DISTRICTS_MAX);
  const keptNeighbourhoods = neighbourhoods
    .filter(
      (code) =>
        NEIGHBOURHOOD_CODE_PATTERN.test(code) &&
        keptDistricts.includes(districtOfNeighbourhood(code)),
    )
    .slice(0, NEIGHBOURHOODS_MAX);
  return { districts: keptDistricts, neighbourhoods: keptNeighbourhoods };
}

export function parseSearch(params: URLSearchParams, cities: readonly City[]): SearchFilters {
  const minArea = readArea(params.get('minArea'));
  let maxArea = readArea(params.get('maxArea'));
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) maxArea = undefined;
  return {
    q: normaliseKeyword(params.get('q')),
    ...placesUnder(cities, listOf(params, 'districts'), listOf(params, 'neighbourhoods')),
    minArea,
    maxArea,
    zoning: listOf(params, 'zoning').filter((zoning) => isOneOf(ZONINGS, zoning)),
  };
}

/** Writes the search into an address (or an API query), leaving out what is not set. */
export function writeSearch(params: URLSearchParams, search: SearchInput): void {
  const list = (key: string, values: readonly string[] = []) => {
    if (values.length > 0) params.set(key, values.join(','));
  };
  if (search.q !== undefined) params.set('q', search.q);
  list('districts', search.districts);
  list('neighbourhoods', search.neighbourhoods);
  if (search.minArea !== undefined) params.set('minArea', String(search.minArea));
  if (search.maxArea !== undefined) params.set('maxArea', String(search.maxArea));
  list('zoning', search.zoning);
}

/** How many of the search's filters are set (the mobile 'Filtrele' badge). */
export function countSearch(search: SearchFilters): number {
  return (
    (search.q !== undefined ? 1 : 0) +
    search.districts.length +
    search.neighbourhoods.length +
    (search.minArea !== undefined ? 1 : 0) +
    (search.maxArea !== undefined ? 1 : 0) +
    search.zoning.length
  );
}

export const searchOf = (filters: SearchFilters): SearchFilters => ({
  q: filters.q,
  districts: filters.districts,
  neighbourhoods: filters.neighbourhoods,
  minArea: filters.minArea,
  maxArea: filters.maxArea,
  zoning: filters.zoning,
});
