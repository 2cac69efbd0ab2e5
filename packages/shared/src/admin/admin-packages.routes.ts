import type { ApiRoute } from '../core/api-route.ts';

export const listAdminPackagesRoute = {
  method: 'GET',
  path: '/api/admin/packages',
} as const satisfies ApiRoute;

export const createAdminPackageRoute = {
  method: 'POST',
  path: '/api/admin/packages',
} as const satisfies ApiRoute;

export const updateAdminPackageRoute = {
  method: 'PUT',
  path: '/api/admin/packages/:id',
} as const satisfies ApiRoute;

export const deleteAdminPackageRoute = {
  method: 'DELETE',
  path: '/api/admin/packages/:id',
} as const satisfies ApiRoute;
