import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDepositsPage } from '@arsamezat/shared/member/member-records';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { sales } from '../../db/schema/sales.ts';
import { deposits, offers } from '../../db/schema/trading.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { runClosingOnce } from '../auctions/index.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { send, type ErrorBody, type Trader } from '../bids/testing/trading-fixtures.ts';
import {
  buildDefaultCast,
  defaultAfterDeadline,
  offerWithDeposit,
  soldOfferListing,
} from './testing/default-cast.ts';
import { depositStatus, saleNow, saleUrl, soldAuction } from './testing/sale-default-world.ts';

/*
 * The listing back on the market after a sale ends (issue 29, decisions 074, 079): a Pazarlık
 * listing reopens after a cancellation or a default — the defaulted buyer's fee stays `kept`
 * through the reopening, a new offer's acceptance, an early-refund request, the operator's
 * refund button and the listing's end — while an auction is not reopened.
 */

const clock = movableClock('2026-05-05T09:00:00.000Z');
const DAY = 24 * 60 * 60;
let t: TestApp;
let admin: Trader;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
let zeynep: Trader;

const inDays = (days: number) =>
  new Date(clock.clock().getTime() + days * DAY * 1000).toISOString();
const relist = (saleId: string, trader: Trader, endsAt: string) =>
  send(t, 'POST', saleUrl(saleId, 'relist'), { trader, payload: { endsAt } });
const offerStatus = async (listingId: string, userId: string) =>
  (
    await t.database.db
      .select({ status: offers.status, userId: offers.userId })
      .from(offers)
      .where(eq(offers.listingId, listingId))
  )
    .filter((row) => row.userId === userId)
    .map((row) => row.status);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ admin, ahmet, ayse, mehmet, zeynep } = await buildDefaultCast(t, clock.clock()));
});
afterAll(() => t.close());

describe('POST /api/sales/:id/relist', () => {
  it('refuses a live sale and an auction', async () => {
    const sale = await soldOfferListing(t, clock, { buyer: mehmet, runnerUp: ahmet, admin });
    const live = await relist(sale.id, admin, inDays(10));
    expect(live.statusCode).toBe(409);
    expect(live.json<ErrorBody>().error.code).toBe('SALE_STEP_MISMATCH');

    const auction = await soldAuction(t, clock, { winner: ayse, runnerUp: mehmet, loser: ahmet });
    await defaultAfterDeadline(t, clock, auction.id, admin);
    // The operator is not offered what the server would refuse.
    const auctionView = await send(t, 'GET', `/api/sales/${auction.id}`, { trader: admin });
    expect(auctionView.json<{ actions: string[] }>().actions).not.toContain('relist');
    const refused = await relist(auction.id, admin, inDays(10));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('SALE_RELIST_AUCTION');
    expect(refused.json<ErrorBody>().error.message).toContain('yeni bir ihale ilanı oluşturun');
    expect(await depositStatus(t, auction.depositId)).toBe('kept');
  });

  it('after a default: reopened, a new offer accepted, the kept fee never refunded', async () => {
    const sale = await soldOfferListing(t, clock, { buyer: mehmet, runnerUp: ahmet, admin });
    await defaultAfterDeadline(t, clock, sale.id, admin);
    expect(await depositStatus(t, sale.depositId)).toBe('kept');
    expect((await relist(sale.id, mehmet, inDays(10))).statusCode).toBe(403);

    const offered = await send(t, 'GET', `/api/sales/${sale.id}`, { trader: admin });
    expect(offered.json<{ actions: string[] }>().actions).toContain('relist');
    const reopened = await relist(sale.id, admin, inDays(10));
    expect(reopened.statusCode, reopened.body).toBe(200);
    // Reopened: the button goes away from the ended sale.
    const after = await send(t, 'GET', `/api/sales/${sale.id}`, { trader: admin });
    expect(after.json<{ actions: string[] }>().actions).not.toContain('relist');
    const [listing] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, sale.listingId));
    expect(listing).toMatchObject({ status: 'active', winnerId: null, finalPrice: null });
    // The runner-up (Ahmet) held until now is released; Mehmet's accepted offer has lapsed.
    expect(await depositStatus(t, sale.runnerUpDepositId)).toBe('refund_due');
    expect(await offerStatus(sale.listingId, mehmet.id)).toEqual(['lapsed']);
    expect(await depositStatus(t, sale.depositId)).toBe('kept');

    // Mehmet's fee: no early refund, no refund by the operator's button.
    const early = await send(t, 'POST', `/api/me/deposits/${sale.depositId}/refund`, {
      trader: mehmet,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error).toMatchObject({
      code: 'DEPOSIT_FEE_KEPT',
      message: 'Bu teminat satış sonucunda hizmet bedeli olarak tahsil edildi; iade edilmez.',
    });
    const byOperator = await send(t, 'POST', `/api/admin/deposits/${sale.depositId}/refund-due`, {
      trader: admin,
    });
    expect(byOperator.statusCode).toBe(409);
    expect(byOperator.json<ErrorBody>().error.code).toBe('DEPOSIT_FEE_KEPT');
    const payout = await send(t, 'POST', `/api/admin/deposits/${sale.depositId}/refund`, {
      trader: admin,
    });
    expect(payout.json<ErrorBody>().error.code).toBe('DEPOSIT_NOT_REFUND_DUE');
    const mine = await send(t, 'GET', '/api/me/deposits', { trader: mehmet });
    const record = mine.json<MyDepositsPage>().items.find((d) => d.id === sale.depositId);
    expect(record).toMatchObject({ status: 'kept', refundable: false, refundBy: null });

    // A new offer on the reopened listing, accepted: a new sale for Zeynep; Mehmet's fee stays.
    const offerId = await offerWithDeposit(t, sale.listingId, zeynep, 205_000_00);
    const accepted = await send(t, 'POST', `/api/admin/offers/${offerId}/accept`, {
      trader: admin,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listingSales = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.listingId, sale.listingId));
    expect(listingSales.map((row) => [row.buyerId, row.step]).sort()).toEqual(
      [
        [mehmet.id, 'defaulted'],
        [zeynep.id, 'buyer_confirmation'],
      ].sort(),
    );
    expect(await depositStatus(t, sale.depositId)).toBe('kept');
    const audit = await selectAuditEntries(t.database.db, 'sale', sale.id);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['sale.defaulted', 'sale.runner_up_released', 'sale.relisted']),
    );
  });

  it('a reopened listing that ends, or is cancelled, leaves the kept fee alone', async () => {
    const sale = await soldOfferListing(t, clock, { buyer: ayse, runnerUp: zeynep, admin });
    await defaultAfterDeadline(t, clock, sale.id, admin);
    expect((await relist(sale.id, admin, inDays(2))).statusCode).toBe(200);
    const other = await offerWithDeposit(t, sale.listingId, ahmet, 190_000_00);
    expect(other).toBeTruthy();
    // The operator cancels the reopened listing: every completed deposit is due for refund.
    const cancelled = await send(t, 'POST', `/api/admin/listings/${sale.listingId}/cancel`, {
      trader: admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await t.database.db
      .select({ userId: deposits.userId, status: deposits.status })
      .from(deposits)
      .where(eq(deposits.listingId, sale.listingId));
    expect(rows.find((row) => row.userId === ayse.id)?.status).toBe('kept');
    expect(rows.find((row) => row.userId === ahmet.id)?.status).toBe('refund_due');

    // And one that simply ends unsold: the closing refunds the others, not the fee.
    const second = await soldOfferListing(t, clock, { buyer: ahmet, runnerUp: zeynep, admin });
    await defaultAfterDeadline(t, clock, second.id, admin);
    expect((await relist(second.id, admin, inDays(1))).statusCode).toBe(200);
    clock.advance(2 * DAY);
    await runClosingOnce(t.app.deps);
    expect(await depositStatus(t, second.depositId)).toBe('kept');
  });

  it("puts a cancelled Pazarlık sale's listing back on the market, releasing the runner-up", async () => {
    const sale = await soldOfferListing(t, clock, { buyer: mehmet, runnerUp: ahmet, admin });
    const cancel = await send(t, 'POST', saleUrl(sale.id, 'cancel'), {
      trader: admin,
      payload: { reason: 'seller_withdrew' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Not the buyer's fault: their fee comes back.
    expect(await depositStatus(t, sale.depositId)).toBe('refund_due');

    const past = await relist(sale.id, admin, inDays(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorBody>().error.message).toContain('en fazla 90 gün');
    expect((await relist(sale.id, admin, inDays(91))).statusCode).toBe(400);

    const done = await relist(sale.id, admin, inDays(10));
    expect(done.statusCode).toBe(200);
    expect((await saleNow(t, sale.id)).runnerUpStatus).toBe('released');
    expect(await offerStatus(sale.listingId, mehmet.id)).toEqual(['lapsed']);
    const twice = await relist(sale.id, admin, inDays(10));
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.code).toBe('SALE_RELIST_UNAVAILABLE');
  });
});
