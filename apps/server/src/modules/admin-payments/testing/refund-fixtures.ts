import type { TestApp } from '../../../../test/helpers/app.ts';
import { runClosingOnce } from '../../auctions/index.ts';
import type {
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from '../../../providers/payments/payment-provider.ts';
import { placeBid, signedInTrader, type Trader } from '../../bids/testing/trading-fixtures.ts';
import {
  openAuction,
  payDeposit,
  PAYMENT_TEST_NOW,
} from '../../payments/testing/sandbox-journey.ts';

/** Test helpers for the refund queue: a provider that counts refunds, a closed auction's losers. */

type Refunding = {
  /** Every refund the provider was asked for, in order. */
  calls: RefundRequest[];
  /** The next refunds answer this instead of asking the inner provider. */
  next: (RefundResult | Error)[];
  /** How long each refund takes (lets two callers overlap). */
  delayMs: number;
};

/** Wraps a provider: its refunds are counted, delayed or answered by the test. */
export function countingProvider(inner: PaymentProvider): PaymentProvider & { refunds: Refunding } {
  const refunds: Refunding = { calls: [], next: [], delayMs: 0 };
  return {
    name: inner.name,
    start: (input) => inner.start(input),
    verify: (input) => inner.verify(input),
    status: (input) => inner.status(input),
    refunds,
    async refund(request) {
      refunds.calls.push(request);
      if (refunds.delayMs > 0) await new Promise((r) => setTimeout(r, refunds.delayMs));
      const answer = refunds.next.shift();
      if (answer instanceof Error) throw answer;
      return answer ?? inner.refund(request);
    },
  };
}

const HOUR = 60 * 60 * 1000;
let seq = 0;

/** A server clock the test can set to any time. */
export function settableClock(start = PAYMENT_TEST_NOW.toISOString()) {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    set(iso: string) {
      now = new Date(iso).getTime();
    },
    advance(ms: number) {
      now += ms;
    },
  };
}
export type SettableClock = ReturnType<typeof settableClock>;

/**
 * An auction whose deposits were paid through the sandbox bank by a winner, a runner-up and
 * `losers` others, each with a bid, then closed by the closing job: the losers' deposits are
 * refund_due; the runner-up's stays held (issue 29).
 */
export async function closedAuctionWithLosers(
  t: TestApp,
  clock: SettableClock,
  losers = 2,
): Promise<{ listingId: string; winner: Trader; runnerUp: Trader; losers: Trader[] }> {
  clock.set(PAYMENT_TEST_NOW.toISOString());
  const listingId = await openAuction(t);
  const people: Trader[] = [];
  // `losers` refunded bidders, then the runner-up (second highest: their deposit stays held,
  // issue 29), then the winner.
  for (let i = 0; i <= losers + 1; i++) {
    seq += 1;
    const trader = await signedInTrader(t.database.db, clock.clock(), {
      firstName: `Katılımcı${seq}`,
      lastName: 'Yılmaz',
    });
    const paid = await payDeposit(t, trader, listingId);
    if (paid.callback.statusCode !== 303)
      throw new Error(`deposit not paid: ${paid.callback.body}`);
    const bid = await placeBid(t, trader, listingId, 100_000_00 + i * 1_000_00);
    if (bid.statusCode !== 201) throw new Error(`bid refused: ${bid.body}`);
    people.push(trader);
  }
  clock.set(new Date(PAYMENT_TEST_NOW.getTime() + 25 * HOUR).toISOString());
  await runClosingOnce({ db: t.database.db, clock: clock.clock, events: t.app.deps.events });
  const winner = people.pop();
  const runnerUp = people.pop();
  if (!winner || !runnerUp) throw new Error('an auction with a runner-up needs two people');
  return { listingId, winner, runnerUp, losers: people };
}
