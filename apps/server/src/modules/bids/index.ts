/** The bids module's face: placing a bid or a maximum (one statement, decision 047) and its route. */
export { createBidService } from './bids.service.ts';
export { bidsRoutes } from './bids.routes.ts';
