import type { ApiRoute } from '../core/api-route.ts';

export const getMyFirmApplicationRoute = {
  method: 'GET',
  path: '/api/firm-application',
} as const satisfies ApiRoute;

export const submitFirmApplicationRoute = {
  method: 'POST',
  path: '/api/firm-application',
} as const satisfies ApiRoute;

export const addFirmApplicationDocumentRoute = {
  method: 'POST',
  path: '/api/firm-application/documents',
} as const satisfies ApiRoute;
