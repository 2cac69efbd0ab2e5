import {
  DEFAULT_LISTING_DURATION_MS,
  END_BEFORE_START,
  INCREMENT_REQUIRED,
  MIN_OFFER_ABOVE_PRICE,
  type AdminListingCreate,
  type AdminListingUpdate,
} from '@arsamezat/shared/admin/admin-listings';
import { composeLocation } from '@arsamezat/shared/listings/listing-location';
import { listingTypeOf, takesOffers } from '@arsamezat/shared/listings/listing-types';
import type { ListingMapLocation } from '@arsamezat/shared/listings/listing-map';
import { geometryBounds, polygonsOf } from '@arsamezat/shared/listings/parcel-geometry';
import { badRequest } from '../../lib/errors.ts';
import { placeDetails, resolveListingPlace } from '../locations/index.ts';
import type { ListingColumns, ListingRow } from './admin-listings.repository.ts';

/** The fields an admin edits, resolved (dates as instants), before the rules of the whole. */
type EditableListing = Pick<
  ListingRow,
  | 'listingType'
  | 'title'
  | 'description'
  | 'city'
  | 'locationDetails'
  | 'districtCode'
  | 'neighbourhoodCode'
  | 'areaSize'
  | 'areaUnit'
  | 'startingPrice'
  | 'minIncrement'
  | 'offerIncrement'
  | 'depositAmount'
  | 'minOfferAmount'
  | 'startsAt'
  | 'endsAt'
  | 'status'
  | 'antiSnipeMinutes'
  | 'adaNo'
  | 'parselNo'
  | 'emlakTipi'
  | 'imarDurumu'
  | 'zoning'
  | 'ilanSahibi'
>;

const invalid = (field: string, message: string) =>
  badRequest(message, 'VALIDATION', { [field]: message });

/**
 * The rules of a whole listing, checked on create and on the merged listing of an update: the
 * increment of its type (the other one is stored null, as the database requires), the end after
 * the start, and the stored 'details, city' location.
 */
function toColumns(listing: EditableListing): Omit<ListingColumns, 'createdAt' | 'createdBy'> {
  const increment = listingTypeOf(listing.listingType).increment.field;
  if (listing[increment] === null) throw invalid(increment, INCREMENT_REQUIRED[increment]);
  const minOffer = takesOffers(listing.listingType) ? listing.minOfferAmount : null;
  if (minOffer !== null && minOffer > listing.startingPrice) {
    throw invalid('minOfferAmount', MIN_OFFER_ABOVE_PRICE);
  }
  if (listing.endsAt.getTime() <= listing.startsAt.getTime()) {
    throw invalid('endsAt', END_BEFORE_START);
  }
  const place = resolveListingPlace(listing.city, listing);
  return {
    ...listing,
    ...place,
    minIncrement: increment === 'minIncrement' ? listing.minIncrement : null,
    offerIncrement: increment === 'offerIncrement' ? listing.offerIncrement : null,
    minOfferAmount: minOffer,
    location: composeLocation(placeDetails(listing.locationDetails, place), listing.city),
  };
}

/**
 * The map columns of a location (issue 30): the pin, the outline and their box (the outline's,
 * or the pin's alone), all null for none.
 */
export function mapColumns(location: ListingMapLocation | null) {
  if (!location) {
    return {
      lat: null,
      lng: null,
      parcelGeometry: null,
      minLat: null,
      maxLat: null,
      minLng: null,
      maxLng: null,
      registryMahalleId: null,
    };
  }
  const { point, parcel } = location;
  const polygons = parcel ? polygonsOf(parcel) : null;
  const box = polygons
    ? geometryBounds(polygons)
    : { minLat: point.lat, maxLat: point.lat, minLng: point.lng, maxLng: point.lng };
  return {
    lat: point.lat,
    lng: point.lng,
    parcelGeometry: parcel,
    ...box,
    registryMahalleId: parcel ? location.registryMahalleId : null,
  };
}

/** A new listing's columns; a missing start is now and a missing end 7 days after the start. */
export function columnsForCreate(input: AdminListingCreate, now: Date, actorId: string) {
  const startsAt = input.startsAt ? new Date(input.startsAt) : now;
  const endsAt = input.endsAt
    ? new Date(input.endsAt)
    : new Date(startsAt.getTime() + DEFAULT_LISTING_DURATION_MS);
  const { mapLocation, ...fields } = input;
  const columns = toColumns({
    ...fields,
    minIncrement: input.minIncrement ?? null,
    offerIncrement: input.offerIncrement ?? null,
    minOfferAmount: input.minOfferAmount ?? null,
    districtCode: input.districtCode ?? null,
    neighbourhoodCode: input.neighbourhoodCode ?? null,
    zoning: input.zoning ?? null,
    startsAt,
    endsAt,
  });
  return {
    ...columns,
    ...mapColumns(mapLocation ?? null),
    createdBy: actorId,
    createdAt: now,
    updatedAt: now,
  };
}

/** The stored listing with the change applied, checked as a whole. */
export function columnsForUpdate(current: ListingRow, patch: AdminListingUpdate, now: Date) {
  const defined = Object.fromEntries(
    Object.entries(patch).filter((entry: [string, unknown]) => entry[1] !== undefined),
  ) as Partial<AdminListingUpdate>;
  const { startsAt, endsAt, mapLocation, ...rest } = defined;
  const merged: EditableListing = {
    listingType: current.listingType,
    title: current.title,
    description: current.description,
    city: current.city,
    locationDetails: current.locationDetails,
    districtCode: current.districtCode,
    neighbourhoodCode: current.neighbourhoodCode,
    areaSize: current.areaSize,
    areaUnit: current.areaUnit,
    startingPrice: current.startingPrice,
    minIncrement: current.minIncrement,
    offerIncrement: current.offerIncrement,
    depositAmount: current.depositAmount,
    minOfferAmount: current.minOfferAmount,
    startsAt: startsAt ? new Date(startsAt) : current.startsAt,
    endsAt: endsAt ? new Date(endsAt) : current.endsAt,
    status: current.status,
    antiSnipeMinutes: current.antiSnipeMinutes,
    adaNo: current.adaNo,
    parselNo: current.parselNo,
    emlakTipi: current.emlakTipi,
    imarDurumu: current.imarDurumu,
    zoning: current.zoning,
    ilanSahibi: current.ilanSahibi,
    ...rest,
  };
  return {
    ...toColumns(merged),
    ...(mapLocation === undefined ? {} : mapColumns(mapLocation)),
    updatedAt: now,
  };
}
