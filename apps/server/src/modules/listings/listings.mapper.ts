import { toMapLocation } from './map-location.mapper.ts';
import { listingVerificationText } from '@arsamezat/shared/listings/listing-verification';
import type { ListingBids } from '@arsamezat/shared/trading/bids';
import { maskBidderName } from '@arsamezat/shared/trading/bids';
import {
  getDisplayPrice,
  getListingPhase,
  getMinimumNextBid,
  type ListingPhase,
} from '@arsamezat/shared/listings/listing-phase';
import { takesBids } from '@arsamezat/shared/listings/listing-types';
import type { ListingSaleState } from '@arsamezat/shared/sales/listing-sale-state';
import type {
  ListingDetail,
  ListingImage,
  ListingSummary,
} from '@arsamezat/shared/listings/listings';
import type {
  CoverImageRow,
  ListingDetailRow,
  ListingSummaryRow,
  selectListingBids,
} from './listings.repository.ts';

/** A database row to the public contract: phase and price from the server clock, ISO dates. */
export function toListingSummary(
  row: ListingSummaryRow,
  cover: Omit<CoverImageRow, 'listingId'> | undefined,
  now: Date,
): ListingSummary {
  const phase = getListingPhase(row, now);
  return {
    id: row.id,
    listingType: row.listingType,
    title: row.title,
    city: row.city,
    locationDetails: row.locationDetails,
    location: row.location,
    coverImage: cover
      ? {
          url: cover.url,
          thumbnailUrl: cover.thumbnailUrl,
          width: cover.width,
          height: cover.height,
          variants: cover.variants,
        }
      : null,
    startingPrice: row.startingPrice,
    highestBid: row.highestBid,
    finalPrice: row.finalPrice,
    displayPrice: getDisplayPrice(row, phase),
    minIncrement: row.minIncrement,
    offerIncrement: row.offerIncrement,
    depositAmount: row.depositAmount,
    bidCount: row.bidCount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    phase,
    createdAt: row.createdAt.toISOString(),
    areaSize: row.areaSize,
    areaUnit: row.areaUnit,
    imarDurumu: row.imarDurumu,
    zoning: row.zoning ?? null,
    emlakTipi: row.emlakTipi,
    saleState: saleStateOf(row.liveSaleStep),
  };
}

/** The live sale's step as the public reads it: running, or completed at the title deed. */
function saleStateOf(step: string | null): ListingSaleState | null {
  if (step === null) return null;
  return step === 'completed' ? 'completed' : 'in_progress';
}

/**
 * The stored ilan_sahibi, or null: never the creating administrator's name, which would present
 * the platform as the seller (decision 062; the spec's fallback to the owner profile is dropped).
 */
export function resolveIlanSahibi(row: ListingDetailRow): string | null {
  return row.ilanSahibi?.trim() || null;
}

/**
 * The masked buyer of an ended, sold listing. Sold as the result panel reads it: a final price,
 * or, in the second or two before the closing job records it, the highest bid (decision 020);
 * a cancelled listing was not sold.
 */
export function resolveWinnerName(row: ListingDetailRow, phase: ListingPhase): string | null {
  if (phase !== 'ended' || row.status === 'cancelled') return null;
  if ((row.finalPrice ?? row.highestBid) === null) return null;
  if (row.buyerFirstName === null || row.buyerLastName === null) return null;
  return maskBidderName(`${row.buyerFirstName} ${row.buyerLastName}`);
}

export function toListingDetail(
  row: ListingDetailRow,
  images: ListingImage[],
  now: Date,
): ListingDetail {
  const first = images[0];
  const cover = first ? { listingId: row.id, ...first } : undefined;
  const summary = toListingSummary(row, cover, now);
  return {
    ...summary,
    description: row.description,
    district: row.district,
    neighborhood: row.neighborhood,
    districtCode: row.districtCode,
    neighbourhoodCode: row.neighbourhoodCode,
    adaNo: row.adaNo,
    parselNo: row.parselNo,
    ilanSahibi: resolveIlanSahibi(row),
    propertyType: row.propertyType,
    documentType: row.documentType,
    images,
    antiSnipeMinutes: row.antiSnipeMinutes,
    minimumNextBid: takesBids(row.listingType) ? getMinimumNextBid(row) : null,
    winnerName: resolveWinnerName(row, summary.phase),
    firm: row.firmSlug && row.firmTitle ? { slug: row.firmSlug, title: row.firmTitle } : null,
    verification: listingVerificationText(row.verificationMethod),
    mapLocation: toMapLocation(row),
  };
}

type BidRow = Awaited<ReturnType<typeof selectListingBids>>[number];

/** `viewerId`: the signed-in caller, whose own bids are marked (`isMine`); guests see none. */
export function toListingBids(rows: BidRow[], total: number, viewerId?: string): ListingBids {
  return {
    items: rows.map((bid, index) => ({
      id: bid.id,
      amount: bid.amount,
      createdAt: bid.createdAt.toISOString(),
      bidderName: maskBidderName(`${bid.firstName} ${bid.lastName}`),
      isHighest: index === 0,
      automatic: bid.automatic,
      ...(viewerId ? { isMine: bid.bidderId === viewerId } : {}),
    })),
    total,
  };
}
