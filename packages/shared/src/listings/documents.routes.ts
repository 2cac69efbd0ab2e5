import type { ApiRoute } from '../core/api-route.ts';

export const listListingDocumentsRoute = {
  method: 'GET',
  path: '/api/listings/:id/documents',
} as const satisfies ApiRoute;

export const downloadListingDocumentRoute = {
  method: 'GET',
  path: '/api/listings/:id/documents/:documentId/file',
} as const satisfies ApiRoute;
