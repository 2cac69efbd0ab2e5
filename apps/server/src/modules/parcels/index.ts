/**
 * The parcels module's face (issue 30): 'Parseli Getir' through the land registry port, each
 * parcel asked once and kept (decision 084).
 */
export { createParcelsService, parcelLookupKey, type ParcelsService } from './parcels.service.ts';
export { adminParcelRoutes, firmParcelRoutes } from './parcels.routes.ts';
