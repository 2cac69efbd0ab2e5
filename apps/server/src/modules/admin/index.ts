/**
 * The admin module's face: the `/api/admin` plugin (one guard for everything under it, the other
 * modules' admin routes mounted inside) and the services behind the listing screens and overview.
 */
export { adminRoutes } from './admin.routes.ts';
export { createAdminListingActionsService } from './admin-listing-actions.service.ts';
export { createAdminListingImagesService } from './admin-listing-images.service.ts';
export { createAdminListingsService } from './admin-listings.service.ts';
export { createAdminOverviewService } from './admin-overview.service.ts';
