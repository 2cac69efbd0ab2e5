import type { ApiRoute } from '../core/api-route.ts';

export const listAdminFirmsRoute = {
  method: 'GET',
  path: '/api/admin/firms',
} as const satisfies ApiRoute;

export const getAdminFirmRoute = {
  method: 'GET',
  path: '/api/admin/firms/:id',
} as const satisfies ApiRoute;

export const downloadFirmDocumentRoute = {
  method: 'GET',
  path: '/api/admin/firms/:id/documents/:documentId/file',
} as const satisfies ApiRoute;

export const approveFirmRoute = {
  method: 'POST',
  path: '/api/admin/firms/:id/approve',
} as const satisfies ApiRoute;

export const requestFirmDocumentsRoute = {
  method: 'POST',
  path: '/api/admin/firms/:id/request-documents',
} as const satisfies ApiRoute;

export const rejectFirmRoute = {
  method: 'POST',
  path: '/api/admin/firms/:id/reject',
} as const satisfies ApiRoute;

export const suspendFirmRoute = {
  method: 'POST',
  path: '/api/admin/firms/:id/suspend',
} as const satisfies ApiRoute;

export const reinstateFirmRoute = {
  method: 'POST',
  path: '/api/admin/firms/:id/reinstate',
} as const satisfies ApiRoute;
