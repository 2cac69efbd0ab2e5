import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { describeStartupError } from './startup-error.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';
const PHONE = '5551234567';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The failure of the admin bootstrap on a second instance: a duplicate phone, with its hash. */
async function duplicateAdminInsert(): Promise<unknown> {
  const row = { phone: PHONE, passwordHash: HASH, firstName: 'Site', lastName: 'Yöneticisi' };
  await database.db.insert(users).values(row);
  try {
    await database.db.insert(users).values(row);
  } catch (error) {
    return error;
  }
  throw new Error('the second insert was expected to fail');
}

describe('a start-up failure printed to the console', () => {
  it('names the failure but prints no query parameter, hash or phone', async () => {
    const error = await duplicateAdminInsert();
    // What printing the raw error (console.error) would show: the parameters, hash included.
    expect(inspect(error)).toContain(HASH);

    const text = describeStartupError(error);
    expect(text).toContain('Sunucu başlatılamadı');
    expect(text).toContain('23505');
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain('params');
  });

  it('keeps an ordinary error readable', () => {
    const text = describeStartupError(new Error('listen EADDRINUSE: address already in use'));
    expect(text).toContain('Error: listen EADDRINUSE: address already in use');
  });
});
