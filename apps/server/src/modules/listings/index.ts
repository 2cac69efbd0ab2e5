/**
 * The listings module's face: the public read path (browse, a listing, its bids, its page head)
 * and what other modules show a listing card with — the summary columns (selected once, here)
 * and the mapper from such a row to the `ListingSummary` contract.
 */
export { createListingsService, type ListingsService } from './listings.service.ts';
export { listingPageRoutes, listingsRoutes } from './listings.routes.ts';
export { listingSummaryColumns } from './listing-summary-columns.ts';
export { toListingSummary } from './listings.mapper.ts';
export { createListingStatisticsJob, refreshListingStatistics } from './listing-statistics.ts';
// Issue 30: a listing row's pin and outline as the contracts answer them.
export { toMapLocation } from './map-location.mapper.ts';
