import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@arsamezat/shared/admin/admin-overview';
import type { AdminUserDetail } from '@arsamezat/shared/admin/admin-users';
import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { saleEvents, userStrikes } from '../../db/schema/sales.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { send, type ErrorBody, type Trader } from '../bids/testing/trading-fixtures.ts';
import { startPayment } from '../payments/testing/sandbox-journey.ts';
import { buildDefaultCast } from './testing/default-cast.ts';
import {
  depositStatus,
  eventsTold,
  saleNow,
  saleUrl,
  soldAuction,
} from './testing/sale-default-world.ts';

/*
 * 'Temerrüt' (issue 29): the operator declares the buyer's default only after the open step's
 * deadline; the fee is kept, a strike is recorded, the buyer is told; three strikes and no new
 * deposit. Putting the listing back on the market: sale-relist.test.ts.
 */

const clock = movableClock('2026-05-05T09:00:00.000Z');
const HOUR = 60 * 60;
let t: TestApp;
let admin: Trader;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
let zeynep: Trader;

const declare = (saleId: string, trader: Trader | undefined, payload: unknown) =>
  send(t, 'POST', saleUrl(saleId, 'default'), { trader, payload });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ admin, ahmet, ayse, mehmet, zeynep } = await buildDefaultCast(t, clock.clock()));
});
afterAll(() => t.close());

describe('POST /api/sales/:id/default', () => {
  it('only the operator, only after the deadline; the fee kept, a strike, the buyer told', async () => {
    const sale = await soldAuction(t, clock, { winner: ayse, runnerUp: mehmet, loser: ahmet });
    const reason = { reason: 'confirmation_missed', note: 'Aranıp ulaşılamadı.' };

    expect((await declare(sale.id, undefined, reason)).statusCode).toBe(401);
    const stranger = await declare(sale.id, zeynep, reason);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<ErrorBody>().error.code).toBe('SALE_NOT_FOUND');
    for (const party of [ayse, mehmet]) {
      const refused = await declare(sale.id, party, reason);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().error.code).toBe('SALE_ACTION_FORBIDDEN');
    }
    const badReason = await declare(sale.id, admin, { reason: 'seller_withdrew' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json<ErrorBody>().error.message).toContain('Temerrüt nedenini seçin');

    // 48 hours to confirm: one hour before, the default is refused and nothing changes.
    clock.advance(47 * HOUR);
    const early = await declare(sale.id, admin, reason);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error).toMatchObject({
      code: 'SALE_DEADLINE_NOT_PASSED',
      message: 'Temerrüt yalnızca adımın süresi dolduktan sonra bildirilebilir.',
    });
    expect((await saleNow(t, sale.id)).step).toBe('buyer_confirmation');

    clock.advance(2 * HOUR);
    const declared = await declare(sale.id, admin, reason);
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({ saleId: sale.id });
    const after = await saleNow(t, sale.id);
    expect(after).toMatchObject({
      step: 'defaulted',
      endReason: 'confirmation_missed',
      endNote: 'Aranıp ulaşılamadı.',
      endedBy: admin.id,
      stepDeadline: null,
      // The runner-up stays held: the operator may now offer them the sale.
      runnerUpStatus: 'held',
    });
    // The buyer's deposit is kept as the service fee: not refunded (decision 079).
    expect(await depositStatus(t, sale.depositId)).toBe('kept');
    const strikes = await t.database.db
      .select()
      .from(userStrikes)
      .where(eq(userStrikes.userId, ayse.id));
    expect(strikes).toHaveLength(1);
    expect(strikes[0]).toMatchObject({ saleId: sale.id, createdBy: admin.id });
    expect(strikes[0]!.reason).toContain('Alıcı onayı süresinde verilmedi');
    const told = await eventsTold(t, ayse.id, sale.listingId);
    expect(told.filter((row) => row.event === 'sale_defaulted').map((r) => r.channel)).toContain(
      'in_app',
    );
    const audit = await selectAuditEntries(t.database.db, 'sale', sale.id);
    expect(audit.map((row) => row.action)).toContain('sale.defaulted');
    const timeline = await t.database.db
      .select({ kind: saleEvents.kind, actorRole: saleEvents.actorRole })
      .from(saleEvents)
      .where(and(eq(saleEvents.saleId, sale.id), eq(saleEvents.kind, 'defaulted')));
    expect(timeline).toEqual([{ kind: 'defaulted', actorRole: 'operator' }]);

    // Nothing revives a defaulted sale, and it is declared once.
    const again = await declare(sale.id, admin, reason);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('SALE_ENDED');
    expect(
      await t.database.db.select().from(userStrikes).where(eq(userStrikes.userId, ayse.id)),
    ).toHaveLength(1);
  });
});

describe('the strike rule', () => {
  it('three strikes within the window: no new deposit payment, and the member sees why', async () => {
    const sale = await soldAuction(t, clock, { winner: zeynep, runnerUp: mehmet, loser: ahmet });
    const day = 24 * 60 * 60 * 1000;
    const now = clock.clock().getTime();
    // Two earlier defaults, and one outside the 24-month window that no longer counts.
    await t.database.db.insert(userStrikes).values([
      { userId: zeynep.id, reason: 'Önceki temerrüt', createdAt: new Date(now - 300 * day) },
      { userId: zeynep.id, reason: 'Önceki temerrüt', createdAt: new Date(now - 100 * day) },
      { userId: zeynep.id, reason: 'Eski temerrüt', createdAt: new Date(now - 800 * day) },
    ]);
    const listing = await insertListing(t.database.db, {
      status: 'active',
      startsAt: new Date(now - day),
      endsAt: new Date(now + 10 * day),
      depositAmount: 25_000_00,
    });
    const before = await send(t, 'GET', `/api/listings/${listing}/deposit`, { trader: zeynep });
    expect(before.json<MyDeposit>().strikes).toEqual({ count: 2, blocked: false, until: null });

    clock.advance(49 * HOUR);
    expect((await declare(sale.id, admin, { reason: 'confirmation_missed' })).statusCode).toBe(200);

    const refused = await startPayment(t, zeynep, listing);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error.code).toBe('ACCOUNT_STRIKES_BLOCKED');
    expect(refused.json<ErrorBody>().error.message).toContain('yeni teminat yatıramazsınız');
    const mine = await send(t, 'GET', `/api/listings/${listing}/deposit`, { trader: zeynep });
    const strikes = mine.json<MyDeposit>().strikes!;
    expect(strikes).toMatchObject({ count: 3, blocked: true });
    // The block lifts when the oldest counting strike (300 days ago) is 24 months old.
    expect(new Date(strikes.until!).getTime()).toBeGreaterThan(now + 400 * day);
    expect(new Date(strikes.until!).getTime()).toBeLessThan(now + 440 * day);

    // Another member is not touched by it.
    expect((await startPayment(t, ahmet, listing)).statusCode).toBe(201);

    const detail = await send(t, 'GET', `/api/admin/users/${zeynep.id}`, { trader: admin });
    expect(detail.statusCode).toBe(200);
    const adminStrikes = detail.json<AdminUserDetail>().strikes;
    expect(adminStrikes.status).toMatchObject({ count: 3, blocked: true });
    expect(adminStrikes.items).toHaveLength(4);
    expect(adminStrikes.items.filter((s) => !s.counting)).toHaveLength(1);
    expect(adminStrikes.items[0]).toMatchObject({ saleId: sale.id, saleNumber: sale.number });
  });
});

describe('overdue sales on the overview', () => {
  it('counts the sales whose open step is past its deadline, longest overdue first', async () => {
    const sale = await soldAuction(t, clock, { winner: ahmet, runnerUp: mehmet, loser: ayse });
    const overview = async () =>
      (await send(t, 'GET', '/api/admin/overview', { trader: admin })).json<AdminOverview>().today
        .overdueSales;
    const before = await overview();
    expect(before.items.map((item) => item.id)).not.toContain(sale.id);
    clock.advance(49 * HOUR);
    const after = await overview();
    expect(after.count).toBe(before.count + 1);
    expect(after.items.find((item) => item.id === sale.id)).toMatchObject({
      number: sale.number,
      step: 'buyer_confirmation',
      listingTitle: 'Deneme Arsası',
    });
  });
});
