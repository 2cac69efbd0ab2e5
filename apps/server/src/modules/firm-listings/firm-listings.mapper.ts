import { toMapLocation } from '../listings/index.ts';
import {
  firmListingTab,
  type AuthorisationBasis,
  type FirmListingDetail,
  type FirmListingItem,
} from '@arsamezat/shared/firms/firm-listings';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingDocument } from '@arsamezat/shared/listings/listing-documents';
import type { ListingImage } from '@arsamezat/shared/listings/listings';
import type { ListingRow } from './firm-listings.repository.ts';

type ImageRow = {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  variants: ListingImage['variants'];
};

/** A row of the firm's listings → one panel item (never the row as is). */
export function toFirmListingItem(
  row: ListingRow & { coverUrl?: string | null },
  now: Date,
): FirmListingItem {
  const phase = getListingPhase(row, now);
  return {
    id: row.id,
    title: row.title,
    listingType: row.listingType,
    location: row.location,
    coverUrl: row.coverUrl ?? null,
    startingPrice: row.startingPrice,
    highestBid: row.highestBid,
    finalPrice: row.finalPrice,
    bidCount: row.bidCount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    phase,
    publication: row.publication,
    tab: firmListingTab({ publication: row.publication, status: row.status, phase }),
    reviewNotes: row.reviewNotes,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row with its images and documents → what the firm's form and panel read. */
export function toFirmListingDetail(
  row: ListingRow,
  images: ImageRow[],
  documents: ListingDocument[],
  now: Date,
): FirmListingDetail {
  return {
    ...toFirmListingItem({ ...row, coverUrl: images[0]?.thumbnailUrl ?? null }, now),
    description: row.description,
    city: row.city,
    locationDetails: row.locationDetails,
    districtCode: row.districtCode,
    neighbourhoodCode: row.neighbourhoodCode,
    areaSize: row.areaSize,
    areaUnit: row.areaUnit,
    minIncrement: row.minIncrement,
    offerIncrement: row.offerIncrement,
    minOfferAmount: row.minOfferAmount,
    adaNo: row.adaNo,
    parselNo: row.parselNo,
    emlakTipi: row.emlakTipi,
    imarDurumu: row.imarDurumu,
    zoning: row.zoning,
    tasinmazNo: row.tasinmazNo,
    authorisationBasis: row.authorisationBasis as AuthorisationBasis | null,
    mapLocation: toMapLocation(row),
    images: images.map(({ id, url, thumbnailUrl, width, height, variants }) => ({
      id,
      url,
      thumbnailUrl,
      width,
      height,
      variants,
    })),
    documents,
  };
}
