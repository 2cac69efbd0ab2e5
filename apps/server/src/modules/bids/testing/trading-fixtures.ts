import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { insertUser } from '../../../../test/fixtures/listings.ts';
import { csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';
import type { Db } from '../../../db/client.ts';
import { listings } from '../../../db/schema/listings.ts';
import { bids, deposits } from '../../../db/schema/trading.ts';
import { insertSessionCookie } from '../../auth/testing/session-cookie.ts';
import { insertVerifiedIdentity } from '../../identity/testing/verified-identity.ts';

/** Test helpers for bids, offers and closing: signed-in traders, deposits, requests. */

export type Trader = { id: string; cookie: string };

/**
 * A member (or admin) with a live session, written straight to the database: the accounts flow
 * has its own tests, and fifty bidders through SMS codes and argon2 would only be slow. A member's
 * identity is verified (deposits need it, issue 27) unless `verified: false`.
 */
export async function signedInTrader(
  db: Db,
  now: Date,
  {
    verified = true,
    ...values
  }: { firstName: string; lastName: string; role?: 'user' | 'admin'; verified?: boolean },
): Promise<Trader> {
  const id = await insertUser(db, values);
  if (verified && values.role !== 'admin') {
    await insertVerifiedIdentity(db, id, {
      firstName: values.firstName,
      lastName: values.lastName,
    });
  }
  const cookie = await insertSessionCookie(db, {
    userId: id,
    now,
    expiresAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
  });
  return { id, cookie };
}

/** The payments flow fills deposits later; trading tests write them directly. */
export async function insertDeposit(
  db: Db,
  values: {
    listingId: string;
    userId: string;
    status?: 'pending' | 'completed' | 'failed' | 'refund_due' | 'refunded';
    amount?: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(deposits)
    .values({ amount: 5_000_00, status: 'completed', ...values })
    .returning({ id: deposits.id });
  if (!row) throw new Error('deposit insert returned no row');
  return row.id;
}

type Method = 'GET' | 'POST' | 'PUT';

/** A request as the browser sends it: CSRF pair and, when given, the trader's session. */
export function send(
  t: TestApp,
  method: Method,
  url: string,
  options: { trader?: Trader | undefined; payload?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: csrfHeaders(...(options.trader ? [options.trader.cookie] : [])),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

export const placeBid = (
  t: TestApp,
  trader: Trader | undefined,
  listingId: string,
  amount: unknown,
) => send(t, 'POST', `/api/listings/${listingId}/bids`, { trader, payload: { amount } });

export type ErrorBody = { error: { code: string; message: string; minimumNextBid?: number } };

/** A listing as the maximum rule sees it, and its bid rows in the order of acceptance. */
export async function proxyStateOf(db: Db, listingId: string) {
  const [listing] = await db
    .select({
      startingPrice: listings.startingPrice,
      minIncrement: listings.minIncrement,
      highestBid: listings.highestBid,
      leaderId: listings.highestBidderId,
      leaderMaximum: listings.leaderMaximum,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw new Error(`no listing ${listingId}`);
  const rows = await db
    .select({ bidderId: bids.bidderId, amount: bids.amount, automatic: bids.automatic })
    .from(bids)
    .where(eq(bids.listingId, listingId))
    .orderBy(asc(bids.seq));
  return { listing, rows };
}
