import type { ApiRoute } from '../core/api-route.ts';

/** A seller firm's own listings (issue 28): the panel, the form, its files, submit, withdraw. */

export const listFirmListingsRoute = {
  method: 'GET',
  path: '/api/firm/listings',
} as const satisfies ApiRoute;

export const getFirmListingRoute = {
  method: 'GET',
  path: '/api/firm/listings/:id',
} as const satisfies ApiRoute;

export const createFirmListingRoute = {
  method: 'POST',
  path: '/api/firm/listings',
} as const satisfies ApiRoute;

export const updateFirmListingRoute = {
  method: 'PUT',
  path: '/api/firm/listings/:id',
} as const satisfies ApiRoute;

export const deleteFirmListingRoute = {
  method: 'DELETE',
  path: '/api/firm/listings/:id',
} as const satisfies ApiRoute;

export const submitFirmListingRoute = {
  method: 'POST',
  path: '/api/firm/listings/:id/submit',
} as const satisfies ApiRoute;

export const withdrawFirmListingRoute = {
  method: 'POST',
  path: '/api/firm/listings/:id/withdraw',
} as const satisfies ApiRoute;

export const addFirmListingImagesRoute = {
  method: 'POST',
  path: '/api/firm/listings/:id/images',
} as const satisfies ApiRoute;

export const removeFirmListingImageRoute = {
  method: 'DELETE',
  path: '/api/firm/listings/:id/images/:imageId',
} as const satisfies ApiRoute;

export const reorderFirmListingImagesRoute = {
  method: 'PUT',
  path: '/api/firm/listings/:id/images/order',
} as const satisfies ApiRoute;

export const uploadFirmListingDocumentRoute = {
  method: 'POST',
  path: '/api/firm/listings/:id/documents',
} as const satisfies ApiRoute;

export const removeFirmListingDocumentRoute = {
  method: 'DELETE',
  path: '/api/firm/listings/:id/documents/:documentId',
} as const satisfies ApiRoute;
