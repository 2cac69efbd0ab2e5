import { sql } from 'drizzle-orm';
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
  /**
   * The step of the listing's live sale (issue 29; 'Satış sürecinde' / 'Satıldı' on the card and
   * the page), looked for only on an ended or sold listing — a sale exists only after the close
   * or the acceptance — through the one-live-sale-per-listing index. The outer row is named in full
   * (Drizzle writes a selected column unqualified, which inside the subquery means the sale's).
   */
  liveSaleStep: sql<
    string | null
  >`(case when "listings"."status" not in ('ended', 'sold') then null else
    (select s.step from sales s where s.listing_id = "listings"."id"
      and s.step not in ('cancelled', 'defaulted') limit 1) end)`,
  zoning: listings.zoning,
};
