import type { LightMyRequestResponse } from 'fastify';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../../test/helpers/app.ts';
import type { Db } from '../../../db/client.ts';
import { offers, payments } from '../../../db/schema/trading.ts';
import { insertDeposit, send, type Trader } from '../../bids/testing/trading-fixtures.ts';

/** Test helpers for the member's records; only tests import this file. */

export const MEMBER_TEST_START = '2026-05-05T12:00:00.000Z';
const HOUR = 60 * 60 * 1000;

export function get(t: TestApp, url: string, trader?: Trader): Promise<LightMyRequestResponse> {
  return send(t, 'GET', url, { trader });
}

/** An auction running at `now` (an hour in, a day to go) with completed deposits for `traders`. */
export async function runningAuction(
  db: Db,
  now: Date,
  traders: Trader[],
  values: Parameters<typeof insertListing>[1] = {},
): Promise<string> {
  const id = await insertListing(db, {
    status: 'active',
    startsAt: new Date(now.getTime() - HOUR),
    endsAt: new Date(now.getTime() + 24 * HOUR),
    antiSnipeMinutes: 0,
    ...values,
  });
  for (const trader of traders) await insertDeposit(db, { listingId: id, userId: trader.id });
  return id;
}

/** An auction that ended an hour before `now`, closed with `winner` (or none) at `finalPrice`. */
export function endedAuction(
  db: Db,
  now: Date,
  values: { winnerId: string | null; finalPrice: number | null; title?: string },
): Promise<string> {
  return insertListing(db, {
    status: 'ended',
    startsAt: new Date(now.getTime() - 48 * HOUR),
    endsAt: new Date(now.getTime() - HOUR),
    closedAt: new Date(now.getTime() - HOUR),
    highestBidderId: values.winnerId,
    highestBid: values.finalPrice,
    ...values,
  });
}

/** An offer listing sold to `buyerId` through an accepted offer of `price`. */
export async function soldOfferListing(
  db: Db,
  now: Date,
  values: { buyerId: string; price: number; startingPrice?: number },
): Promise<string> {
  const id = await insertListing(db, {
    listingType: 'offer',
    status: 'sold',
    startsAt: new Date(now.getTime() - 48 * HOUR),
    endsAt: new Date(now.getTime() + 48 * HOUR),
    closedAt: new Date(now.getTime() - 2 * HOUR),
    winnerId: values.buyerId,
    finalPrice: values.price,
    startingPrice: values.startingPrice ?? values.price,
  });
  await db
    .insert(offers)
    .values({ listingId: id, userId: values.buyerId, amount: values.price, status: 'accepted' });
  return id;
}

/** A completed card payment of a deposit, as the payments flow leaves it. */
export async function insertCompletedPayment(
  db: Db,
  values: {
    userId: string;
    listingId: string;
    depositId: string;
    amount: number;
    orderId: string;
    completedAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(payments)
    .values({
      ...values,
      provider: 'sandbox',
      status: 'completed',
      authCode: 'A12345',
      providerPaymentId: 'sb-778899',
      createdAt: values.completedAt,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment insert returned no row');
  return row.id;
}
