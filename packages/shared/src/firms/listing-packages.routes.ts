import type { ApiRoute } from '../core/api-route.ts';

export const getFirmPackagesRoute = {
  method: 'GET',
  path: '/api/firm/packages',
} as const satisfies ApiRoute;

export const startPackagePurchaseRoute = {
  method: 'POST',
  path: '/api/firm/packages/:id/purchases',
} as const satisfies ApiRoute;

export const getPackageReceiptRoute = {
  method: 'GET',
  path: '/api/firm/package-purchases/:id/receipt',
} as const satisfies ApiRoute;
