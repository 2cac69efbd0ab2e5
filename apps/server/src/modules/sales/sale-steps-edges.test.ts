import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema.ts';
import { sales } from '../../db/schema/sales.ts';
import { deposits } from '../../db/schema/trading.ts';
import { latestCode, movableClock } from '../auth/testing/auth-fixtures.ts';
import { send, signedInTrader } from '../bids/testing/trading-fixtures.ts';
import { phoneOf } from '../firms/testing/firm-kit.ts';
import { buildSaleCast, errorCode, onSale, viewAs, type SaleCast } from './testing/sale-cast.ts';
import { openTestSale } from './testing/sale-world.ts';

/*
 * The edges of a sale's steps (issue 29): the operator's cancellation and what it gives back,
 * codes that expired or raced, the settings that set the next step's deadline, and the lists.
 */

const clock = movableClock('2026-06-01T09:00:00.000Z');
const DAY = 24 * 3600_000;
let t: TestApp;
let c: SaleCast;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  c = await buildSaleCast(t.database.db, clock.clock());
});
afterAll(() => t.close());

const newBuyer = (lastName: string) =>
  signedInTrader(t.database.db, clock.clock(), { firstName: 'Zeynep', lastName });
const saleFor = (buyerId: string, runnerUpId: string | null = null) =>
  openTestSale(t.database.db, { now: clock.clock(), buyerId, firmId: c.firmId, runnerUpId });
const statusOf = async (id: string | null) =>
  (
    await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, id ?? ''))
  )[0]?.status;

describe('cancelling a sale', () => {
  it('is the operator’s, gives the buyer’s fee back and releases the runner-up', async () => {
    const buyer = await newBuyer('İptal');
    const world = await saleFor(buyer.id, c.runnerUp.id);
    const reason = { reason: 'pre_emption', note: 'Paydaş önalım hakkını kullandı.' };
    for (const party of [buyer, c.firmOwner, c.firmStaff]) {
      expect(errorCode(await onSale(t, 'POST', world.saleId, '/cancel', party, reason))).toBe(
        '403 SALE_ACTION_FORBIDDEN',
      );
    }
    expect(
      errorCode(await onSale(t, 'POST', world.saleId, '/cancel', c.admin, { reason: 'bored' })),
    ).toBe('400 VALIDATION');
    const res = await onSale(t, 'POST', world.saleId, '/cancel', c.admin, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      step: 'cancelled',
      end: {
        kind: 'cancelled',
        reason: 'pre_emption',
        reasonLabel: 'Paydaşın önalım hakkını kullanması (hisseli parsel)',
        note: 'Paydaş önalım hakkını kullandı.',
      },
      runnerUp: { status: 'released' },
      // An auction is not reopened (decision 074): the operator lists it anew, so no 'relist'.
      actions: [],
    });
    expect(await statusOf(world.depositId)).toBe('refund_due');
    expect(await statusOf(world.runnerUpDepositId)).toBe('refund_due');
    const view = await viewAs(t, world.saleId, buyer);
    expect(view.steps.map((s) => [s.label, s.state])).toEqual([
      ['Alıcı Onayı', 'stopped'],
      ['Ödeme Güvencesi', 'upcoming'],
      ['Tapu Randevusu', 'upcoming'],
      ['İptal', 'stopped'],
    ]);
    expect(errorCode(await onSale(t, 'POST', world.saleId, '/cancel', c.admin, reason))).toBe(
      '409 SALE_ENDED',
    );
    expect(errorCode(await onSale(t, 'POST', world.saleId, '/confirmation/code', buyer))).toBe(
      '409 SALE_ENDED',
    );
    const detail = await send(t, 'GET', `/api/listings/${world.listingId}`);
    expect(detail.json<{ saleState: string | null }>().saleState).toBeNull();
  });
});

describe('the confirmation code', () => {
  it('refuses a code that expired', async () => {
    const buyer = await newBuyer('Geç');
    const world = await saleFor(buyer.id);
    expect((await onSale(t, 'POST', world.saleId, '/confirmation/code', buyer)).statusCode).toBe(
      200,
    );
    const code = await latestCode(t, await phoneOf(t.database.db, buyer.id));
    clock.advance(4 * 60);
    const res = await onSale(t, 'POST', world.saleId, '/confirmation', buyer, { code });
    expect(errorCode(res)).toBe('400 SALE_CODE_INVALID');
    expect((await viewAs(t, world.saleId, buyer)).step).toBe('buyer_confirmation');
  });

  it('confirms once when the same code is sent twice at the same moment', async () => {
    const buyer = await newBuyer('Aynıanda');
    const world = await saleFor(buyer.id);
    await onSale(t, 'POST', world.saleId, '/confirmation/code', buyer);
    const code = await latestCode(t, await phoneOf(t.database.db, buyer.id));
    const answers = await Promise.all(
      [1, 2].map(() => onSale(t, 'POST', world.saleId, '/confirmation', buyer, { code })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(['400 SALE_CODE_INVALID', '409 SALE_STEP_MISMATCH']).toContain(
      errorCode(answers.find((res) => res.statusCode !== 200)!),
    );
    const view = await viewAs(t, world.saleId, buyer);
    expect(view.events.filter((e) => e.kind === 'buyer_confirmed')).toHaveLength(1);
  });
});

describe('the operator’s settings', () => {
  it('are the admin’s, bounded, audited, and set the next step’s deadline', async () => {
    const get = await send(t, 'GET', '/api/admin/sale-settings', { trader: c.admin });
    expect(get.json()).toEqual({
      buyerConfirmationHours: 48,
      paymentSecurityDays: 7,
      titleAppointmentDays: 30,
      runnerUpAnswerHours: 48,
      strikeLimit: 3,
      strikeWindowMonths: 24,
    });
    const settings = { ...get.json<Record<string, number>>(), paymentSecurityDays: 3 };
    expect(
      (await send(t, 'PUT', '/api/admin/sale-settings', { trader: c.firmOwner, payload: settings }))
        .statusCode,
    ).toBe(403);
    const bad = await send(t, 'PUT', '/api/admin/sale-settings', {
      trader: c.admin,
      payload: { ...settings, paymentSecurityDays: 0 },
    });
    expect(errorCode(bad)).toBe('400 VALIDATION');
    expect(bad.body).toContain('Ödeme güvencesi süresi (gün) en az 1 olabilir.');

    const buyer = await newBuyer('Ayarlı');
    const world = await saleFor(buyer.id);
    const put = await send(t, 'PUT', '/api/admin/sale-settings', {
      trader: c.admin,
      payload: settings,
    });
    expect(put.json<{ paymentSecurityDays: number }>().paymentSecurityDays).toBe(3);
    const audits = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'sale.settings_updated'));
    expect(audits).toHaveLength(1);
    // The running step keeps its deadline; the next one gets the new setting.
    const before = await viewAs(t, world.saleId, buyer);
    expect(new Date(before.stepDeadline ?? '').getTime()).toBe(clock.clock().getTime() + 2 * DAY);
    await onSale(t, 'POST', world.saleId, '/confirmation/code', buyer);
    const code = await latestCode(t, await phoneOf(t.database.db, buyer.id));
    const res = await onSale(t, 'POST', world.saleId, '/confirmation', buyer, { code });
    expect(new Date(res.json<{ stepDeadline: string }>().stepDeadline).getTime()).toBe(
      clock.clock().getTime() + 3 * DAY,
    );
  });
});

describe('the lists', () => {
  it('gives each side its sales, and the operator the overdue ones first', async () => {
    const buyer = await newBuyer('Listeli');
    const late = await saleFor(buyer.id, c.runnerUp.id);
    clock.advance(49 * 3600);
    const fresh = await saleFor((await newBuyer('Yeni')).id);

    const mine = await send(t, 'GET', '/api/me/sales', { trader: buyer });
    expect(
      mine.json<{ items: { id: string; viewer: string; nextAction: string | null }[] }>().items,
    ).toEqual([
      expect.objectContaining({ id: late.saleId, viewer: 'buyer', nextAction: 'confirm_purchase' }),
    ]);
    const asRunnerUp = await send(t, 'GET', '/api/me/sales', { trader: c.runnerUp });
    expect(
      asRunnerUp.json<{ items: { id: string; viewer: string; buyerName: string }[] }>().items,
    ).toContainEqual(
      expect.objectContaining({ id: late.saleId, viewer: 'runner_up', buyerName: 'Ze*** Li***' }),
    );
    const firm = await send(t, 'GET', '/api/firm/sales', { trader: c.firmStaff });
    const firmIds = firm.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    expect(firmIds).toEqual(expect.arrayContaining([late.saleId, fresh.saleId]));
    const rival = await send(t, 'GET', '/api/firm/sales', { trader: c.rivalOwner });
    expect(rival.json<{ total: number }>().total).toBe(0);
    expect(errorCode(await send(t, 'GET', '/api/firm/sales', { trader: buyer }))).toBe(
      '403 FIRM_REQUIRED',
    );

    const overdue = await send(t, 'GET', '/api/admin/sales?filter=overdue', { trader: c.admin });
    const items = overdue.json<{
      items: { id: string; overdue: boolean; nextAction: string | null }[];
    }>().items;
    expect(items.map((item) => item.id)).toContain(late.saleId);
    expect(items.every((item) => item.overdue)).toBe(true);
    expect(items.find((item) => item.id === late.saleId)?.nextAction).toBe('declare_default');
    const open = await send(t, 'GET', '/api/admin/sales?filter=open', { trader: c.admin });
    const openItems = open.json<{ items: { id: string; overdue: boolean }[] }>().items;
    const firstFresh = openItems.findIndex((item) => !item.overdue);
    expect(openItems.slice(0, firstFresh).every((item) => item.overdue)).toBe(true);
    expect(openItems.map((item) => item.id)).toContain(fresh.saleId);
    expect(
      errorCode(await send(t, 'GET', '/api/admin/sales?filter=nope', { trader: c.admin })),
    ).toBe('400 VALIDATION');
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, late.saleId));
    expect(row?.step).toBe('buyer_confirmation');
  });
});
