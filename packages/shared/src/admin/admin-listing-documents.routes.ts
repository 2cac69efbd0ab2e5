import type { ApiRoute } from '../core/api-route.ts';

export const listAdminListingDocumentsRoute = {
  method: 'GET',
  path: '/api/admin/listings/:id/documents',
} as const satisfies ApiRoute;

export const uploadListingDocumentRoute = {
  method: 'POST',
  path: '/api/admin/listings/:id/documents',
} as const satisfies ApiRoute;

export const removeListingDocumentRoute = {
  method: 'DELETE',
  path: '/api/admin/listings/:id/documents/:documentId',
} as const satisfies ApiRoute;
