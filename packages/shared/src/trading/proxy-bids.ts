import { DEFAULT_MIN_INCREMENT, getMinimumNextBid } from '../listings/listing-phase.ts';

/*
 * Maximum (proxy) bids, decision 028. A member may give a maximum instead of a bid: the server
 * then bids for them, one increment above the competing bid, up to that maximum, which stays
 * secret. Only the leader's maximum matters (a maximum that lost is exhausted: the price is past
 * it), so a listing keeps one: `leaderMaximum`. Inputs are decided one at a time under the
 * listing's row lock, so the leader's maximum is always the earlier one: on equal reach the
 * leader keeps the lead. A listing never holds two bids of the same amount, so when a challenge
 * reaches exactly the leader's maximum only the leader's automatic bid is recorded.
 */

/** What the rule reads of a listing (money in kuruş). */
export type ProxyListing = {
  startingPrice: number;
  minIncrement: number | null;
  highestBid: number | null;
  leaderId: string | null;
  /** The leader's secret maximum, or null when the leader bid without one. */
  leaderMaximum: number | null;
};

/** A normal bid (`amount` is the bid) or a maximum (`amount` is the most the server may bid). */
export type ProxyInput = { bidderId: string; kind: 'bid' | 'maximum'; amount: number };

/** One bid row the input produces, in the order of acceptance. */
export type ProxyBidRow = { bidderId: string; amount: number; automatic: boolean };

export type ProxyRefusal =
  /** Below the minimum next bid (a maximum must reach it too). */
  | 'TOO_LOW'
  /** A normal bid from the leader. */
  | 'ALREADY_HIGHEST'
  /** The leader's new maximum is below the current price. */
  | 'MAXIMUM_BELOW_PRICE';

export type ProxyOutcome =
  | { accepted: false; reason: ProxyRefusal }
  | {
      accepted: true;
      /** Bid rows to record, oldest first (none when the leader only changed their maximum). */
      bids: ProxyBidRow[];
      /** The listing after the input. */
      listing: ProxyListing;
    };

/** The step the server bids in: the listing's increment when positive, else 1 lira. */
export function bidIncrement(minIncrement: number | null): number {
  return minIncrement !== null && minIncrement > 0 ? minIncrement : DEFAULT_MIN_INCREMENT;
}

/** Decides one input against the listing as it stands (the input's bidder is `input.bidderId`). */
export function resolveProxyBid(listing: ProxyListing, input: ProxyInput): ProxyOutcome {
  const { leaderId, highestBid } = listing;
  if (leaderId !== null && leaderId === input.bidderId) {
    if (input.kind === 'bid') return { accepted: false, reason: 'ALREADY_HIGHEST' };
    if (highestBid !== null && input.amount < highestBid) {
      return { accepted: false, reason: 'MAXIMUM_BELOW_PRICE' };
    }
    return { accepted: true, bids: [], listing: { ...listing, leaderMaximum: input.amount } };
  }
  const minimumNextBid = getMinimumNextBid(listing);
  if (input.amount < minimumNextBid) return { accepted: false, reason: 'TOO_LOW' };

  const increment = bidIncrement(listing.minIncrement);
  const automatic = input.kind === 'maximum';
  const challenger = input.bidderId;
  if (leaderId === null || highestBid === null) {
    const amount = automatic ? listing.startingPrice : input.amount;
    return won(listing, [{ bidderId: challenger, amount, automatic }], input);
  }
  // The leader's reach: their maximum, or their bid when they gave none.
  const reach = Math.max(listing.leaderMaximum ?? highestBid, highestBid);
  if (input.amount > reach) {
    const rows: ProxyBidRow[] = [];
    if (reach > highestBid) rows.push({ bidderId: leaderId, amount: reach, automatic: true });
    const amount = automatic ? Math.min(reach + increment, input.amount) : input.amount;
    rows.push({ bidderId: challenger, amount, automatic });
    return won(listing, rows, input);
  }
  // The leader's maximum holds (an equal one too: it is the earlier).
  const answer = Math.min(input.amount + increment, reach);
  const rows: ProxyBidRow[] = [];
  if (input.amount < answer) rows.push({ bidderId: challenger, amount: input.amount, automatic });
  rows.push({ bidderId: leaderId, amount: answer, automatic: true });
  return { accepted: true, bids: rows, listing: { ...listing, highestBid: answer } };
}

/** The challenger takes the lead; their own row is the last of `rows`. */
function won(listing: ProxyListing, rows: ProxyBidRow[], input: ProxyInput): ProxyOutcome {
  const price = rows.at(-1)?.amount ?? input.amount;
  return {
    accepted: true,
    bids: rows,
    listing: {
      ...listing,
      highestBid: price,
      leaderId: input.bidderId,
      leaderMaximum: input.kind === 'maximum' ? input.amount : null,
    },
  };
}

/** Replays accepted and refused inputs in order: the listing they leave, every row they made. */
export function replayProxyBids(listing: ProxyListing, inputs: readonly ProxyInput[]) {
  let state = listing;
  const rows: ProxyBidRow[] = [];
  for (const input of inputs) {
    const outcome = resolveProxyBid(state, input);
    if (!outcome.accepted) continue;
    state = outcome.listing;
    rows.push(...outcome.bids);
  }
  return { listing: state, bids: rows };
}
