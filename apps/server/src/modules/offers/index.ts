/** The offers module's face: offers on offer listings, a member's own offers, the admin's decisions. */
export { offersRoutes } from './offers.routes.ts';
export { adminOffersRoutes } from './offers-admin.routes.ts';
export { createOfferService } from './offers.service.ts';
export { createOwnOfferService } from './own-offers.service.ts';
export { createOfferAdminService } from './offers-admin.service.ts';
// Who decides offers (decision 072): the rules every decider shares, the firm's service takes them.
export { createOfferDecisions, type OfferDecider, type OfferDecisions } from './offer-decisions.ts';
