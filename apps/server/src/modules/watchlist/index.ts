/** The watchlist module's face: watched listings and saved searches, and their routes. */
export { createWatchlistService } from './watchlist.service.ts';
export { watchlistRoutes } from './watchlist.routes.ts';
