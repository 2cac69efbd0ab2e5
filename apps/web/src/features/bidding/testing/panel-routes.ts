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

/** The member has no bids here unless a test says otherwise. */
export const stubPanelApi = (routes: Parameters<typeof stubApi>[0]) =>
  stubApi({ [MY_BIDS]: { body: { items: [], maximum: null } }, ...routes });

export const myOffers = (overrides: Partial<MyOffers> = {}): MyOffers => ({
  items: [],
  current: null,
  lastRejected: false,
  ...overrides,
});
