import type { ApiRoute } from '../core/api-route.ts';

export const getDashboardRoute = {
  method: 'GET',
  path: '/api/me/dashboard',
} as const satisfies ApiRoute;

export const getMemberBidsRoute = {
  method: 'GET',
  path: '/api/me/bids',
} as const satisfies ApiRoute;

export const getMemberDepositsRoute = {
  method: 'GET',
  path: '/api/me/deposits',
} as const satisfies ApiRoute;

export const getMemberOffersRoute = {
  method: 'GET',
  path: '/api/me/offers',
} as const satisfies ApiRoute;

export const getMemberWinsRoute = {
  method: 'GET',
  path: '/api/me/wins',
} as const satisfies ApiRoute;
