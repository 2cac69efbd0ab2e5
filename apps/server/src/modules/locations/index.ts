/**
 * The locations module's face (issue 30, decision 082): the offline reference of districts
 * (ilçe) and neighbourhoods (mahalle), its API for one province, the check of a listing form's
 * choice, the match of older free text to the list (start-up backfill, demo data).
 */
export { createLocationsService, type LocationsService } from './locations.service.ts';
export { locationsRoutes } from './locations.routes.ts';
export { placeDetails, resolveListingPlace, NO_PLACE, type ListingPlace } from './listing-place.ts';
export { matchPlace } from './location-reference.ts';
export { backfillListingPlaces } from './backfill-listing-places.ts';
