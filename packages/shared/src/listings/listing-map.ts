import { z } from 'zod';
import {
  GEOMETRY_MESSAGES,
  TURKIYE_BOUNDS,
  MAX_PARCEL_RINGS,
  MAX_PARCEL_VERTICES,
  parcelGeometryProblem,
} from './parcel-geometry.ts';
import { BBOX_INVALID, BBOX_OUTSIDE, clampToTurkiye, type MapBox } from './map-box.ts';

export { boxesMeet, clampToTurkiye, formatMapBox, parseMapBox, type MapBox } from './map-box.ts';

/**
 * A listing's place on the map (issue 30, decision 083): a point, and where known the parcel's
 * outline; the browse's 'Bu alanda ara' box. Coordinates are WGS84 degrees.
 */

const degrees = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} geçersiz.` })
    .min(min, GEOMETRY_MESSAGES.pointOutside)
    .max(max, GEOMETRY_MESSAGES.pointOutside);

/** A pin: inside Türkiye's box (`TURKIYE_BOUNDS`), written as the schema's own bounds. */
export const MapPointSchema = z.object({
  lat: degrees('Enlem', TURKIYE_BOUNDS.minLat, TURKIYE_BOUNDS.maxLat),
  lng: degrees('Boylam', TURKIYE_BOUNDS.minLng, TURKIYE_BOUNDS.maxLng),
});
export type MapPoint = z.infer<typeof MapPointSchema>;

const position = z.tuple([z.number(), z.number()]);
const ring = z.array(position).max(MAX_PARCEL_VERTICES, GEOMETRY_MESSAGES.tooManyVertices);
const polygon = z.array(ring).min(1).max(MAX_PARCEL_RINGS, GEOMETRY_MESSAGES.tooManyRings);

/** The outline as stored and answered (already checked when it was written). */
export const ParcelGeometryReadSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('Polygon'), coordinates: polygon }),
    z.object({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(polygon).min(1).max(MAX_PARCEL_RINGS, GEOMETRY_MESSAGES.tooManyRings),
    }),
  ],
  { error: GEOMETRY_MESSAGES.shape },
);

/** An outline sent by a form: its shape, then `parcelGeometryProblem`'s rules. */
export const ParcelGeometrySchema = ParcelGeometryReadSchema.superRefine((geometry, ctx) => {
  const problem = parcelGeometryProblem(geometry);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** What a listing form sends and a listing answers: the pin, and the outline when known. */
export const ListingMapLocationSchema = z.object({
  point: MapPointSchema,
  parcel: ParcelGeometrySchema.nullable().default(null),
  /** The land registry's id of the mahalle the parcel was fetched in (for its query link). */
  registryMahalleId: z.number().int().min(1).max(99_999_999).nullable().default(null),
});
export type ListingMapLocation = z.output<typeof ListingMapLocationSchema>;
export type ListingMapLocationInput = z.input<typeof ListingMapLocationSchema>;

export const ListingMapLocationReadSchema = z.object({
  point: z.object({ lat: z.number(), lng: z.number() }),
  parcel: ParcelGeometryReadSchema.nullable(),
  registryMahalleId: z.number().int().nullable(),
});
export type ListingMapLocationRead = z.infer<typeof ListingMapLocationReadSchema>;

function toMapBox(parts: number[], ctx: z.RefinementCtx): MapBox {
  const [minLng, minLat, maxLng, maxLat] = parts;
  if (
    parts.length !== 4 ||
    !parts.every((n) => Number.isFinite(n)) ||
    minLng === undefined ||
    minLat === undefined ||
    maxLng === undefined ||
    maxLat === undefined ||
    minLng >= maxLng ||
    minLat >= maxLat
  ) {
    ctx.addIssue({ code: 'custom', message: BBOX_INVALID });
    return z.NEVER;
  }
  const box = clampToTurkiye({ minLng, minLat, maxLng, maxLat });
  if (!box) {
    ctx.addIssue({ code: 'custom', message: BBOX_OUTSIDE });
    return z.NEVER;
  }
  return box;
}

/** The box of a URL, `minLng,minLat,maxLng,maxLat`, clamped to Türkiye. */
export const MapBoxParamSchema = z
  .string({ error: BBOX_INVALID })
  .max(80, BBOX_INVALID)
  .transform((value, ctx) =>
    toMapBox(
      value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))),
      ctx,
    ),
  );

/** The box a saved search keeps: the URL's text when saved, the object as stored. */
export const MapBoxFilterSchema = z
  .union([
    z.string().max(80, BBOX_INVALID),
    z.object({ minLng: z.number(), minLat: z.number(), maxLng: z.number(), maxLat: z.number() }),
  ])
  .transform((value, ctx) =>
    typeof value === 'string'
      ? toMapBox(
          value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))),
          ctx,
        )
      : toMapBox([value.minLng, value.minLat, value.maxLng, value.maxLat], ctx),
  );
