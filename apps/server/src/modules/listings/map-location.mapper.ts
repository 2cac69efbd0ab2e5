import type { ListingMapLocationRead } from '@arsamezat/shared/listings/listing-map';
import type { ParcelGeometry } from '@arsamezat/shared/listings/parcel-geometry';

/** The map columns of a listing row → its `mapLocation` (null until someone placed it). */
export function toMapLocation(row: {
  lat: number | null;
  lng: number | null;
  parcelGeometry: ParcelGeometry | null;
  registryMahalleId: number | null;
}): ListingMapLocationRead | null {
  if (row.lat === null || row.lng === null) return null;
  return {
    point: { lat: row.lat, lng: row.lng },
    parcel: row.parcelGeometry,
    registryMahalleId: row.registryMahalleId,
  };
}
