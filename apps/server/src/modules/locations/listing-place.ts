import { isCity, type City } from '@arsamezat/shared/listings/cities';
import { cityOfCode } from '@arsamezat/shared/listings/location-codes';
import { badRequest } from '../../lib/errors.ts';
import {
  districtOfNeighbourhood,
  findDistrict,
  findNeighbourhood,
  placeKey,
} from './location-reference.ts';

/** A listing's district and neighbourhood as stored: the codes and the list's names. */
export type ListingPlace = {
  districtCode: string | null;
  neighbourhoodCode: string | null;
  district: string | null;
  neighborhood: string | null;
};

export const NO_PLACE: ListingPlace = {
  districtCode: null,
  neighbourhoodCode: null,
  district: null,
  neighborhood: null,
};

/**
 * The place a listing form chose, checked against the reference list (the admin and the firm
 * forms): the district in the listing's province, the neighbourhood in that district; a 400 in
 * Turkish otherwise, nothing written.
 */
export function resolveListingPlace(
  city: string,
  codes: { districtCode?: string | null; neighbourhoodCode?: string | null },
): ListingPlace {
  const { districtCode, neighbourhoodCode } = codes;
  if (!districtCode) {
    if (neighbourhoodCode) throw placeError('neighbourhoodCode', 'Mahalle için önce ilçe seçin.');
    return NO_PLACE;
  }
  const district = findDistrict(districtCode);
  if (!district) throw placeError('districtCode', 'İlçe listede bulunamadı.');
  if (!isCity(city) || cityOfCode(districtCode) !== (city satisfies City)) {
    throw placeError('districtCode', 'Seçilen ilçe, ilanın ilinde değil.');
  }
  if (!neighbourhoodCode) return { ...NO_PLACE, districtCode, district: district.name };
  const neighbourhood = findNeighbourhood(neighbourhoodCode);
  if (!neighbourhood) throw placeError('neighbourhoodCode', 'Mahalle listede bulunamadı.');
  if (districtOfNeighbourhood(neighbourhoodCode) !== districtCode) {
    throw placeError('neighbourhoodCode', 'Seçilen mahalle, seçilen ilçede değil.');
  }
  return {
    districtCode,
    neighbourhoodCode,
    district: district.name,
    neighborhood: neighbourhood.name,
  };
}

const placeError = (field: string, message: string) =>
  badRequest(message, 'VALIDATION', { [field]: message });

/**
 * The details of a listing's stored location ('details, city', spec §3) with its chosen
 * neighbourhood and district, smallest first: 'Yola cepheli, Alaçatı Mah., Çeşme'. A part of the
 * typed details that already names them (an older listing's 'Alaçatı Mah., Çeşme') is not
 * written twice.
 */
export function placeDetails(details: string | null, place: ListingPlace): string | null {
  const named = [place.neighborhood, place.district].filter((name) => name !== null);
  const keys = new Set(named.map(placeKey));
  const typed = (details ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !keys.has(placeKey(part)));
  const parts = [...typed, ...named];
  return parts.length > 0 ? parts.join(', ') : null;
}
