import { z } from 'zod';
import { text } from '../core/text.ts';
import { CityInputSchema } from '../admin/admin-listings.ts';
import { LISTING_LIMITS } from './listings.ts';
import { ParcelGeometryReadSchema } from './listing-map.ts';

/**
 * 'Parseli Getir' (issue 30, decision 084): the operator or a firm asks the land registry for a
 * parcel by its il, ilçe, mahalle, ada and parsel; the answer fills the listing's outline, pin
 * and area. The registry's own answer (TKGM parselsorgu) is read by the server's adapter.
 */

const required = (label: string) => `${label} zorunludur.`;
const field = (label: string, max: number) =>
  text({ error: required(label) })
    .min(1, required(label))
    .max(max, `${label} en fazla ${max} karakter olabilir.`);
/** Ada and parsel numbers: digits, as the registry writes them ('101', '0' for no ada). */
const parcelNumber = (label: string) =>
  field(label, LISTING_LIMITS.parselNo).regex(/^\d{1,9}$/, `${label} yalnızca rakam olmalıdır.`);

export const ParcelLookupRequestSchema = z.object({
  city: CityInputSchema,
  district: field('İlçe', LISTING_LIMITS.district),
  neighborhood: field('Mahalle', LISTING_LIMITS.neighborhood),
  adaNo: parcelNumber('Ada no'),
  parselNo: parcelNumber('Parsel no'),
});
export type ParcelLookupRequest = z.output<typeof ParcelLookupRequestSchema>;
export type ParcelLookupRequestInput = z.input<typeof ParcelLookupRequestSchema>;

/** What the registry says of a parcel, as we keep it (`parcel_lookups.record`). */
export const ParcelRecordSchema = z.object({
  geometry: ParcelGeometryReadSchema,
  /** The area in m², read from the registry's Turkish decimal ('1.234,56'); null if unreadable. */
  areaM2: z.number().min(0).nullable(),
  /** The registry's text, as it wrote it. */
  areaText: z.string().max(40),
  /** Nitelik: 'Tarla', 'Arsa', 'Bağ'… */
  nitelik: z.string().max(200),
  mahalleId: z.number().int().min(1),
  city: z.string().max(100),
  district: z.string().max(100),
  neighborhood: z.string().max(150),
  adaNo: z.string().max(20),
  parselNo: z.string().max(20),
});
export type ParcelRecord = z.infer<typeof ParcelRecordSchema>;

export const ParcelLookupSchema = z.object({
  parcel: ParcelRecordSchema,
  /** The pin to place: the outline's middle. */
  point: z.object({ lat: z.number(), lng: z.number() }),
  /** Whether this came from our copy of an earlier answer (no request to the registry). */
  cached: z.boolean(),
});
export type ParcelLookup = z.infer<typeof ParcelLookupSchema>;
