import { BID_OUTCOMES, type BidOutcome } from '@arsamezat/shared/member/member-records';
import { LISTING_PHASES, type ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { paths } from '../../../config/paths';

/** The tabs of /bids, in the URL as `?tab=`. */
export const BIDS_TABS = ['bids', 'deposits', 'offers', 'wins'] as const;
export type BidsTab = (typeof BIDS_TABS)[number];

export const BIDS_TAB_LABELS: Record<BidsTab, string> = {
  bids: 'İhale Tekliflerim',
  deposits: 'Teminatlarım',
  offers: 'Pazarlık Tekliflerim',
  wins: 'Kazandıklarım',
};

export const bidsTabPath = (tab: BidsTab) =>
  tab === 'bids' ? paths.bids : `${paths.bids}?tab=${tab}`;

/** What /bids shows, read from its query string; anything unknown falls back to the default. */
export type BidsState = {
  tab: BidsTab;
  page: number;
  phase: ListingPhase | undefined;
  outcome: BidOutcome | undefined;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export function readBidsState(params: URLSearchParams): BidsState {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(BIDS_TABS, params.get('tab')) ?? 'bids',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    phase: oneOf(LISTING_PHASES, params.get('phase')),
    outcome: oneOf(BID_OUTCOMES, params.get('outcome')),
  };
}

/** The query string for a state; defaults are left out. */
export function writeBidsState(state: BidsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'bids') params.set('tab', state.tab);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.tab === 'bids' && state.phase) params.set('phase', state.phase);
  if (state.tab === 'bids' && state.outcome) params.set('outcome', state.outcome);
  return params;
}
