import type { BidKind, PlaceBidResponse } from '@arsamezat/shared/trading/bids';
import { getMinimumNextBid } from '@arsamezat/shared/listings/listing-phase';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { WithConnection } from '../../db/connection.ts';
import { notFound, type AppError } from '../../lib/errors.ts';
import { toBidContext, type BidContextRow } from './bid-context.sql.ts';
import { wouldExtend } from './bid-diagnosis.ts';
import { readBidContext, type BidContext } from './bids.repository.ts';
import { PLACE_BID_STATEMENT, placeBidValues, type PlaceBidParams } from './place-bid.sql.ts';
import { diagnoseProxyBid } from './proxy-bid.ts';

type Int8 = number | string;
type PlacedRow = BidContextRow & {
  leading_bid_id: string | null;
  caller_bid_id: string | null;
  caller_amount: Int8 | null;
  caller_automatic: boolean | null;
  placed_highest_bid: Int8 | null;
  placed_bid_count: Int8 | null;
  took_lead: boolean | null;
  placed_leader_maximum: Int8 | null;
  placed_ends_at_ms: Int8 | null;
};

/**
 * What a refused input's listing says: the refusal to send, `transaction` (the rule accepts it but
 * not in one statement: the transaction path decides), or `retry` (the rule accepts it: the
 * listing moved while the statement waited).
 */
export type BidVerdict = AppError | 'transaction' | 'retry';

/** The statement's answer at `now`: the outcome, or the verdict on a refusal. */
export type BidAttempt = { now: Date } & (
  { placed: PlaceBidResponse; verdict?: undefined } | { placed: null; verdict: BidVerdict }
);

function toResponse(row: PlacedRow, context: BidContext, now: Date): PlaceBidResponse {
  const highestBid = Number(row.placed_highest_bid);
  const leading = row.took_lead === true;
  return {
    bid:
      row.caller_bid_id === null
        ? null
        : {
            id: row.caller_bid_id,
            amount: Number(row.caller_amount),
            createdAt: now.toISOString(),
            automatic: row.caller_automatic === true,
          },
    leading,
    maximum:
      leading && row.placed_leader_maximum !== null ? Number(row.placed_leader_maximum) : null,
    listing: {
      highestBid,
      minimumNextBid: getMinimumNextBid({ ...context, highestBid }),
      bidCount: Number(row.placed_bid_count),
      endsAt: new Date(Number(row.placed_ends_at_ms)).toISOString(),
      extended: false,
    },
  };
}

/** Why `context` refuses the input, or which way it goes on (see `BidVerdict`). */
export function judgeBid(input: { bidderId: string; kind: BidKind; amount: number }) {
  return (context: BidContext | null, now: Date): BidVerdict => {
    if (!context) return notFound(LISTING_NOT_FOUND);
    const refusal = diagnoseProxyBid(context, input, now);
    if (refusal) return refusal;
    const raise = input.kind === 'maximum' && context.highestBidderId === input.bidderId;
    return raise || wouldExtend(context, now) ? 'transaction' : 'retry';
  };
}

/**
 * Sends a bid or maximum as the one statement (`place-bid.sql.ts`, decision 047), autocommitted
 * on one connection; the server time is read once the connection is held. A refusal is judged on
 * the listing the statement's snapshot saw (null: no such listing); when that explains nothing
 * (`retry`: the row moved while the statement waited for its lock) the listing is read again on
 * the same connection and judged once more.
 */
export function attemptBid(
  withConnection: WithConnection,
  request: Omit<PlaceBidParams, 'now'>,
  clock: () => Date,
  judge: (context: BidContext | null, now: Date) => BidVerdict,
): Promise<BidAttempt> {
  return withConnection(async (run) => {
    const now = clock();
    const [row] = (await run(
      PLACE_BID_STATEMENT,
      placeBidValues({ ...request, now }),
    )) as PlacedRow[];
    const snapshot = row ? toBidContext(row) : null;
    if (row && snapshot && row.leading_bid_id !== null) {
      return { now, placed: toResponse(row, snapshot, now) };
    }
    const verdict = judge(snapshot, now);
    if (verdict !== 'retry') return { now, placed: null, verdict };
    return { now, placed: null, verdict: judge(await readBidContext(run, request), now) };
  });
}
