import type { ApiRoute } from '../core/api-route.ts';

export const getWatchStatusRoute = {
  method: 'GET',
  path: '/api/listings/:id/watch',
} as const satisfies ApiRoute;

export const watchRoute = {
  method: 'PUT',
  path: '/api/listings/:id/watch',
} as const satisfies ApiRoute;

export const unwatchRoute = {
  method: 'DELETE',
  path: '/api/listings/:id/watch',
} as const satisfies ApiRoute;

export const getWatchlistRoute = {
  method: 'GET',
  path: '/api/me/watchlist',
} as const satisfies ApiRoute;

export const getWatchedIdsRoute = {
  method: 'GET',
  path: '/api/me/watchlist/ids',
} as const satisfies ApiRoute;

export const listSavedSearchesRoute = {
  method: 'GET',
  path: '/api/me/saved-searches',
} as const satisfies ApiRoute;

export const createSavedSearchRoute = {
  method: 'POST',
  path: '/api/me/saved-searches',
} as const satisfies ApiRoute;

export const updateSavedSearchRoute = {
  method: 'PATCH',
  path: '/api/me/saved-searches/:id',
} as const satisfies ApiRoute;

export const deleteSavedSearchRoute = {
  method: 'DELETE',
  path: '/api/me/saved-searches/:id',
} as const satisfies ApiRoute;
