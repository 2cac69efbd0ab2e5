import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_INCREMENT } from '../listings/listing-phase.ts';
import {
  bidIncrement,
  replayProxyBids,
  resolveProxyBid,
  type ProxyInput,
  type ProxyListing,
} from './proxy-bids.ts';

const fresh: ProxyListing = {
  startingPrice: 10_000,
  minIncrement: 1_000,
  highestBid: null,
  leaderId: null,
  leaderMaximum: null,
};
const bid = (bidderId: string, amount: number): ProxyInput => ({ bidderId, kind: 'bid', amount });
const max = (bidderId: string, amount: number): ProxyInput => ({
  bidderId,
  kind: 'maximum',
  amount,
});
const leading = (leaderId: string, highestBid: number, leaderMaximum: number | null) => ({
  ...fresh,
  leaderId,
  highestBid,
  leaderMaximum,
});

describe('resolveProxyBid', () => {
  it('opens at the starting price for a first maximum, keeping the maximum', () => {
    expect(resolveProxyBid(fresh, max('A', 50_000))).toEqual({
      accepted: true,
      bids: [{ bidderId: 'A', amount: 10_000, automatic: true }],
      listing: leading('A', 10_000, 50_000),
    });
  });

  it('answers a normal bid below the maximum one increment above it', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), bid('B', 20_000));
    expect(outcome).toEqual({
      accepted: true,
      bids: [
        { bidderId: 'B', amount: 20_000, automatic: false },
        { bidderId: 'A', amount: 21_000, automatic: true },
      ],
      listing: leading('A', 21_000, 50_000),
    });
  });

  it('caps the answer at the maximum', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), bid('B', 49_500));
    expect(outcome.accepted && outcome.bids).toEqual([
      { bidderId: 'B', amount: 49_500, automatic: false },
      { bidderId: 'A', amount: 50_000, automatic: true },
    ]);
  });

  it('lets the earlier maximum keep the lead when a bid reaches it exactly, recording one bid', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), bid('B', 50_000));
    expect(outcome).toEqual({
      accepted: true,
      bids: [{ bidderId: 'A', amount: 50_000, automatic: true }],
      listing: leading('A', 50_000, 50_000),
    });
  });

  it('on equal maximums the earlier one wins at that maximum', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), max('B', 50_000));
    expect(outcome).toEqual({
      accepted: true,
      bids: [{ bidderId: 'A', amount: 50_000, automatic: true }],
      listing: leading('A', 50_000, 50_000),
    });
  });

  it('a higher maximum wins one increment above the lower, the lower recorded at its limit', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), max('B', 80_000));
    expect(outcome).toEqual({
      accepted: true,
      bids: [
        { bidderId: 'A', amount: 50_000, automatic: true },
        { bidderId: 'B', amount: 51_000, automatic: true },
      ],
      listing: leading('B', 51_000, 80_000),
    });
  });

  it('a higher maximum within one increment wins at its own maximum (capped)', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), max('B', 50_400));
    expect(outcome.accepted && outcome.listing).toEqual(leading('B', 50_400, 50_400));
  });

  it('a lower maximum is spent: recorded at its limit, then answered', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), max('B', 30_000));
    expect(outcome).toEqual({
      accepted: true,
      bids: [
        { bidderId: 'B', amount: 30_000, automatic: true },
        { bidderId: 'A', amount: 31_000, automatic: true },
      ],
      listing: leading('A', 31_000, 50_000),
    });
  });

  it('a bid above the maximum takes the lead at its own amount after the maximum is spent', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, 50_000), bid('B', 70_000));
    expect(outcome).toEqual({
      accepted: true,
      bids: [
        { bidderId: 'A', amount: 50_000, automatic: true },
        { bidderId: 'B', amount: 70_000, automatic: false },
      ],
      listing: leading('B', 70_000, null),
    });
  });

  it('a maximum against a plain leader bids the minimum next bid', () => {
    const outcome = resolveProxyBid(leading('A', 10_000, null), max('B', 90_000));
    expect(outcome).toEqual({
      accepted: true,
      bids: [{ bidderId: 'B', amount: 11_000, automatic: true }],
      listing: leading('B', 11_000, 90_000),
    });
  });

  it('refuses a bid or a maximum below the minimum next bid', () => {
    expect(resolveProxyBid(fresh, max('A', 9_999))).toEqual({ accepted: false, reason: 'TOO_LOW' });
    const state = leading('A', 10_000, 50_000);
    expect(resolveProxyBid(state, bid('B', 10_999))).toEqual({
      accepted: false,
      reason: 'TOO_LOW',
    });
    expect(resolveProxyBid(state, max('B', 10_999))).toEqual({
      accepted: false,
      reason: 'TOO_LOW',
    });
  });

  it('lets the leader raise their maximum, or set one, without a bid', () => {
    expect(resolveProxyBid(leading('A', 10_000, 50_000), max('A', 90_000))).toEqual({
      accepted: true,
      bids: [],
      listing: leading('A', 10_000, 90_000),
    });
    expect(resolveProxyBid(leading('A', 10_000, null), max('A', 20_000))).toEqual({
      accepted: true,
      bids: [],
      listing: leading('A', 10_000, 20_000),
    });
  });

  it('refuses a leader lowering the maximum below the current price, and a leader bidding again', () => {
    const state = leading('A', 21_000, 50_000);
    expect(resolveProxyBid(state, max('A', 20_999))).toEqual({
      accepted: false,
      reason: 'MAXIMUM_BELOW_PRICE',
    });
    expect(resolveProxyBid(state, max('A', 21_000)).accepted).toBe(true);
    expect(resolveProxyBid(state, bid('A', 60_000))).toEqual({
      accepted: false,
      reason: 'ALREADY_HIGHEST',
    });
  });

  it('bids in steps of one lira when the increment is zero or unset', () => {
    expect(bidIncrement(0)).toBe(DEFAULT_MIN_INCREMENT);
    expect(bidIncrement(null)).toBe(DEFAULT_MIN_INCREMENT);
    const state = { ...leading('A', 10_000, 50_000), minIncrement: 0 };
    const outcome = resolveProxyBid(state, bid('B', 20_000));
    expect(outcome.accepted && outcome.listing.highestBid).toBe(20_000 + DEFAULT_MIN_INCREMENT);
  });
});

describe('replayProxyBids', () => {
  it('folds inputs in order, skipping refused ones, with no two rows of one amount', () => {
    const { listing, bids } = replayProxyBids(fresh, [
      max('A', 50_000),
      bid('B', 20_000),
      bid('B', 20_500),
      max('C', 50_000),
      max('B', 70_000),
      bid('A', 70_000),
      max('A', 75_000),
    ]);
    expect(listing).toEqual(leading('A', 71_000, 75_000));
    expect(bids.map((row) => `${row.bidderId}${row.amount}${row.automatic ? '*' : ''}`)).toEqual([
      'A10000*',
      'B20000',
      'A21000*',
      'A50000*',
      'B51000*',
      'B70000*',
      'A71000*',
    ]);
    expect(new Set(bids.map((row) => row.amount)).size).toBe(bids.length);
  });
});
