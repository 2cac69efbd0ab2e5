import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { onPostgres } from '../../../test/helpers/database.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids, deposits, offers } from '../../db/schema/trading.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { openAuction, PAYMENT_TEST_NOW } from '../payments/testing/sandbox-journey.ts';

/**
 * A member's early refund (issue 26, decision 061), racing: a bid or an offer that meets a refund
 * request never rides on a deposit that is being refunded (the requests themselves are in
 * early-refund.test.ts).
 */

const NOW = PAYMENT_TEST_NOW;
const HOUR = 60 * 60 * 1000;
const TL = 100;

let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  ahmet = await signedInTrader(db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
});
afterAll(() => t.close());

const requestRefund = (trader: Trader | undefined, depositId: string) =>
  send(t, 'POST', `/api/me/deposits/${depositId}/refund`, { trader });
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

async function depositRow(depositId: string) {
  const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, depositId));
  return row!;
}

const offerListing = () =>
  insertListing(t.database.db, {
    listingType: 'offer',
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
  });

describe('a bid or an offer racing the refund', () => {
  /** Moves the deposit as the refund does, holding the listing's lock until `whileHeld` is done. */
  async function refundHolding(
    listingId: string,
    depositId: string,
    whileHeld: () => Promise<void>,
  ) {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from listings where id = ${listingId}::uuid for update`);
      await tx
        .update(deposits)
        .set({ status: 'refund_due', refundDueAt: NOW, updatedAt: NOW })
        .where(eq(deposits.id, depositId));
      await whileHeld();
    });
  }

  /** Until a request waits on a row lock (PostgreSQL), or a moment (PGlite: it queues). */
  async function untilWaiting() {
    if (!onPostgres) return new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 200; i += 1) {
      const result: unknown = await t.database.db.execute(sql`
select count(*)::int as waiting from pg_stat_activity
where datname = current_database() and wait_event_type = 'Lock'`);
      if ((result as { rows: { waiting: number }[] }).rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the request never waited for the lock');
  }

  it('a bid (one statement) that waited for the lock is refused: the deposit is refunded', async () => {
    const listingId = await openAuction(t);
    const depositId = await insertDeposit(t.database.db, { listingId, userId: ahmet.id });
    let bid: Promise<LightMyRequestResponse> | undefined;
    await refundHolding(listingId, depositId, async () => {
      bid = placeBid(t, ahmet, listingId, 100_000 * TL);
      await untilWaiting();
    });
    const res = await bid!;
    expect(res.statusCode, res.body).toBe(403);
    expect(error(res).code).toBe('DEPOSIT_REQUIRED');
    expect(await t.database.db.select().from(bids).where(eq(bids.listingId, listingId))).toEqual(
      [],
    );
  });

  it('a bid on the transaction path (it moves the end) that waited for the lock is refused', async () => {
    const listingId = await openAuction(t, {
      endsAt: new Date(NOW.getTime() + 2 * 60 * 1000),
      antiSnipeMinutes: 10,
    });
    const depositId = await insertDeposit(t.database.db, { listingId, userId: ahmet.id });
    let bid: Promise<LightMyRequestResponse> | undefined;
    await refundHolding(listingId, depositId, async () => {
      bid = placeBid(t, ahmet, listingId, 100_000 * TL);
      await untilWaiting();
    });
    const res = await bid!;
    expect(res.statusCode, res.body).toBe(403);
    expect(error(res).code).toBe('DEPOSIT_REQUIRED');
    const [listing] = await t.database.db
      .select({ bidCount: listings.bidCount })
      .from(listings)
      .where(eq(listings.id, listingId));
    expect(listing?.bidCount).toBe(0);
  });

  it('an offer that waited for the lock is refused', async () => {
    const listingId = await offerListing();
    const depositId = await insertDeposit(t.database.db, { listingId, userId: ahmet.id });
    let offer: Promise<LightMyRequestResponse> | undefined;
    await refundHolding(listingId, depositId, async () => {
      offer = send(t, 'POST', `/api/listings/${listingId}/offers`, {
        trader: ahmet,
        payload: { amount: 120_000 * TL },
      });
      await untilWaiting();
    });
    const res = await offer!;
    expect(res.statusCode, res.body).toBe(403);
    expect(error(res).code).toBe('DEPOSIT_REQUIRED');
    expect(
      await t.database.db
        .select()
        .from(offers)
        .where(and(eq(offers.listingId, listingId), eq(offers.userId, ahmet.id))),
    ).toEqual([]);
  });

  it('a bid and a refund request sent together: never both', async () => {
    for (let round = 0; round < 8; round += 1) {
      const listingId = await openAuction(t);
      const depositId = await insertDeposit(t.database.db, { listingId, userId: ayse.id });
      const [bid, refund] = await Promise.all([
        placeBid(t, ayse, listingId, 100_000 * TL),
        requestRefund(ayse, depositId),
      ]);
      const status = (await depositRow(depositId)).status;
      if (bid.statusCode === 201) {
        expect(refund.statusCode, `round ${round}`).toBe(409);
        expect(error(refund).code).toBe('DEPOSIT_BACKS_LEADING_BID');
        expect(status).toBe('completed');
      } else {
        expect(refund.statusCode, `round ${round}`).toBe(200);
        expect(error(bid).code).toBe('DEPOSIT_REQUIRED');
        expect(status).toBe('refund_due');
      }
    }
  });
});
