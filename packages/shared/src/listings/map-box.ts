/** Türkiye's extent with a small margin (the islands and the eastern border included). */
export const TURKIYE_BOUNDS = { minLat: 35.8, maxLat: 42.2, minLng: 25.6, maxLng: 44.9 } as const;

export type Bounds = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/*
 * The map's box without zod (a browse page hydrates without it, decision 050): its type, how the
 * URL writes it, and whether a listing's box meets it. listing-map.ts holds the schemas.
 */

/** 'Bu alanda ara': the visible area, `bbox=minLng,minLat,maxLng,maxLat` in the URL. */
export type MapBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

export const BBOX_INVALID = 'Harita alanı geçersiz.';
export const BBOX_OUTSIDE = 'Harita alanı Türkiye dışında; haritayı Türkiye üzerine getirin.';
/** Five decimals (about a metre): enough for a view, short in the URL. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The part of a box inside Türkiye, or null when none of it is. */
export function clampToTurkiye(box: MapBox): MapBox | null {
  const b: Bounds = TURKIYE_BOUNDS;
  const clamped = {
    minLng: round(Math.max(box.minLng, b.minLng)),
    minLat: round(Math.max(box.minLat, b.minLat)),
    maxLng: round(Math.min(box.maxLng, b.maxLng)),
    maxLat: round(Math.min(box.maxLat, b.maxLat)),
  };
  return clamped.minLng < clamped.maxLng && clamped.minLat < clamped.maxLat ? clamped : null;
}

export const formatMapBox = (box: MapBox) =>
  [box.minLng, box.minLat, box.maxLng, box.maxLat].map(round).join(',');

/** The box of a URL's `bbox` (clamped to Türkiye), or undefined for anything unreadable. */
export function parseMapBox(value: string | null): MapBox | undefined {
  if (value === null || value.length > 80) return undefined;
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  const [minLng, minLat, maxLng, maxLat] = parts;
  if (
    parts.length !== 4 ||
    minLng === undefined ||
    minLat === undefined ||
    maxLng === undefined ||
    maxLat === undefined ||
    !parts.every((n) => Number.isFinite(n)) ||
    minLng >= maxLng ||
    minLat >= maxLat
  ) {
    return undefined;
  }
  return clampToTurkiye({ minLng, minLat, maxLng, maxLat }) ?? undefined;
}

/** A listing's box meets the view's: the rule of the browse, the saved search and its SQL. */
export function boxesMeet(listing: Bounds, view: MapBox): boolean {
  return (
    listing.minLng <= view.maxLng &&
    listing.maxLng >= view.minLng &&
    listing.minLat <= view.maxLat &&
    listing.maxLat >= view.minLat
  );
}
