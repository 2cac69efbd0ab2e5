import { and, eq } from 'drizzle-orm';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../../test/helpers/app.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { sales } from '../../../db/schema/sales.ts';
import { deposits } from '../../../db/schema/trading.ts';
import { users } from '../../../db/schema/users.ts';
import { runClosingOnce } from '../../auctions/index.ts';
import { insertDeposit, send, type Trader } from '../../bids/testing/trading-fixtures.ts';
import type { SaleRow } from '../sales.repository.ts';

/*
 * A sold auction for the default and runner-up tests (issue 29): the loser bids, the runner-up
 * sets a maximum (spent by the winner's higher maximum, so their highest bid is an automatic
 * one), the winner's maximum wins one increment above, the clock passes the end and the closing
 * job opens the sale.
 */

type Clock = { clock: () => Date; advance(seconds: number): void };
const MINUTE = 60_000;

export const LOSER_BID = 101_000_00;
export const RUNNER_UP_MAXIMUM = 150_000_00;
export const WINNER_MAXIMUM = 200_000_00;
/** The winner's price: one increment (1.000 ₺) above the runner-up's spent maximum. */
export const HAMMER_PRICE = 151_000_00;

const maximum = (t: TestApp, trader: Trader, id: string, amount: number) =>
  send(t, 'POST', `/api/listings/${id}/bids`, { trader, payload: { amount, kind: 'maximum' } });

export async function soldAuction(
  t: TestApp,
  clock: Clock,
  people: { winner: Trader; runnerUp: Trader; loser: Trader },
  values: { firmId?: string } = {},
): Promise<SaleRow> {
  const at = (minutes: number) => new Date(clock.clock().getTime() + minutes * MINUTE);
  const id = await insertListing(t.database.db, {
    status: 'active',
    startsAt: at(-60),
    endsAt: at(10),
    antiSnipeMinutes: 0,
    ...values,
  });
  for (const trader of [people.winner, people.runnerUp, people.loser]) {
    await insertDeposit(t.database.db, { listingId: id, userId: trader.id, amount: 5_000_00 });
  }
  const placed = [
    await send(t, 'POST', `/api/listings/${id}/bids`, {
      trader: people.loser,
      payload: { amount: LOSER_BID },
    }),
    await maximum(t, people.runnerUp, id, RUNNER_UP_MAXIMUM),
    await maximum(t, people.winner, id, WINNER_MAXIMUM),
  ];
  for (const res of placed) {
    if (res.statusCode !== 201) throw new Error(`bid refused: ${res.body}`);
  }
  clock.advance(11 * 60);
  await runClosingOnce(t.app.deps);
  const [sale] = await t.database.db.select().from(sales).where(eq(sales.listingId, id));
  if (!sale) throw new Error('the closing opened no sale');
  return sale;
}

export async function saleNow(t: TestApp, saleId: string): Promise<SaleRow> {
  const [sale] = await t.database.db.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) throw new Error(`no sale ${saleId}`);
  return sale;
}

export async function depositStatus(t: TestApp, depositId: string | null): Promise<string> {
  if (depositId === null) throw new Error('no deposit');
  const [row] = await t.database.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.id, depositId));
  return row?.status ?? 'missing';
}

export async function phoneOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.phone;
}

/** The events a member was told (each event once, whatever its channels). */
export async function eventsTold(t: TestApp, userId: string, listingId?: string) {
  const rows = await t.database.db
    .select({ event: notifications.event, channel: notifications.channel })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, userId),
        ...(listingId ? [eq(notifications.listingId, listingId)] : []),
      ),
    );
  return rows;
}

export const saleUrl = (saleId: string, tail: string) => `/api/sales/${saleId}/${tail}`;
