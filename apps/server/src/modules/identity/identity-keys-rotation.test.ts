import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures/listings.ts';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import { TEST_VAPID_ENV } from '../../../test/helpers/production-env.ts';
import { loadConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { rotateWithConfig } from '../../rotate-identity-keys.ts';
import { createIdentityCrypto } from './identity-crypto.ts';
import { findOtherHolder, selectIdentity } from './identity.repository.ts';
import { rowsOf } from './testing/identity-kit.ts';
import { insertVerifiedIdentity } from './testing/verified-identity.ts';

/** `npm run identity:rotate-keys`: every stored number moves to the new keys, readable after. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const key = () => randomBytes(32).toString('base64');

it('re-seals and re-HMACs every number under the first keys listed, and can run again', async () => {
  const db = database.db;
  const numbers = ['12345678950', '23456789060', '99123456740'];
  const members: string[] = [];
  for (const number of numbers) {
    const id = await insertUser(db, { firstName: 'Ayşe', lastName: 'Deneme' });
    // Sealed under the development keys, as the test configuration's default.
    await insertVerifiedIdentity(db, id, {
      firstName: 'Ayşe',
      lastName: 'Deneme',
      identityNumber: number,
    });
    members.push(id);
  }
  const newKeys = { enc: `enc-2027:${key()}`, hmac: `hmac-2027:${key()}` };
  const dev = loadConfig({ NODE_ENV: 'test' }).identity;
  const devKey = (ring: typeof dev.encryptionKeys) =>
    `${ring.current.id}:${ring.current.key.toString('base64')}`;
  // The new key first, the old one still listed.
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    INVOICE_PROVIDER: 'fake',
    ...TEST_VAPID_ENV,
    IDENTITY_REGISTRY: 'kps',
    IDENTITY_ENCRYPTION_KEYS: `${newKeys.enc},${devKey(dev.encryptionKeys)}`,
    IDENTITY_HMAC_KEYS: `${newKeys.hmac},${devKey(dev.hmacKeys)}`,
  });
  expect(await rotateWithConfig(config, database)).toEqual({
    rotated: 3,
    keys: { encryption: 'enc-2027', hmac: 'hmac-2027' },
  });
  const rows = await rowsOf(
    db,
    sql`select number_key_id, number_hmac_key_id from identity_verifications`,
  );
  expect(new Set(rows.map((r) => JSON.stringify(r)))).toEqual(
    new Set([JSON.stringify({ number_key_id: 'enc-2027', number_hmac_key_id: 'hmac-2027' })]),
  );

  // With the old keys removed from the configuration, every number still opens and is found.
  const onlyNew = loadConfig({
    NODE_ENV: 'test',
    IDENTITY_ENCRYPTION_KEYS: newKeys.enc,
    IDENTITY_HMAC_KEYS: newKeys.hmac,
  }).identity;
  const crypto = createIdentityCrypto({
    encryption: onlyNew.encryptionKeys,
    hmac: onlyNew.hmacKeys,
  });
  for (const [i, number] of numbers.entries()) {
    const row = await selectIdentity(db, members[i]!);
    expect(crypto.open({ sealed: row!.numberSealed, keyId: row!.numberKeyId })).toBe(number);
    const other = await insertUser(db, { firstName: 'Başka', lastName: 'Üye' });
    expect(await findOtherHolder(db, crypto.hmacsUnderEveryKey(number), other)).toBe(members[i]);
  }
  expect((await rotateWithConfig(config, database)).rotated).toBe(0);
});

it('refuses to start production without its own identity keys and registry', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
    /IDENTITY_REGISTRY: required[\s\S]*IDENTITY_ENCRYPTION_KEYS: required[\s\S]*IDENTITY_HMAC_KEYS: required/,
  );
  expect(() =>
    loadConfig({
      NODE_ENV: 'test',
      IDENTITY_ENCRYPTION_KEYS: `k1:${randomBytes(16).toString('base64')}`,
    }),
  ).toThrow(/IDENTITY_ENCRYPTION_KEYS: each key must be id:base64 of 32 bytes/);
});
