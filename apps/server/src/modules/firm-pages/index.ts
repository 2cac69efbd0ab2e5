/**
 * The firm-pages module's face (issue 28): a seller firm's public page — its title, verified
 * mark, address, member since and current published listings — for approved and suspended firms.
 */
export { createFirmPageService, type FirmPageService } from './firm-pages.service.ts';
export { firmPagesRoutes } from './firm-pages.routes.ts';
