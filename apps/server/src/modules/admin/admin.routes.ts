import * as contracts from '@arsamezat/shared/admin/admin.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answersAlso } from '../../lib/route-error-codes.ts';
import { adminPaymentsRoutes } from '../admin-payments/index.ts';
import { adminPackagesRoutes } from '../listing-packages/index.ts';
import { adminOnly } from '../auth/index.ts';
import { adminAuditRoutes } from '../audit/index.ts';
import { adminContactRoutes } from '../contact/index.ts';
import { adminKvkkRoutes, adminUsersRoutes } from '../admin-users/index.ts';
import { adminFirmsRoutes } from '../firms/index.ts';
import { adminIdentityRoutes } from '../identity/index.ts';
import { adminInvoicesRoutes } from '../invoices/index.ts';
import { adminCampaignsRoutes, adminNotificationsRoutes } from '../notifications/index.ts';
import { adminOffersRoutes } from '../offers/index.ts';
import { adminListingReviewsRoutes } from '../listing-reviews/index.ts';
import { adminSalesRoutes } from '../sales/index.ts';
import { adminParcelRoutes } from '../parcels/index.ts';
import { adminSystemRoutes } from '../system-status/index.ts';
import { route } from '../../lib/route.ts';
import { adminListingActionsRoutes } from './admin-listing-actions.routes.ts';
import { adminListingDocumentsRoutes } from './admin-listing-documents.routes.ts';
import { adminListingImagesRoutes } from './admin-listing-images.routes.ts';
import { adminListingsRoutes } from './admin-listings.routes.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';

/**
 * The admin API under /api/admin. The guard is a hook on this whole plugin, so every route
 * registered here — the sub-plugins below included, since they inherit the hook — answers 401 to
 * a guest and 403 to a member before anything else runs. Admin routes living in another module
 * must add `onRequest: adminOnly` themselves (a test walks every registered /api/admin route).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.addHook('onRoute', answersAlso('UNAUTHENTICATED', 'FORBIDDEN'));

  route(app, contracts.countUsers, {
    handler: () => app.services.adminOverview.countUsers(),
  });

  await app.register(adminOverviewRoutes);
  await app.register(adminListingsRoutes);
  await app.register(adminListingImagesRoutes);
  await app.register(adminListingDocumentsRoutes);
  await app.register(adminOffersRoutes);
  await app.register(adminListingActionsRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminIdentityRoutes);
  await app.register(adminKvkkRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(adminPackagesRoutes);
  await app.register(adminNotificationsRoutes);
  await app.register(adminCampaignsRoutes);
  // Issue 28: the operator's review of firms' listings (listing-review).
  await app.register(adminListingReviewsRoutes);
  await app.register(adminFirmsRoutes);
  // Issue 29: the operator's 'Satışlar' and the sale settings (sale-steps).
  await app.register(adminSalesRoutes);
  // Issue 29: the service fee's invoices ('Faturalar').
  await app.register(adminInvoicesRoutes);
  // Issue 31: 'Sistem Durumu', the running system as the operator sees it (decision 088).
  await app.register(adminSystemRoutes);
  // Issue 30: 'Parseli Getir' in the listing form.
  await app.register(adminParcelRoutes);
};
