import { listings } from '../../db/schema/listings.ts';

/**
 * The columns a listing card needs — the one list: the browse and a listing's detail select
 * them, and so does the member's dashboard, through this module's index.
 */
export const listingSummaryColumns = {
  id: listings.id,
  listingType: listings.listingType,
  title: listings.title,
  city: listings.city,
  locationDetails: listings.locationDetails,
  location: listings.location,
  startingPrice: listings.startingPrice,
  highestBid: listings.highestBid,
  finalPrice: listings.finalPrice,
  minIncrement: listings.minIncrement,
  offerIncrement: listings.offerIncrement,
  depositAmount: listings.depositAmount,
  bidCount: listings.bidCount,
  startsAt: listings.startsAt,
  endsAt: listings.endsAt,
  status: listings.status,
  createdAt: listings.createdAt,
  areaSize: listings.areaSize,
  areaUnit: listings.areaUnit,
  imarDurumu: listings.imarDurumu,
  emlakTipi: listings.emlakTipi,
};
