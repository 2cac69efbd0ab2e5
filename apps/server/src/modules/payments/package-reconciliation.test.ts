import type { StartPackagePurchaseResponse } from '@arsamezat/shared/firms/listing-packages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { packageCredits, packagePurchases } from '../../db/schema.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { insertFirm } from '../firms/testing/firm-fixtures.ts';
import { insertPackage } from '../listing-packages/testing/package-fixtures.ts';
import { createPaymentReconciliation } from './payment-reconciliation.service.ts';
import { answerChallenge, GOOD_CARD, PAYMENT_TEST_NOW } from './testing/sandbox-journey.ts';

/**
 * A listing package's payment (issue 28) whose bank answer was lost is settled by the
 * reconciliation like a deposit's: completed once with its credits, or failed without any.
 */

const clock = movableClock(PAYMENT_TEST_NOW.toISOString());
let t: TestApp;
let owner: Trader;

const reconcile = () =>
  createPaymentReconciliation({
    db: t.database.db,
    clock: clock.clock,
    provider: t.app.deps.payments,
    log: t.app.log,
  }).reconcileOnce();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  owner = await signedInTrader(t.database.db, clock.clock(), {
    firstName: 'Selin',
    lastName: 'Kaya',
  });
  await insertFirm(t.database.db, { ownerId: owner.id });
});
afterAll(() => t.close());

async function start(): Promise<StartPackagePurchaseResponse> {
  const packageId = await insertPackage(t.database.db, { listingCount: 2 });
  const res = await send(t, 'POST', `/api/firm/packages/${packageId}/purchases`, {
    trader: owner,
    payload: { card: GOOD_CARD },
  });
  expect(res.statusCode).toBe(201);
  return res.json<StartPackagePurchaseResponse>();
}
const purchaseOf = async (id: string) =>
  (await t.database.db.select().from(packagePurchases).where(eq(packagePurchases.id, id)))[0];
const creditsOf = (id: string) =>
  t.database.db.select().from(packageCredits).where(eq(packageCredits.purchaseId, id));

describe('reconciling package payments', () => {
  it('completes a purchase whose answer was lost, once, with its credits', async () => {
    const started = await start();
    const bank = await answerChallenge(t, started.paymentLink, {
      action: 'confirm',
      code: '123456',
    });
    // The bank settles it, but our callback never records it (the answer lost on its way).
    const callback = new URL(String(bank.headers.location), 'http://x');
    const settled = await t.app.deps.payments.verify({
      orderId: started.orderId,
      amount: 2_500_00,
      fields: {
        paymentId: callback.searchParams.get('paymentId') ?? '',
        conversationId: started.orderId,
      },
    });
    expect(settled.outcome).toBe('completed');
    expect((await purchaseOf(started.purchaseId))?.status).toBe('pending');
    clock.advance(6 * 60);
    const runs = [await reconcile(), await reconcile()];
    expect(runs.flatMap((r) => r.completed)).toEqual([started.orderId]);
    expect((await purchaseOf(started.purchaseId))?.status).toBe('completed');
    expect(await creditsOf(started.purchaseId)).toHaveLength(2);
  });

  it('fails a purchase the buyer never finished, without credits', async () => {
    const started = await start();
    clock.advance(31 * 60);
    const run = await reconcile();
    expect(run.failed).toContain(started.orderId);
    expect((await purchaseOf(started.purchaseId))?.status).toBe('failed');
    expect(await creditsOf(started.purchaseId)).toEqual([]);
  });
});
