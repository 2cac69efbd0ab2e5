import type { MyBidsQuery } from '@arsamezat/shared/member/member-records';

/** Query keys of the member's own data; invalidate `memberKeys.all` after a bid or a payment. */
export const memberKeys = {
  all: ['member'] as const,
  dashboard: () => [...memberKeys.all, 'dashboard'] as const,
  bids: (query: MyBidsQuery) => [...memberKeys.all, 'bids', query] as const,
  deposits: (page: number) => [...memberKeys.all, 'deposits', page] as const,
  offers: (page: number) => [...memberKeys.all, 'offers', page] as const,
  wins: (page: number) => [...memberKeys.all, 'wins', page] as const,
};

/** Lists refresh every 30 s while the page is visible (spec §4 background refresh). */
export const MEMBER_REFRESH_MS = 30_000;
