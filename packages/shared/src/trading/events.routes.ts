import type { ApiRoute } from '../core/api-route.ts';

export const followListingRoute = {
  method: 'GET',
  path: '/api/listings/:id/events',
} as const satisfies ApiRoute;

export const followListingsRoute = {
  method: 'GET',
  path: '/api/listings/events',
} as const satisfies ApiRoute;

/**
 * The stream's own event (not a listing event; no schema, data `{}`), in this zod-free file so
 * pages can name it without loading the events' schemas: sent instead of a replay when what a
 * reconnecting stream missed is no longer in the server's log, or too much; the page refetches.
 */
export const STREAM_RELOAD_EVENT = 'reload';
