import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from '../auth/index.ts';
import { DEMO_ADMIN_PHONE, ensureAdmin } from './admin-bootstrap.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const byPhone = async (phone: string) =>
  (await database.db.select().from(users).where(eq(users.phone, phone)))[0];

describe('ensureAdmin', () => {
  it('creates a demo admin with a random password once, then keeps it', async () => {
    const first = await ensureAdmin(database.db, { phone: undefined, password: undefined });
    expect(first).toMatchObject({ phone: DEMO_ADMIN_PHONE, created: true });
    expect(first.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const row = await byPhone(DEMO_ADMIN_PHONE);
    expect(row?.role).toBe('admin');
    expect(row?.passwordHash).not.toContain(first.password);
    expect(await verifyPassword(row!.passwordHash, first.password!)).toBe(true);

    const second = await ensureAdmin(database.db, { phone: undefined, password: undefined });
    expect(second).toEqual({ phone: DEMO_ADMIN_PHONE, created: false });
  });

  it('creates the configured admin with the configured password', async () => {
    const report = await ensureAdmin(database.db, {
      phone: '5321112233',
      password: 'Konya-Arsa-2026',
    });
    expect(report).toEqual({ phone: '5321112233', created: true, password: 'Konya-Arsa-2026' });
    const row = await byPhone('5321112233');
    expect(await verifyPassword(row!.passwordHash, 'Konya-Arsa-2026')).toBe(true);
  });

  it('promotes an existing user without touching their password', async () => {
    await database.db.insert(users).values({
      phone: '5324445566',
      passwordHash: 'existing-hash',
      firstName: 'Mehmet',
      lastName: 'Demir',
    });
    const report = await ensureAdmin(database.db, {
      phone: '5324445566',
      password: 'ignored-pass',
    });
    expect(report).toEqual({ phone: '5324445566', created: false });
    const row = await byPhone('5324445566');
    expect(row).toMatchObject({ role: 'admin', passwordHash: 'existing-hash' });
  });

  it('creates the admin once when several instances start at the same moment', async () => {
    const reports = await Promise.all(
      Array.from({ length: 3 }, () =>
        ensureAdmin(database.db, { phone: '5327778899', password: 'Konya-Arsa-2026' }),
      ),
    );
    expect(reports.filter((report) => report.created)).toHaveLength(1);
    expect(reports.every((report) => report.phone === '5327778899')).toBe(true);
    const rows = await database.db.select().from(users).where(eq(users.phone, '5327778899'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
  });
});
