/**
 * A parcel's outline as GeoJSON (WGS84, [lng, lat]) and the rules the server holds it to before
 * it is stored: closed rings, no ring crossing itself or another, inside Türkiye, a bounded
 * number of vertices and a parcel-sized extent (decision 083). Pure, so the form can say the
 * same thing before it sends.
 */

import { TURKIYE_BOUNDS } from './map-box.ts';

export { TURKIYE_BOUNDS } from './map-box.ts';
/** Vertices of one outline, over all its rings: a cadastral parcel has tens, rarely hundreds. */
export const MAX_PARCEL_VERTICES = 1000;
export const MAX_PARCEL_RINGS = 50;
/**
 * The widest a parcel's bounding box may be, in degrees (about 20 km). It keeps the bounding-box
 * filter an index range: a listing can start at most this far west of a view and still reach it.
 */
export const MAX_PARCEL_SPAN = 0.2;

export type Position = [number, number];
export type ParcelGeometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

export type { Bounds } from './map-box.ts';
import type { Bounds } from './map-box.ts';

export const GEOMETRY_MESSAGES = {
  shape: 'Parsel sınırı geçersiz: çokgen (Polygon veya MultiPolygon) olmalıdır.',
  ringTooShort: 'Parsel sınırı geçersiz: her halka en az üç köşeden oluşmalıdır.',
  ringOpen: 'Parsel sınırı geçersiz: halkalar kapalı olmalıdır (ilk ve son nokta aynı).',
  tooManyVertices: `Parsel sınırı en fazla ${MAX_PARCEL_VERTICES} köşe içerebilir.`,
  tooManyRings: `Parsel sınırı en fazla ${MAX_PARCEL_RINGS} halka içerebilir.`,
  outside: 'Parsel sınırı Türkiye sınırları dışında olamaz.',
  selfIntersecting: 'Parsel sınırı kendisini kesemez.',
  empty: 'Parsel sınırının alanı sıfır olamaz.',
  tooLarge: 'Parsel sınırı çok büyük; bir parselin sınırını çizin.',
  pointOutside: 'Konum Türkiye sınırları içinde olmalıdır.',
} as const;

export function insideTurkiye(lng: number, lat: number): boolean {
  const b = TURKIYE_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

const isRing = (value: unknown): value is Position[] =>
  Array.isArray(value) && value.every(isPosition);

const isPolygon = (value: unknown): value is Position[][] =>
  Array.isArray(value) && value.length > 0 && value.every(isRing);

/** The polygons of a geometry, or null when it is not a GeoJSON Polygon / MultiPolygon. */
export function polygonsOf(geometry: unknown): Position[][][] | null {
  if (typeof geometry !== 'object' || geometry === null) return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (type === 'Polygon') return isPolygon(coordinates) ? [coordinates] : null;
  if (type === 'MultiPolygon') {
    return Array.isArray(coordinates) && coordinates.length > 0 && coordinates.every(isPolygon)
      ? coordinates
      : null;
  }
  return null;
}

export function geometryBounds(polygons: readonly Position[][][]): Bounds {
  const bounds = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (const [lng, lat] of ring) {
        bounds.minLat = Math.min(bounds.minLat, lat);
        bounds.maxLat = Math.max(bounds.maxLat, lat);
        bounds.minLng = Math.min(bounds.minLng, lng);
        bounds.maxLng = Math.max(bounds.maxLng, lng);
      }
    }
  }
  return bounds;
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

const onSegment = (p: Position, a: Position, b: Position) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share any point (crossing, touching or overlapping). */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return (
    (d1 === 0 && onSegment(a, c, d)) ||
    (d2 === 0 && onSegment(b, c, d)) ||
    (d3 === 0 && onSegment(c, a, b)) ||
    (d4 === 0 && onSegment(d, a, b))
  );
}

type Segment = { ring: number; index: number; count: number; a: Position; b: Position };

/** Two edges of one ring that follow each other share their corner; nothing else may meet. */
const adjacent = (s: Segment, t: Segment) =>
  s.ring === t.ring &&
  (Math.abs(s.index - t.index) === 1 || Math.abs(s.index - t.index) === s.count - 1);

/** Whether any two edges of a polygon's rings meet, other than neighbours at their corner. */
function polygonCrossesItself(polygon: readonly Position[][]): boolean {
  const segments: Segment[] = polygon.flatMap((ring, r) =>
    edgesOf(ring).map(([a, b], index) => ({ ring: r, index, count: ring.length - 1, a, b })),
  );
  return segments.some((s, i) =>
    segments.slice(i + 1).some((t) => !adjacent(s, t) && segmentsMeet(s.a, s.b, t.a, t.b)),
  );
}

/** A ring's edges, each as its two ends. */
const edgesOf = (ring: readonly Position[]): [Position, Position][] =>
  ring.slice(1).map((end, i) => [ring[i] ?? end, end]);

const ringArea = (ring: readonly Position[]) =>
  Math.abs(edgesOf(ring).reduce((sum, [a, b]) => sum + a[0] * b[1] - b[0] * a[1], 0)) / 2;

/** What is wrong with an outline, in Turkish, or null when the server may store it. */
export function parcelGeometryProblem(geometry: unknown): string | null {
  const polygons = polygonsOf(geometry);
  if (!polygons) return GEOMETRY_MESSAGES.shape;
  const rings = polygons.flat();
  if (rings.length > MAX_PARCEL_RINGS) return GEOMETRY_MESSAGES.tooManyRings;
  const vertices = rings.reduce((sum, ring) => sum + ring.length, 0);
  if (vertices > MAX_PARCEL_VERTICES) return GEOMETRY_MESSAGES.tooManyVertices;
  for (const ring of rings) {
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (ring.length < 4 || !first || !last) return GEOMETRY_MESSAGES.ringTooShort;
    if (first[0] !== last[0] || first[1] !== last[1]) return GEOMETRY_MESSAGES.ringOpen;
    if (!ring.every(([lng, lat]) => insideTurkiye(lng, lat))) return GEOMETRY_MESSAGES.outside;
  }
  const bounds = geometryBounds(polygons);
  if (
    bounds.maxLat - bounds.minLat > MAX_PARCEL_SPAN ||
    bounds.maxLng - bounds.minLng > MAX_PARCEL_SPAN
  ) {
    return GEOMETRY_MESSAGES.tooLarge;
  }
  if (polygons.some(polygonCrossesItself)) return GEOMETRY_MESSAGES.selfIntersecting;
  if (rings.some((ring) => ringArea(ring) === 0)) return GEOMETRY_MESSAGES.empty;
  return null;
}

/** A point inside the outline's largest ring's box, for the pin of a listing with only an outline. */
export function geometryCentre(polygons: readonly Position[][][]): { lat: number; lng: number } {
  const b = geometryBounds(polygons);
  return { lat: (b.minLat + b.maxLat) / 2, lng: (b.minLng + b.maxLng) / 2 };
}
