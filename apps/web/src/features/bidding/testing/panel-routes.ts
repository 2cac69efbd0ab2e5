import type { MyListingBids } from '@arsamezat/shared/trading/bids';
import type { MyOffers } from '@arsamezat/shared/trading/offers';
import { listingPath, stubApi, TEST_NOW } from './bidding-test-kit';

/*
 * The API routes the trade panel calls, and their usual answers. Apart from trade-panel-kit,
 * which imports the panel itself: the lazy panel's tests must not load it before they allow.
 */

export const DEPOSIT = `GET ${listingPath}/deposit`;
export const BIDS = `POST ${listingPath}/bids`;
export const OFFERS = `POST ${listingPath}/offers`;
export const MY_OFFERS = `GET ${listingPath}/offers/mine`;
export const MY_BIDS = `GET ${listingPath}/bids/mine`;
export const now = () => TEST_NOW;

/** GET …/bids/mine's answer: no bids, no maximum, not outbid, unless told. */
export const myBids = (overrides: Partial<MyListingBids> = {}): MyListingBids => ({
  items: [],
  maximum: null,
  outbid: null,
  ...overrides,
});

/** The member has no bids here unless a test says otherwise. */
export const stubPanelApi = (routes: Parameters<typeof stubApi>[0]) =>
  stubApi({ [MY_BIDS]: { body: myBids() }, ...routes });

export const myOffers = (overrides: Partial<MyOffers> = {}): MyOffers => ({
  items: [],
  current: null,
  lastRejected: false,
  ...overrides,
});
