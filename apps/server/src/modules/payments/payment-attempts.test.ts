import type { PaymentResult } from '@arsamezat/shared/trading/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments, sandboxPayments } from '../../db/schema/trading.ts';
import { send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { ATTEMPT_TEXTS } from './settle-payment.ts';
import {
  answerChallenge,
  followToCallback,
  openAuction,
  PAYMENT_TEST_NOW,
  startedPayment,
} from './testing/sandbox-journey.ts';

/**
 * Issue #15, finding 10b: the same deposit paid in two tabs. Only the deposit's live attempt (the
 * newest) may take money; the other tab's return closes its attempt without charging the card,
 * so the buyer pays once, whichever tab comes back first.
 */

let t: TestApp;
let ahmet: Trader;

beforeAll(async () => {
  t = await createTestApp({ clock: () => PAYMENT_TEST_NOW });
  ahmet = await signedInTrader(t.database.db, PAYMENT_TEST_NOW, {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
  });
});
afterAll(() => t.close());

async function paymentOf(orderId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}
async function captured(orderIds: string[]) {
  const rows = await t.database.db.select().from(sandboxPayments);
  return rows.filter((row) => orderIds.includes(row.orderId) && row.status === 'captured').length;
}

/** Two tabs each start a payment of the same deposit and the buyer confirms both at the bank. */
async function twoTabs(id: string) {
  const first = await startedPayment(t, ahmet, id);
  const second = await startedPayment(t, ahmet, id);
  const confirm = (link: string) => answerChallenge(t, link, { action: 'confirm', code: '123456' });
  const older = { orderId: first.orderId, bank: await confirm(first.paymentLink) };
  const newer = { orderId: second.orderId, bank: await confirm(second.paymentLink) };
  return { older, newer };
}

describe('one deposit, two tabs, both confirmed at the bank', () => {
  it('the older tab returns first: it is closed uncharged, the newer one pays', async () => {
    const id = await openAuction(t);
    const { older, newer } = await twoTabs(id);

    await followToCallback(t, older.bank);
    expect(await paymentOf(older.orderId)).toMatchObject({
      status: 'failed',
      failureReason: ATTEMPT_TEXTS.superseded,
    });
    await followToCallback(t, newer.bank);
    expect((await paymentOf(newer.orderId)).status).toBe('completed');

    expect(await captured([older.orderId, newer.orderId])).toBe(1);
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.listingId, id));
    expect(deposit?.status).toBe('completed');
    const shown = await send(t, 'GET', `/api/payments/result?orderId=${older.orderId}`, {
      trader: ahmet,
    });
    expect(shown.json<PaymentResult>()).toMatchObject({
      paymentSuccessful: false,
      message: ATTEMPT_TEXTS.superseded,
    });
  });

  it('the newer tab returns first: it pays, the older one is closed uncharged', async () => {
    const id = await openAuction(t);
    const { older, newer } = await twoTabs(id);

    await followToCallback(t, newer.bank);
    await followToCallback(t, older.bank);
    // And both replayed: nothing changes.
    await followToCallback(t, newer.bank);
    await followToCallback(t, older.bank);

    expect((await paymentOf(newer.orderId)).status).toBe('completed');
    expect((await paymentOf(older.orderId)).status).toBe('failed');
    expect(await captured([older.orderId, newer.orderId])).toBe(1);
    const rows = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.listingId, id));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
  });
});
