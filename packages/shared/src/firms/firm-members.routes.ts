import type { ApiRoute } from '../core/api-route.ts';

export const listFirmMembersRoute = {
  method: 'GET',
  path: '/api/firm/members',
} as const satisfies ApiRoute;

export const addFirmMemberRoute = {
  method: 'POST',
  path: '/api/firm/members',
} as const satisfies ApiRoute;

export const removeFirmMemberRoute = {
  method: 'DELETE',
  path: '/api/firm/members/:id',
} as const satisfies ApiRoute;
