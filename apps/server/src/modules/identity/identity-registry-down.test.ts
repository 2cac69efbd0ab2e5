import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { signedInTrader } from '../bids/testing/trading-fixtures.ts';
import { PAYMENT_TEST_NOW } from '../payments/testing/sandbox-journey.ts';
import { AHMET, rowsOf, verifyIdentity, type ErrorBody } from './testing/identity-kit.ts';
import { withCheckDigits } from './testing/verified-identity.ts';

/** The registry slow or the hourly ceiling reached: the member is told, nothing is verified. */
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const clock = () => PAYMENT_TEST_NOW;
const member = (app: TestApp) =>
  signedInTrader(app.database.db, clock(), {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
    verified: false,
  });

describe('identity checks when the registry cannot answer', () => {
  it('says the service cannot be reached when it answers later than the timeout', async () => {
    t = await createTestApp({
      clock,
      env: { IDENTITY_REGISTRY_FAKE_DELAY_MS: '1500', IDENTITY_REGISTRY_TIMEOUT_MS: '300' },
    });
    const res = await verifyIdentity(t, await member(t), AHMET);
    expect(res.statusCode).toBe(503);
    expect(res.json<ErrorBody>().error.message).toBe(
      'Kimlik doğrulama hizmetine şu anda ulaşılamıyor. Lütfen daha sonra tekrar deneyiniz.',
    );
    const rows = await rowsOf(t.database.db, sql`select outcome from identity_attempts`);
    expect(rows).toEqual([{ outcome: 'unavailable' }]);
    const kept = await rowsOf(t.database.db, sql`select 1 from identity_verifications`);
    expect(kept).toEqual([]);
  });

  it('stops every check past the hourly ceiling across all members', async () => {
    t = await createTestApp({ clock, env: { IDENTITY_CHECKS_PER_HOUR: '2' } });
    const tries = [];
    for (let i = 0; i < 3; i++) {
      const identityNumber = withCheckDigits(`100000${700 + i}`);
      tries.push(
        await verifyIdentity(t, await member(t), { ...AHMET, identityNumber, birthYear: 1990 }),
      );
    }
    expect(tries.map((r) => r.statusCode)).toEqual([200, 200, 429]);
  });
});
