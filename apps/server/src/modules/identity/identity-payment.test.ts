import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { startFakeIyzico } from '../../providers/testing/fake-iyzico.ts';
import { signedInTrader } from '../bids/testing/trading-fixtures.ts';
import {
  openAuction,
  PAYMENT_TEST_NOW,
  startedPayment,
} from '../payments/testing/sandbox-journey.ts';
import { AHMET, verified } from './testing/identity-kit.ts';

/**
 * The deposit's payment request carries the member's verified identity number, verified name and
 * registered address — not a placeholder — and only there (PAYMENT_PROVIDER=iyzico against its
 * local fake, the identity through the registry's local fake).
 */
const KEYS = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };
let fake: Awaited<ReturnType<typeof startFakeIyzico>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeIyzico(KEYS);
  t = await createTestApp({
    clock: () => PAYMENT_TEST_NOW,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: KEYS.apiKey,
      IYZICO_SECRET_KEY: KEYS.secretKey,
      IYZICO_BASE_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

it('sends iyzico the verified number, name and registered address', async () => {
  const member = await signedInTrader(t.database.db, PAYMENT_TEST_NOW, {
    firstName: 'ahmet',
    lastName: 'yılmaz',
    verified: false,
  });
  await verified(t, member, AHMET);
  const listingId = await openAuction(t);
  const started = await startedPayment(t, member, listingId);
  expect(JSON.stringify(started)).not.toContain(AHMET.identityNumber);
  const [request] = fake.initializeRequests().slice(-1);
  expect(request?.buyer).toMatchObject({
    name: 'Ahmet',
    surname: 'Yılmaz',
    identityNumber: '12345678950',
    city: 'Manisa',
    registrationAddress: 'Hacı İshak Mah. İnönü Cad. No: 42/3, Akhisar/Manisa',
  });
  expect(request?.billingAddress).toMatchObject({
    contactName: 'Ahmet Yılmaz',
    city: 'Manisa',
    address: 'Hacı İshak Mah. İnönü Cad. No: 42/3, Akhisar/Manisa',
  });
});
