import type { ApiRoute } from '../core/api-route.ts';

export const addImagesRoute = {
  method: 'POST',
  path: '/api/admin/listings/:id/images',
} as const satisfies ApiRoute;

export const removeImageRoute = {
  method: 'DELETE',
  path: '/api/admin/listings/:id/images/:imageId',
} as const satisfies ApiRoute;

export const reorderImagesRoute = {
  method: 'PUT',
  path: '/api/admin/listings/:id/images/order',
} as const satisfies ApiRoute;
