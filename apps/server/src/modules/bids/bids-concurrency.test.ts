import type { PlaceBidResponse } from '@arsamezat/shared/trading/bids';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { onPostgres } from '../../../test/helpers/database.ts';
import { listings } from '../../db/schema/listings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { bids } from '../../db/schema/trading.ts';
import { replayProxyBids, type ProxyInput } from '@arsamezat/shared/trading/proxy-bids';
import { attemptBid, judgeBid } from './attempt-bid.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from './testing/trading-fixtures.ts';

/**
 * Fifty bids at once at one listing (on PostgreSQL through a pool of 20 connections, so they
 * really race; PGlite serialises them). Whatever the interleaving, the listing and its bid rows
 * must tell one consistent story.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const START = 100_000_00;
const STEP = 1_000_00;
const N = 50;

let t: TestApp;
let traders: Trader[];

async function hotAuction(): Promise<string> {
  const id = await insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + HOUR),
    startingPrice: START,
    minIncrement: STEP,
  });
  for (const trader of traders) {
    await insertDeposit(t.database.db, { listingId: id, userId: trader.id });
  }
  return id;
}

async function listingState(id: string) {
  const [row] = await t.database.db
    .select({
      highestBid: listings.highestBid,
      highestBidderId: listings.highestBidderId,
      bidCount: listings.bidCount,
    })
    .from(listings)
    .where(eq(listings.id, id));
  const rows = await t.database.db
    .select({ amount: bids.amount, bidderId: bids.bidderId })
    .from(bids)
    .where(eq(bids.listingId, id));
  return { listing: row!, rows };
}

/**
 * Every accepted bid's outbid notice went to the member who led right before it (the bid before
 * it in acceptance order), carried the new price, and nobody else was told (decision 044: the
 * previous leader comes from the locked row, not from the statement's snapshot).
 */
async function expectOutbidChain(id: string) {
  const accepted = await t.database.db
    .select({ id: bids.id, amount: bids.amount, bidderId: bids.bidderId })
    .from(bids)
    .where(eq(bids.listingId, id))
    .orderBy(asc(bids.seq));
  const notices = await t.database.db
    .select({
      eventKey: notifications.eventKey,
      recipientId: notifications.recipientId,
      channel: notifications.channel,
      data: notifications.data,
    })
    .from(notifications)
    .where(and(eq(notifications.listingId, id), eq(notifications.event, 'outbid')));
  const told = new Map<string, Set<string>>();
  for (const notice of notices) {
    const data = notice.data as { amount: number; highestBid: number };
    const bid = accepted.find((row) => row.id === notice.eventKey);
    expect(bid).toBeDefined();
    expect(data.amount).toBe(bid!.amount);
    expect(data.highestBid).toBe(bid!.amount);
    told.set(notice.eventKey, (told.get(notice.eventKey) ?? new Set()).add(notice.recipientId));
    expect(notice.channel).toBeDefined();
  }
  expect(told.has(accepted[0]!.id)).toBe(false);
  for (let k = 1; k < accepted.length; k++) {
    expect([...(told.get(accepted[k]!.id) ?? [])]).toEqual([accepted[k - 1]!.bidderId]);
  }
  expect(told.size).toBe(Math.max(accepted.length - 1, 0));
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  traders = [];
  for (let i = 0; i < N; i++) {
    traders.push(
      await signedInTrader(t.database.db, NOW, { firstName: `Teklifçi${i}`, lastName: 'Test' }),
    );
  }
  if (onPostgres) {
    // The point is contention: make sure the pool really has 20 connections open.
    const pool = t.database.pool!;
    expect(pool.options.max).toBe(20);
    await Promise.all(
      Array.from({ length: 20 }, () => t.database.db.execute(sql`select pg_sleep(0.01)`)),
    );
  }
});
afterAll(() => t.close());

describe(`${N} simultaneous bids at one listing`, () => {
  it('of the same amount: exactly one is accepted', async () => {
    const id = await hotAuction();
    const answers = await Promise.all(traders.map((trader) => placeBid(t, trader, id, START)));

    const accepted = answers.filter((res) => res.statusCode === 201);
    expect(accepted).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 201);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorBody>().error).toMatchObject({
        code: 'BID_TOO_LOW',
        minimumNextBid: START + STEP,
      });
    }
    const { listing, rows } = await listingState(id);
    expect(listing.highestBid).toBe(START);
    expect(listing.bidCount).toBe(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bidderId).toBe(listing.highestBidderId);
  });

  it('of rising amounts: the accepted ones are consistent, the largest always wins', async () => {
    const id = await hotAuction();
    const amounts = traders.map((_, i) => START + i * STEP);
    const answers = await Promise.all(
      traders.map((trader, i) => placeBid(t, trader, id, amounts[i])),
    );

    const acceptedAmounts: number[] = [];
    answers.forEach((res, i) => {
      if (res.statusCode === 201) {
        const body = res.json<PlaceBidResponse>();
        expect(body.bid!.amount).toBe(amounts[i]);
        expect(body.listing.highestBid).toBe(amounts[i]);
        acceptedAmounts.push(amounts[i]!);
      } else {
        expect(res.statusCode).toBe(409);
        // Each bidder bids once, so only "too low" can refuse them.
        expect(res.json<ErrorBody>().error.code).toBe('BID_TOO_LOW');
      }
    });
    const largest = START + (N - 1) * STEP;
    expect(acceptedAmounts).toContain(largest);

    const { listing, rows } = await listingState(id);
    const rowAmounts = rows.map((row) => row.amount).sort((a, b) => a - b);
    expect(rowAmounts).toEqual([...acceptedAmounts].sort((a, b) => a - b));
    expect(new Set(rowAmounts).size).toBe(rowAmounts.length);
    expect(listing.bidCount).toBe(rows.length);
    expect(listing.highestBid).toBe(largest);
    expect(listing.highestBidderId).toBe(traders[N - 1]!.id);
    // Every accepted bid beat the one accepted before it by at least the increment.
    for (let i = 1; i < rowAmounts.length; i++) {
      expect(rowAmounts[i]! - rowAmounts[i - 1]!).toBeGreaterThanOrEqual(STEP);
    }
    if (!onPostgres) expect(rows).toHaveLength(N); // serialised in order of arrival
    await expectOutbidChain(id);
  });

  it('straight at the statement (no per-listing queue): the database alone keeps it right', async () => {
    // The service lets only two bids per listing through at once; here all fifty race in the
    // database (on PostgreSQL through twenty connections), half at one amount, half rising.
    const id = await hotAuction();
    const clock = () => NOW;
    const attempts = await Promise.all(
      traders.map((trader, i) => {
        const amount = i < N / 2 ? START : START + i * STEP;
        return attemptBid(
          t.database.withConnection,
          {
            listingId: id,
            bidderId: trader.id,
            amount,
            automatic: false,
            notify: true,
            bidderName: 'Te*** Te***',
          },
          clock,
          judgeBid({ bidderId: trader.id, kind: 'bid', amount }),
        );
      }),
    );
    const placed = attempts.flatMap((attempt, i) => (attempt.placed ? [i] : []));
    expect(placed.filter((i) => i < N / 2).length).toBeLessThanOrEqual(1);
    expect(placed).toContain(N - 1);
    const { listing, rows } = await listingState(id);
    expect(rows).toHaveLength(placed.length);
    expect(new Set(rows.map((row) => row.amount)).size).toBe(rows.length);
    expect(listing.bidCount).toBe(rows.length);
    expect(listing.highestBid).toBe(START + (N - 1) * STEP);
    // A refusal says why, from the listing the statement saw or read again: always too low here.
    for (const attempt of attempts.filter((a) => !a.placed)) {
      expect(attempt).toMatchObject({ placed: null, verdict: { code: 'BID_TOO_LOW' } });
    }
    await expectOutbidChain(id);
  });

  it('straight at the statement, rounds of rising bids: every outbid notice names the member who led right before', async () => {
    // Ten bidders, five rounds each, all racing in the database: the lead changes hands many
    // times while bids wait for the row lock, so a snapshot read would name a stale leader.
    const id = await hotAuction();
    const bidders = traders.slice(0, 10);
    let next = 0;
    const clock = () => NOW;
    await Promise.all(
      bidders.map(async (trader) => {
        for (let round = 0; round < 5; round++) {
          const amount = START + next++ * STEP;
          await attemptBid(
            t.database.withConnection,
            {
              listingId: id,
              bidderId: trader.id,
              amount,
              automatic: false,
              notify: true,
              bidderName: 'Te*** Te***',
            },
            clock,
            judgeBid({ bidderId: trader.id, kind: 'bid', amount }),
          );
        }
      }),
    );
    const { listing, rows } = await listingState(id);
    expect(rows.length).toBeGreaterThan(1);
    expect(listing.bidCount).toBe(rows.length);
    await expectOutbidChain(id);
  });

  it('of bids and maximums mixed: the result is the shared rule replayed over the accepted inputs', async () => {
    // Distinct amounts in a scrambled order, every other one a maximum. Each accepted input
    // leaves a row of its own (no amount equals another), whose seq gives the order it was
    // decided in; replaying those inputs with resolveProxyBid must give the same listing and
    // the same rows, nothing lost or doubled.
    const id = await hotAuction();
    const inputs: ProxyInput[] = traders.map((trader, i) => ({
      bidderId: trader.id,
      kind: i % 2 === 0 ? 'maximum' : 'bid',
      amount: START + ((i * 7) % N) * STEP,
    }));
    const answers = await Promise.all(
      inputs.map((input, i) =>
        send(t, 'POST', `/api/listings/${id}/bids`, {
          trader: traders[i],
          payload: { amount: input.amount, kind: input.kind },
        }),
      ),
    );
    const acceptedIds = new Map<string, ProxyInput>();
    answers.forEach((res, i) => {
      if (res.statusCode === 201) {
        const body = res.json<PlaceBidResponse>();
        expect(body.bid).not.toBeNull();
        acceptedIds.set(body.bid!.id, inputs[i]!);
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json<ErrorBody>().error.code).toBe('BID_TOO_LOW');
      }
    });
    const rows = await t.database.db
      .select({
        id: bids.id,
        bidderId: bids.bidderId,
        amount: bids.amount,
        automatic: bids.automatic,
      })
      .from(bids)
      .where(eq(bids.listingId, id))
      .orderBy(bids.seq);
    const inOrder = rows.flatMap((row) => {
      const input = acceptedIds.get(row.id);
      return input ? [input] : [];
    });
    expect(inOrder).toHaveLength(acceptedIds.size);

    const replay = replayProxyBids(
      {
        startingPrice: START,
        minIncrement: STEP,
        highestBid: null,
        leaderId: null,
        leaderMaximum: null,
      },
      inOrder,
    );
    expect(
      rows.map(({ bidderId, amount, automatic }) => ({ bidderId, amount, automatic })),
    ).toEqual(replay.bids);
    const [listing] = await t.database.db
      .select({
        highestBid: listings.highestBid,
        leaderId: listings.highestBidderId,
        leaderMaximum: listings.leaderMaximum,
        bidCount: listings.bidCount,
      })
      .from(listings)
      .where(eq(listings.id, id));
    expect(listing).toEqual({
      highestBid: replay.listing.highestBid,
      leaderId: replay.listing.leaderId,
      leaderMaximum: replay.listing.leaderMaximum,
      bidCount: rows.length,
    });
    // The highest maximum (the largest amount is an even index's, a maximum) wins.
    const top = inputs.reduce((a, b) => (b.amount > a.amount ? b : a));
    expect(listing!.leaderId).toBe(top.bidderId);
  });
});
