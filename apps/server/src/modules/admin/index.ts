/**
 * The admin module's face: the `/api/admin` plugin (one guard for everything under it, the other
 * modules' admin routes mounted inside) and the services behind the listing screens and overview.
 */
export { adminRoutes } from './admin.routes.ts';
export { createAdminListingActionsService } from './admin-listing-actions.service.ts';
export {
  createAdminListingImagesService,
  type AdminListingImagesService,
  type ImageWriteOptions,
} from './admin-listing-images.service.ts';
export { deleteStoredImages } from './stored-images.ts';
export { createAdminListingsService } from './admin-listings.service.ts';
export { createAdminOverviewService } from './admin-overview.service.ts';
/** The rules of a whole listing's columns, which a seller firm's listing follows too (issue 28). */
export { columnsForCreate, columnsForUpdate } from './admin-listing-values.ts';
