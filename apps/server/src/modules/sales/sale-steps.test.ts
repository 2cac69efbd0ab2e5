import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits } from '../../db/schema/trading.ts';
import { latestCode, movableClock } from '../auth/testing/auth-fixtures.ts';
import { FAKE_PDF, PDF, phoneOf, postMultipart } from '../firms/testing/firm-kit.ts';
import { send } from '../bids/testing/trading-fixtures.ts';
import {
  auditActions,
  buildSaleCast,
  errorCode,
  onSale,
  toldEvents,
  viewAs,
  type SaleCast,
} from './testing/sale-cast.ts';
import { openTestSale, type SaleWorld } from './testing/sale-world.ts';

/*
 * A sale from the hammer to the title deed (issue 29): each step by the party whose step it is,
 * refused to everyone else, with the timeline, the audit and the notices of who acts next.
 */

const clock = movableClock('2026-05-05T09:00:00.000Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let c: SaleCast;
let world: SaleWorld;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  c = await buildSaleCast(t.database.db, clock.clock());
  world = await openTestSale(t.database.db, {
    now: clock.clock(),
    buyerId: c.buyer.id,
    firmId: c.firmId,
    runnerUpId: c.runnerUp.id,
  });
});
afterAll(() => t.close());

const depositStatus = async (id: string | null) => {
  const [row] = await t.database.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.id, id ?? ''));
  return row?.status;
};

/** The sale state on the listing's browse card (ended auctions, as many as one page holds). */
const browsedSaleState = async (listingId: string) => {
  const res = await send(t, 'GET', '/api/listings?tab=auctions&phase=ended&pageSize=48');
  const items = res.json<{ items: { id: string; saleState: string | null }[] }>().items;
  return items.find((item) => item.id === listingId)?.saleState;
};

describe('one sale, every viewer', () => {
  it('shows each party its own view and hides the sale from strangers', async () => {
    const asBuyer = await viewAs(t, world.saleId, c.buyer);
    expect(asBuyer).toMatchObject({
      viewer: 'buyer',
      step: 'buyer_confirmation',
      buyer: { name: 'Ahmet Yılmaz' },
      runnerUp: null,
      actions: ['confirm_purchase'],
    });
    expect(asBuyer.steps.map((s) => [s.label, s.state])).toEqual([
      ['Alıcı Onayı', 'current'],
      ['Ödeme Güvencesi', 'upcoming'],
      ['Tapu Randevusu', 'upcoming'],
      ['Tamamlandı', 'upcoming'],
    ]);
    expect(new Date(asBuyer.stepDeadline ?? '').getTime()).toBe(
      clock.clock().getTime() + 48 * HOUR,
    );
    expect(asBuyer.events.map((e) => e.text)).toEqual([
      'İhale 250.000 ₺ bedelle sonuçlandı; satış başladı.',
    ]);

    const asRunnerUp = await viewAs(t, world.saleId, c.runnerUp);
    expect(asRunnerUp).toMatchObject({
      viewer: 'runner_up',
      buyer: { name: 'Ah*** Yı***', phone: null },
      runnerUp: { name: 'Mehmet Demir', status: 'held', amount: 245_000_00 },
      actions: [],
    });
    const asStaff = await viewAs(t, world.saleId, c.firmStaff);
    expect(asStaff).toMatchObject({ viewer: 'firm', runnerUp: null, actions: [] });
    expect(asStaff.buyer.phone).toBe(await phoneOf(t.database.db, c.buyer.id));
    expect((await viewAs(t, world.saleId, c.admin)).actions).toEqual(['cancel']);

    for (const outsider of [c.stranger, c.rivalOwner]) {
      const res = await onSale(t, 'GET', world.saleId, '', outsider);
      expect(errorCode(res)).toBe('404 SALE_NOT_FOUND');
      expect(res.body).not.toContain('Yılmaz');
    }
    expect((await send(t, 'GET', `/api/sales/${world.saleId}`)).statusCode).toBe(401);
  });
});

describe('the steps to completion', () => {
  it('confirms the purchase with the SMS code sent to the buyer only', async () => {
    for (const other of [c.firmStaff, c.firmOwner, c.admin, c.runnerUp]) {
      expect(errorCode(await onSale(t, 'POST', world.saleId, '/confirmation/code', other))).toBe(
        '403 SALE_ACTION_FORBIDDEN',
      );
    }
    expect(errorCode(await onSale(t, 'POST', world.saleId, '/confirmation/code', c.stranger))).toBe(
      '404 SALE_NOT_FOUND',
    );
    expect((await onSale(t, 'POST', world.saleId, '/confirmation/code', c.buyer)).statusCode).toBe(
      200,
    );
    // While the sale runs, its listing's card says so (issue 29).
    expect(await browsedSaleState(world.listingId)).toBe('in_progress');
    const code = await latestCode(t, await phoneOf(t.database.db, c.buyer.id));
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await onSale(t, 'POST', world.saleId, '/confirmation', c.buyer, { code: wrong });
    expect(errorCode(bad)).toBe('400 SALE_CODE_INVALID');
    expect(
      errorCode(await onSale(t, 'POST', world.saleId, '/confirmation', c.buyer, { code: '12' })),
    ).toBe('400 VALIDATION');
    expect(
      errorCode(await onSale(t, 'POST', world.saleId, '/confirmation', c.firmOwner, { code })),
    ).toBe('403 SALE_ACTION_FORBIDDEN');

    clock.advance(60);
    const res = await onSale(t, 'POST', world.saleId, '/confirmation', c.buyer, { code });
    expect(res.statusCode).toBe(200);
    const view = res.json<{ step: string; stepDeadline: string; actions: string[] }>();
    expect(view.step).toBe('payment_security');
    expect(new Date(view.stepDeadline).getTime()).toBe(clock.clock().getTime() + 7 * DAY);
    expect(view.actions).toEqual(['enter_payment']);
    // The step has moved: the same code again is a step mismatch, not a second confirmation.
    expect(
      errorCode(await onSale(t, 'POST', world.saleId, '/confirmation', c.buyer, { code })),
    ).toBe('409 SALE_STEP_MISMATCH');
    expect(await toldEvents(t.database.db, c.firmStaff.id)).toContain('sale_buyer_confirmed');
    clock.advance(60);
  });

  it('takes the payment reference from the buyer and its confirmation from the firm', async () => {
    expect(
      errorCode(await onSale(t, 'POST', world.saleId, '/payment/confirmation', c.firmStaff)),
    ).toBe('409 SALE_PAYMENT_NOT_ENTERED');
    const payment = { method: 'gos', reference: 'GOS-2026-00042' };
    expect(errorCode(await onSale(t, 'POST', world.saleId, '/payment', c.firmStaff, payment))).toBe(
      '403 SALE_ACTION_FORBIDDEN',
    );
    const bad = await onSale(t, 'POST', world.saleId, '/payment', c.buyer, {
      method: 'cash',
      reference: '<x>',
    });
    expect(errorCode(bad)).toBe('400 VALIDATION');
    expect(
      (
        await onSale(t, 'POST', world.saleId, '/payment', c.buyer, {
          ...payment,
          reference: 'GOS-2026-0004',
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(60);
    const corrected = await onSale(t, 'POST', world.saleId, '/payment', c.buyer, payment);
    expect(corrected.json<{ payment: unknown }>().payment).toMatchObject({
      ...payment,
      confirmedAt: null,
    });
    expect(await toldEvents(t.database.db, c.firmOwner.id)).toContain('sale_payment_entered');

    expect(errorCode(await onSale(t, 'POST', world.saleId, '/payment/confirmation', c.buyer))).toBe(
      '403 SALE_ACTION_FORBIDDEN',
    );
    clock.advance(3600);
    const res = await onSale(t, 'POST', world.saleId, '/payment/confirmation', c.firmStaff);
    expect(res.statusCode).toBe(200);
    const view = res.json<{ step: string; stepDeadline: string; actions: string[] }>();
    expect(view.step).toBe('title_appointment');
    expect(new Date(view.stepDeadline).getTime()).toBe(clock.clock().getTime() + 30 * DAY);
    expect(view.actions).toEqual(['set_appointment']);
    // Reaching a secured payment releases the runner-up: their deposit goes to the refund queue.
    expect(await depositStatus(world.runnerUpDepositId)).toBe('refund_due');
    expect((await viewAs(t, world.saleId, c.admin)).runnerUp?.status).toBe('released');
    expect(await toldEvents(t.database.db, c.runnerUp.id)).toContain('deposit_refund_due');
    expect(await toldEvents(t.database.db, c.buyer.id)).toContain('sale_payment_confirmed');
    // The buyer's deposit stays held as the service fee until the sale ends.
    expect(await depositStatus(world.depositId)).toBe('completed');
    clock.advance(60);
  });

  it('sets the appointment in the future and completes with the title deed attached', async () => {
    const past = new Date(clock.clock().getTime() - HOUR).toISOString();
    expect(
      errorCode(
        await onSale(t, 'POST', world.saleId, '/appointment', c.firmOwner, {
          at: past,
          office: 'Kütahya Tapu Müdürlüğü',
        }),
      ),
    ).toBe('400 SALE_APPOINTMENT_IN_PAST');
    const url = `/api/sales/${world.saleId}/completion`;
    const deed = [
      { field: 'kind', value: 'title_deed' },
      { field: 'file', name: 'tapu.pdf', data: PDF },
    ];
    expect(errorCode(await postMultipart(t, url, c.firmOwner.cookie, deed))).toBe(
      '409 SALE_APPOINTMENT_REQUIRED',
    );
    expect(
      errorCode(
        await onSale(t, 'POST', world.saleId, '/appointment', c.buyer, {
          at: past,
          office: 'Kütahya',
        }),
      ),
    ).toBe('403 SALE_ACTION_FORBIDDEN');

    const at = new Date(clock.clock().getTime() + 5 * DAY).toISOString();
    const set = await onSale(t, 'POST', world.saleId, '/appointment', c.firmOwner, {
      at,
      office: 'Kütahya Tapu Müdürlüğü',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ appointment: unknown; actions: string[] }>()).toMatchObject({
      appointment: { at, office: 'Kütahya Tapu Müdürlüğü' },
      actions: ['set_appointment', 'complete'],
    });
    expect(await toldEvents(t.database.db, c.buyer.id)).toContain('sale_appointment_set');

    const fake = [deed[0]!, { field: 'file', name: 'tapu.pdf', data: FAKE_PDF }];
    expect(errorCode(await postMultipart(t, url, c.admin.cookie, fake))).toBe(
      '400 UNSUPPORTED_DOCUMENT',
    );
    expect(errorCode(await postMultipart(t, url, c.buyer.cookie, deed))).toBe(
      '403 SALE_ACTION_FORBIDDEN',
    );
    expect(errorCode(await postMultipart(t, url, c.stranger.cookie, deed))).toBe(
      '404 SALE_NOT_FOUND',
    );
    const wrongKind = [{ field: 'kind', value: 'result' }, deed[1]!];
    expect(errorCode(await postMultipart(t, url, c.admin.cookie, wrongKind))).toBe(
      '400 SALE_COMPLETION_FILE_REQUIRED',
    );

    clock.advance(5 * 24 * 3600);
    const done = await postMultipart(t, url, c.admin.cookie, deed);
    expect(done.statusCode).toBe(200);
    const view = await viewAs(t, world.saleId, c.firmStaff);
    expect(view.step).toBe('completed');
    expect(view.actions).toEqual([]);
    // The sale is done: the buyer's deposit is now the kept service fee (decision 079).
    expect(await depositStatus(world.depositId)).toBe('kept');
    expect(view.steps.map((s) => [s.state, s.doneBy])).toEqual([
      ['done', 'Ahmet Yılmaz'],
      ['done', 'Selin Çalışan'],
      ['done', 'Ayla Yönetici'],
      ['done', 'Ayla Yönetici'],
    ]);
    // The buyer reads the role, not the staff's names.
    expect((await viewAs(t, world.saleId, c.buyer)).steps.map((s) => s.doneBy)).toEqual([
      'Alıcı',
      'Satıcı firma',
      'ArsaMezat',
      'ArsaMezat',
    ]);
    expect(view.documents).toMatchObject([
      { kind: 'title_deed', label: 'Yeni Tapu Senedi', number: null, verificationPath: null },
    ]);
    expect(view.events.map((e) => e.text)).toEqual([
      'İhale 250.000 ₺ bedelle sonuçlandı; satış başladı.',
      'Alıcı satın almayı SMS koduyla onayladı.',
      'Alıcı ödeme güvencesini girdi: Güvenli Ödeme Sistemi (GÖS), referans GOS-2026-0004.',
      'Alıcı ödeme güvencesini düzeltti: Güvenli Ödeme Sistemi (GÖS), referans GOS-2026-00042.',
      'Ödeme güvencesi onaylandı.',
      'Yedek alıcının teminatı iade için serbest bırakıldı.',
      expect.stringMatching(
        /^Tapu randevusu belirlendi: \d\d\.\d\d\.2026 \d\d:\d\d, Kütahya Tapu Müdürlüğü\.$/,
      ),
      'Tapu devri tamamlandı; Yeni Tapu Senedi eklendi.',
    ]);
    expect(await auditActions(t.database.db, world.saleId)).toEqual([
      'sale.created',
      'sale.buyer_confirmed',
      'sale.payment_entered',
      'sale.payment_entered',
      'sale.payment_confirmed',
      'sale.runner_up_released',
      'sale.appointment_set',
      'sale.completed',
    ]);
    const [listing] = await t.database.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, world.listingId));
    expect(listing?.status).toBe('sold');
    const detail = await send(t, 'GET', `/api/listings/${world.listingId}`);
    expect(detail.json<{ saleState: string | null }>().saleState).toBe('completed');
    // The browse cards say the same (issue 29).
    expect(await browsedSaleState(world.listingId)).toBe('completed');
    expect(await toldEvents(t.database.db, c.firmOwner.id)).toContain('sale_completed');
    expect(
      errorCode(await onSale(t, 'POST', world.saleId, '/cancel', c.admin, { reason: 'other' })),
    ).toBe('409 SALE_ENDED');
  });
});
