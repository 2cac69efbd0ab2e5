import type { BidEvent } from '@arsamezat/shared/trading/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits } from '../../db/schema/trading.ts';
import type { BackgroundJob } from '../../lib/interval-job.ts';
import { createAuctionJobs, runClosingOnce } from '../auctions/index.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { EVENT_BUSES } from '../../../test/helpers/nats.ts';
import { openSse } from './testing/sse-client.ts';

/**
 * Two app instances on one database (on PostgreSQL two pools on one test database; on PGlite two
 * apps sharing one Database object, each with its own LISTEN or NATS connection): events cross
 * from one to the other only through the bus — NOTIFY, or NATS (decision 087) — and their
 * closing jobs close each auction once.
 */

describe.each(EVENT_BUSES)('on the $bus bus', ({ bus, env }) => {
  const clock = movableClock('2026-05-05T12:00:00.000Z');
  const MINUTE = 60_000;
  const at = (minutes: number) => new Date(clock.clock().getTime() + minutes * MINUTE);

  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let ahmet: Trader;
  let ayse: Trader;
  /** The lowest bidder: refunded at the close (the second highest, Ahmet, is the runner-up). */
  let mehmet: Trader;

  async function auction(endsInMinutes: number) {
    const id = await insertListing(a.database.db, {
      status: 'active',
      startsAt: at(-60),
      endsAt: at(endsInMinutes),
      antiSnipeMinutes: 0,
    });
    for (const trader of [ahmet, ayse, mehmet]) {
      await insertDeposit(a.database.db, { listingId: id, userId: trader.id });
    }
    return id;
  }

  beforeAll(async () => {
    a = await createTestApp({ clock: clock.clock, env });
    b = await createSecondInstance(a, { clock: clock.clock, env });
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    ahmet = await signedInTrader(a.database.db, clock.clock(), {
      firstName: 'Ahmet',
      lastName: 'Yılmaz',
    });
    ayse = await signedInTrader(a.database.db, clock.clock(), {
      firstName: 'Ayşe',
      lastName: 'Kaya',
    });
    mehmet = await signedInTrader(a.database.db, clock.clock(), {
      firstName: 'Mehmet',
      lastName: 'Demir',
    });
  });
  let bClosed = false;
  afterAll(async () => {
    if (!bClosed) await b.close();
    await a.close();
  });

  describe('two instances on one database', () => {
    it('the bus is the one the settings name', () => {
      expect([a.app.deps.events.kind, b.app.deps.events.kind]).toEqual([bus, bus]);
    });

    it('a bid placed on A arrives as an event on B', async () => {
      const id = await auction(60);
      const stream = await openSse(`${baseB}/api/listings/${id}/events`);
      const res = await placeBid(a, ahmet, id, 100_000_00);
      expect(res.statusCode).toBe(201);
      const event = await stream.next('bid', 10_000);
      expect(event.data).toMatchObject({
        listingId: id,
        highestBid: 100_000_00,
        bidCount: 1,
        bidderName: 'Ah*** Yı***',
      } satisfies Partial<BidEvent>);
      stream.close();
    });

    it('two closing passes racing close an auction once; B hears one `ended`', async () => {
      const id = await auction(1);
      await placeBid(a, mehmet, id, 100_000_00);
      await placeBid(a, ahmet, id, 101_000_00);
      await placeBid(b, ayse, id, 102_000_00);
      const stream = await openSse(`${baseB}/api/listings/${id}/events`);
      clock.advance(60);

      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) => runClosingOnce((i % 2 ? b : a).app.deps)),
      );
      const closures = runs.flatMap((run) => run.closed).filter((row) => row.id === id);
      expect(closures).toHaveLength(1);
      expect(closures[0]).toMatchObject({
        winnerId: ayse.id,
        finalPrice: 102_000_00,
        refundsDue: 1,
        runnerUp: { userId: ahmet.id, amount: 101_000_00 },
      });

      expect((await stream.next('ended')).data).toEqual({
        listingId: id,
        status: 'ended',
        winnerName: 'Ay*** Ka***',
        finalPrice: 102_000_00,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.messages.filter((m) => m.event === 'ended')).toHaveLength(1);
      stream.close();
    });

    it('with both interval jobs running, an auction ends once and refunds are due once', async () => {
      const id = await auction(1);
      await placeBid(a, mehmet, id, 100_000_00);
      await placeBid(a, ahmet, id, 101_000_00);
      await placeBid(a, ayse, id, 102_000_00);
      const stream = await openSse(`${baseB}/api/listings/${id}/events`);
      const silent = { ...a.app.log, info: () => undefined } as unknown as typeof a.app.log;
      const jobs: BackgroundJob[] = [a, b].map((t) =>
        createAuctionJobs({ ...t.app.deps, log: silent }, 5),
      );
      for (const job of jobs) job.start();
      try {
        clock.advance(60);
        await stream.next('ended', 10_000);
        await new Promise((resolve) => setTimeout(resolve, 100)); // more passes of both jobs
      } finally {
        await Promise.all(jobs.map((job) => job.stop()));
      }
      expect(stream.messages.filter((m) => m.event === 'ended')).toHaveLength(1);
      const [row] = await a.database.db
        .select({ status: listings.status, winnerId: listings.winnerId })
        .from(listings)
        .where(eq(listings.id, id));
      expect(row).toEqual({ status: 'ended', winnerId: ayse.id });
      const states = await a.database.db
        .select({ userId: deposits.userId, status: deposits.status })
        .from(deposits)
        .where(eq(deposits.listingId, id));
      expect(Object.fromEntries(states.map((s) => [s.userId, s.status]))).toEqual({
        [mehmet.id]: 'refund_due',
        // The runner-up's deposit is held (issue 29).
        [ahmet.id]: 'completed',
        [ayse.id]: 'completed',
      });
      stream.close();
    });

    it('a stream that drops on A and reconnects to B with its last event id misses nothing', async () => {
      const id = await auction(60);
      const first = await openSse(`${baseA}/api/listings/${id}/events`);
      await placeBid(a, ahmet, id, 100_000_00);
      const seen = await first.next('bid', 10_000);
      first.close();
      // While the browser is away: two bids, one on each instance.
      await placeBid(b, ayse, id, 101_000_00);
      await placeBid(a, mehmet, id, 102_000_00);
      const again = await openSse(`${baseB}/api/listings/${id}/events`, {
        lastEventId: seen.id,
      });
      const missed = [await again.next('bid', 10_000), await again.next('bid', 10_000)];
      expect(missed.map((m) => (m.data as BidEvent).highestBid)).toEqual([101_000_00, 102_000_00]);
      expect(Number(missed[0]!.id)).toBeGreaterThan(Number(seen.id));
      expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id));
      // And live after the replay, once each.
      await placeBid(a, ahmet, id, 103_000_00);
      expect(((await again.next('bid', 10_000)).data as BidEvent).highestBid).toBe(103_000_00);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(again.messages.filter((m) => m.event === 'bid')).toHaveLength(3);
      again.close();
    });

    // Last: it closes B.
    it('closing an instance ends its open streams instead of waiting for them', async () => {
      const id = await auction(60);
      const stream = await openSse(`${baseB}/api/listings/${id}/events`);
      expect(stream.status).toBe(200);
      await b.close();
      bClosed = true;
      await stream.ended;
    });
  });
});
