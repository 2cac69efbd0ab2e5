import type { ListingEvent } from '@arsamezat/shared/trading/events';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits } from '../../db/schema/trading.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { runClosingOnce } from './auction-closing.job.ts';

const clock = movableClock('2026-05-05T12:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(clock.clock().getTime() + minutes * MINUTE);

let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
const run = () => runClosingOnce(t.app.deps);

async function statusOf(id: string) {
  const [row] = await t.database.db
    .select({
      status: listings.status,
      winnerId: listings.winnerId,
      finalPrice: listings.finalPrice,
      closedAt: listings.closedAt,
    })
    .from(listings)
    .where(eq(listings.id, id));
  return row;
}
async function depositsOf(id: string) {
  const rows = await t.database.db
    .select({ userId: deposits.userId, status: deposits.status })
    .from(deposits)
    .where(eq(deposits.listingId, id));
  return Object.fromEntries(rows.map((row) => [row.userId, row.status]));
}
async function eventsOf(listingId: string) {
  const seen: ListingEvent[] = [];
  const stop = await t.app.deps.events.subscribe(listingId, (event) => seen.push(event));
  return { seen, stop };
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const now = clock.clock();
  ahmet = await signedInTrader(t.database.db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, now, { firstName: 'Ayşe', lastName: 'Kaya' });
  mehmet = await signedInTrader(t.database.db, now, { firstName: 'Mehmet', lastName: 'Demir' });
  await run(); // nothing from other files' fixtures is due in this fresh database
});
afterAll(() => t.close());

describe('runClosingOnce', () => {
  it('ends an auction at its end: winner, final price, refunds due for the others, once', async () => {
    const id = await insertListing(t.database.db, {
      status: 'active',
      startsAt: at(-60),
      endsAt: at(10),
      antiSnipeMinutes: 0,
    });
    const depositIds = new Map<string, string>();
    for (const trader of [ahmet, ayse]) {
      depositIds.set(
        trader.id,
        await insertDeposit(t.database.db, { listingId: id, userId: trader.id }),
      );
    }
    const closedDepositOf = (trader: Trader) => depositIds.get(trader.id)!;
    await insertDeposit(t.database.db, { listingId: id, userId: mehmet.id, status: 'pending' });
    await placeBid(t, ahmet, id, 100_000_00);
    await placeBid(t, ayse, id, 101_000_00);
    const events = await eventsOf(id);

    expect((await run()).closed.map((row) => row.id)).not.toContain(id);
    clock.advance(10 * 60);
    const first = await run();
    expect(first.closed).toEqual([
      {
        id,
        firmId: null,
        listingType: 'auction',
        winnerId: ayse.id,
        winnerFullName: 'Ayşe Kaya',
        finalPrice: 101_000_00,
        // Ayşe's deposit stays with us as the service fee; her notice says so (decision 060).
        winnerDeposit: 5_000_00,
        winnerDepositId: closedDepositOf(ayse),
        // Ahmet, the other bidder, is the runner-up (issue 29): his deposit stays held, at his
        // highest bid, until the sale's payment is secured.
        runnerUp: { userId: ahmet.id, amount: 100_000_00, depositId: closedDepositOf(ahmet) },
        refundsDue: 0,
        depositorsWithoutBids: [],
      },
    ]);
    expect(await statusOf(id)).toEqual({
      status: 'ended',
      winnerId: ayse.id,
      finalPrice: 101_000_00,
      closedAt: clock.clock(),
    });
    expect(await depositsOf(id)).toEqual({
      [ahmet.id]: 'completed',
      [ayse.id]: 'completed',
      [mehmet.id]: 'pending',
    });
    expect((await run()).closed).toEqual([]);

    await expect.poll(() => events.seen.length).toBe(1);
    expect(events.seen[0]).toEqual({
      type: 'ended',
      data: { listingId: id, status: 'ended', winnerName: 'Ay*** Ka***', finalPrice: 101_000_00 },
    });
    events.stop();

    // The read path and the bid path agree it is over.
    const detail = (await send(t, 'GET', `/api/listings/${id}`)).json<ListingDetail>();
    expect(detail).toMatchObject({ phase: 'ended', status: 'ended', finalPrice: 101_000_00 });
    const late = await placeBid(t, ahmet, id, 200_000_00);
    expect(late.json<ErrorBody>().error.code).toBe('AUCTION_NOT_ACTIVE');
  });

  it('ends an auction without bids with no winner, and refunds every deposit', async () => {
    const id = await insertListing(t.database.db, {
      status: 'active',
      startsAt: at(-60),
      endsAt: at(-1),
    });
    await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id });
    await insertDeposit(t.database.db, { listingId: id, userId: ayse.id, status: 'failed' });
    const { closed } = await run();
    expect(closed).toContainEqual({
      id,
      firmId: null,
      listingType: 'auction',
      winnerId: null,
      winnerFullName: null,
      finalPrice: null,
      winnerDeposit: null,
      winnerDepositId: null,
      runnerUp: null,
      refundsDue: 1,
      depositorsWithoutBids: [ahmet.id],
    });
    expect(await depositsOf(id)).toEqual({ [ahmet.id]: 'refund_due', [ayse.id]: 'failed' });
  });

  it('ends offer listings unsold, and leaves sold, cancelled and running ones alone', async () => {
    const offer = await insertListing(t.database.db, {
      listingType: 'offer',
      status: 'active',
      startsAt: at(-60),
      endsAt: at(-1),
    });
    await insertDeposit(t.database.db, { listingId: offer, userId: ahmet.id });
    const sold = await insertListing(t.database.db, {
      listingType: 'offer',
      status: 'sold',
      startsAt: at(-60),
      endsAt: at(-1),
    });
    const cancelled = await insertListing(t.database.db, {
      status: 'cancelled',
      startsAt: at(-60),
      endsAt: at(-1),
    });
    const running = await insertListing(t.database.db, {
      status: 'active',
      startsAt: at(-60),
      endsAt: at(1),
    });
    const { closed } = await run();
    expect(closed.map((row) => row.id)).toEqual([offer]);
    expect(await statusOf(offer)).toMatchObject({
      status: 'ended',
      winnerId: null,
      finalPrice: null,
    });
    expect(await depositsOf(offer)).toEqual({ [ahmet.id]: 'refund_due' });
    expect((await statusOf(sold))?.status).toBe('sold');
    expect((await statusOf(cancelled))?.status).toBe('cancelled');
    expect((await statusOf(running))?.status).toBe('active');
  });

  it('opens upcoming listings at their start, and ends those whose end has passed too', async () => {
    const due = await insertListing(t.database.db, {
      status: 'upcoming',
      startsAt: at(0),
      endsAt: at(60),
    });
    const later = await insertListing(t.database.db, {
      status: 'upcoming',
      startsAt: at(1),
      endsAt: at(60),
    });
    const missed = await insertListing(t.database.db, {
      status: 'upcoming',
      startsAt: at(-60),
      endsAt: at(-30),
    });
    const events = await eventsOf(due);
    const { closed, started } = await run();
    expect(started).toEqual([due]);
    expect(closed.map((row) => row.id)).toEqual([missed]);
    expect((await statusOf(due))?.status).toBe('active');
    expect((await statusOf(later))?.status).toBe('upcoming');
    expect((await statusOf(missed))?.status).toBe('ended');
    await expect.poll(() => events.seen).toEqual([{ type: 'started', data: { listingId: due } }]);
    events.stop();
    expect((await run()).started).toEqual([]);
  });
});
