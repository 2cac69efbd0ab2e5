import type { ApiRoute } from '../core/api-route.ts';

export const listAuditEntriesRoute = {
  method: 'GET',
  path: '/api/admin/audit',
} as const satisfies ApiRoute;
