import type { ApiRoute } from '../core/api-route.ts';

export const listListingReviewsRoute = {
  method: 'GET',
  path: '/api/admin/listing-reviews',
} as const satisfies ApiRoute;

export const getListingReviewRoute = {
  method: 'GET',
  path: '/api/admin/listing-reviews/:id',
} as const satisfies ApiRoute;

export const downloadReviewDocumentRoute = {
  method: 'GET',
  path: '/api/admin/listing-reviews/:id/documents/:documentId',
} as const satisfies ApiRoute;

export const approveListingRoute = {
  method: 'POST',
  path: '/api/admin/listing-reviews/:id/approve',
} as const satisfies ApiRoute;

export const returnListingRoute = {
  method: 'POST',
  path: '/api/admin/listing-reviews/:id/return',
} as const satisfies ApiRoute;

export const rejectListingRoute = {
  method: 'POST',
  path: '/api/admin/listing-reviews/:id/reject',
} as const satisfies ApiRoute;
