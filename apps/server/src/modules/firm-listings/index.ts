/**
 * The firm-listings module's face: a seller firm's own listings under `/api/firm/listings`
 * (issue 28) — the panel, the form, its files, 'Onaya Gönder' and 'Onaydan Geri Çek'.
 */
export { createFirmListingsService, type FirmListingsService } from './firm-listings.service.ts';
export { firmListingsRoutes } from './firm-listings.routes.ts';
