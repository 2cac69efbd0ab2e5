import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { sales } from '../../db/schema/sales.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { latestCode, movableClock } from '../auth/testing/auth-fixtures.ts';
import { send, type ErrorBody, type Trader } from '../bids/testing/trading-fixtures.ts';
import { runRunnerUpHoldsOnce } from './runner-up-holds.job.ts';
import { buildDefaultCast, defaultAfterDeadline } from './testing/default-cast.ts';
import {
  depositStatus,
  eventsTold,
  HAMMER_PRICE,
  phoneOf,
  RUNNER_UP_MAXIMUM,
  saleNow,
  saleUrl,
  soldAuction,
} from './testing/sale-default-world.ts';

/*
 * The runner-up ('Yedek Alıcı', issue 29): held at the close and told so, released by the job at
 * the hold's end; after a default the operator offers them the sale at their highest bid; they
 * accept by SMS code (a second sale), decline, or let the answer lapse — released either way.
 */

const clock = movableClock('2026-06-01T07:00:00.000Z');
const HOUR = 60 * 60;
let t: TestApp;
let admin: Trader;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
let firmOwner: Trader;
let firmId: string;

const post = (saleId: string, tail: string, trader: Trader | undefined, payload?: unknown) =>
  send(t, 'POST', saleUrl(saleId, tail), { trader, payload });
const run = () => runRunnerUpHoldsOnce({ db: t.database.db, clock: clock.clock });

/** A sold auction whose buyer (Ayşe) defaulted at the first deadline; Mehmet the runner-up. */
async function defaultedSale() {
  const sale = await soldAuction(
    t,
    clock,
    { winner: ayse, runnerUp: mehmet, loser: ahmet },
    { firmId },
  );
  await defaultAfterDeadline(t, clock, sale.id, admin);
  return sale;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ admin, ahmet, ayse, mehmet, firmOwner, firmId } = await buildDefaultCast(t, clock.clock()));
});
afterAll(() => t.close());

describe('the runner-up at the close', () => {
  it('is held and told so (not "auction lost"); the job releases the hold at its end', async () => {
    const sale = await soldAuction(t, clock, { winner: ayse, runnerUp: mehmet, loser: ahmet });
    expect(sale).toMatchObject({
      runnerUpId: mehmet.id,
      runnerUpAmount: RUNNER_UP_MAXIMUM,
      runnerUpStatus: 'held',
    });
    const mehmetTold = (await eventsTold(t, mehmet.id, sale.listingId)).map((row) => row.event);
    expect(mehmetTold).toContain('runner_up_held');
    expect(mehmetTold).not.toContain('auction_lost');
    const ahmetTold = (await eventsTold(t, ahmet.id, sale.listingId)).map((row) => row.event);
    expect(ahmetTold).toContain('auction_lost');
    expect(ahmetTold).not.toContain('runner_up_held');
    expect(await depositStatus(t, sale.runnerUpDepositId)).toBe('completed');

    // A minute before the hold's end nothing moves; after it, released once.
    const holdUntil = sale.runnerUpHoldUntil!.getTime();
    clock.advance((holdUntil - clock.clock().getTime()) / 1000 - 60);
    expect(await run()).not.toContain(`released:${sale.id}`);
    expect((await saleNow(t, sale.id)).runnerUpStatus).toBe('held');
    clock.advance(61);
    expect(await run()).toContain(`released:${sale.id}`);
    expect(await run()).not.toContain(`released:${sale.id}`);
    expect((await saleNow(t, sale.id)).runnerUpStatus).toBe('released');
    expect(await depositStatus(t, sale.runnerUpDepositId)).toBe('refund_due');
    expect((await eventsTold(t, mehmet.id, sale.listingId)).map((r) => r.event)).toContain(
      'deposit_refund_due',
    );
    // Released: after the buyer's default the operator can no longer offer them the sale.
    expect(
      (await post(sale.id, 'default', admin, { reason: 'confirmation_missed' })).statusCode,
    ).toBe(200);
    const late = await post(sale.id, 'runner-up/offer', admin);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.code).toBe('RUNNER_UP_UNAVAILABLE');
  });
});

describe('the runner-up offer', () => {
  it('only after a default, by the operator; accepted by SMS code at the highest bid', async () => {
    const sale = await soldAuction(
      t,
      clock,
      { winner: ayse, runnerUp: mehmet, loser: ahmet },
      { firmId },
    );
    const notYet = await post(sale.id, 'runner-up/offer', admin);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json<ErrorBody>().error.code).toBe('RUNNER_UP_UNAVAILABLE');
    clock.advance(49 * HOUR);
    expect(
      (await post(sale.id, 'default', admin, { reason: 'confirmation_missed' })).statusCode,
    ).toBe(200);

    for (const party of [ayse, mehmet, firmOwner]) {
      expect((await post(sale.id, 'runner-up/offer', party)).statusCode).toBe(403);
    }
    expect((await post(sale.id, 'runner-up/offer', ahmet)).statusCode).toBe(404);
    // Before the offer the runner-up has nothing to answer.
    const early = await post(sale.id, 'runner-up/code', mehmet);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error.code).toBe('RUNNER_UP_ANSWER_CLOSED');

    expect((await post(sale.id, 'runner-up/offer', admin)).statusCode).toBe(200);
    const offered = await saleNow(t, sale.id);
    expect(offered.runnerUpStatus).toBe('offered');
    expect(offered.runnerUpDeadline!.getTime()).toBe(clock.clock().getTime() + 48 * HOUR * 1000);
    expect((await eventsTold(t, mehmet.id, sale.listingId)).map((r) => r.event)).toContain(
      'runner_up_offered',
    );
    expect((await post(sale.id, 'runner-up/offer', admin)).statusCode).toBe(409);

    // Only the runner-up answers; the buyer who defaulted and the firm cannot.
    for (const party of [ayse, firmOwner, admin]) {
      expect((await post(sale.id, 'runner-up/code', party)).statusCode).toBe(403);
      expect((await post(sale.id, 'runner-up/accept', party, { code: '123456' })).statusCode).toBe(
        403,
      );
      expect((await post(sale.id, 'runner-up/decline', party)).statusCode).toBe(403);
    }
    expect((await post(sale.id, 'runner-up/code', mehmet)).statusCode).toBe(200);
    const code = await latestCode(t, await phoneOf(t, mehmet.id));
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post(sale.id, 'runner-up/accept', mehmet, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.code).toBe('SALE_CODE_INVALID');
    expect((await saleNow(t, sale.id)).runnerUpStatus).toBe('offered');

    const accepted = await post(sale.id, 'runner-up/accept', mehmet, { code });
    expect(accepted.statusCode).toBe(200);
    const nextId = accepted.json<{ saleId: string }>().saleId;
    expect(nextId).not.toBe(sale.id);
    const next = await saleNow(t, nextId);
    // Their highest bid (the automatic bid that spent their maximum), never the hammer price.
    expect(next).toMatchObject({
      origin: 'runner_up',
      buyerId: mehmet.id,
      price: RUNNER_UP_MAXIMUM,
      depositId: sale.runnerUpDepositId,
      serviceFee: 5_000_00,
      previousSaleId: sale.id,
      runnerUpId: null,
      step: 'buyer_confirmation',
      firmId,
    });
    expect(next.price).toBeLessThan(HAMMER_PRICE);
    expect((await saleNow(t, sale.id)).runnerUpStatus).toBe('accepted');
    expect(await depositStatus(t, sale.runnerUpDepositId)).toBe('completed');
    const [listing] = await t.database.db
      .select({ winnerId: listings.winnerId, finalPrice: listings.finalPrice })
      .from(listings)
      .where(eq(listings.id, sale.listingId));
    expect(listing).toEqual({ winnerId: mehmet.id, finalPrice: RUNNER_UP_MAXIMUM });
    expect((await eventsTold(t, firmOwner.id, sale.listingId)).map((r) => r.event)).toContain(
      'runner_up_accepted',
    );
    expect((await eventsTold(t, admin.id, sale.listingId)).map((r) => r.event)).toContain(
      'runner_up_accepted',
    );
    const audit = await selectAuditEntries(t.database.db, 'sale', sale.id);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'sale.defaulted',
        'sale.runner_up_offered',
        'sale.runner_up_accepted',
      ]),
    );
    // The code is used up, and the offer is answered: no second acceptance.
    expect((await post(sale.id, 'runner-up/accept', mehmet, { code })).statusCode).toBe(409);
    expect(
      await t.database.db.select().from(sales).where(eq(sales.listingId, sale.listingId)),
    ).toHaveLength(2);
  });

  it('declined: the hold is released at once', async () => {
    const sale = await defaultedSale();
    expect((await post(sale.id, 'runner-up/offer', admin)).statusCode).toBe(200);
    const declined = await post(sale.id, 'runner-up/decline', mehmet);
    expect(declined.statusCode).toBe(200);
    expect((await saleNow(t, sale.id)).runnerUpStatus).toBe('declined');
    expect(await depositStatus(t, sale.runnerUpDepositId)).toBe('refund_due');
    expect((await post(sale.id, 'runner-up/decline', mehmet)).statusCode).toBe(409);
    expect((await post(sale.id, 'runner-up/code', mehmet)).statusCode).toBe(409);
  });

  it('unanswered by the deadline: expired and released by the job', async () => {
    const sale = await defaultedSale();
    expect((await post(sale.id, 'runner-up/offer', admin)).statusCode).toBe(200);
    clock.advance(47 * HOUR);
    expect(await run()).not.toContain(`expired:${sale.id}`);
    clock.advance(HOUR);
    const late = await post(sale.id, 'runner-up/code', mehmet);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.code).toBe('RUNNER_UP_ANSWER_CLOSED');
    expect(await run()).toContain(`expired:${sale.id}`);
    expect((await saleNow(t, sale.id)).runnerUpStatus).toBe('expired');
    expect(await depositStatus(t, sale.runnerUpDepositId)).toBe('refund_due');
  });
});
