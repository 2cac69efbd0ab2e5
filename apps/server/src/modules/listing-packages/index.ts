/** The listing-packages module's face: packages, their purchase and the credits (issue 28). */
export { releaseListingCredit, reserveListingCredit, useListingCredit } from './listing-credits.ts';
export {
  completePackagePurchase,
  failPackagePurchase,
  packagePurchaseStanding,
} from './purchase-settlement.ts';
export { createAdminPackagesService } from './admin-packages.service.ts';
export { adminPackagesRoutes } from './admin-packages.routes.ts';
export { createPackagePurchaseService, type PaymentAttempts } from './package-purchases.service.ts';
export { firmPackagesRoutes } from './firm-packages.routes.ts';
export { receiptNumber } from './purchase-settlement.ts';
