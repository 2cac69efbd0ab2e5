import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../auth/index.ts';

export const DEMO_ADMIN_PHONE = '5550000000';
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type AdminReport = { phone: string; created: boolean; password?: string };

function randomPassword(length = 16): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
    '',
  );
}

/**
 * Makes sure an administrator exists. ADMIN_PHONE creates that admin (with ADMIN_PASSWORD, or a
 * random password reported once) or promotes an existing account; an existing account keeps its
 * password. Without ADMIN_PHONE, the first admin is kept, or a demo admin is created.
 */
export async function ensureAdmin(db: Db, admin: Config['admin']): Promise<AdminReport> {
  if (!admin.phone) {
    const [existing] = await db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (existing) return { phone: existing.phone, created: false };
  }
  const phone = admin.phone ?? DEMO_ADMIN_PHONE;
  const [found] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.phone, phone));
  if (found) {
    if (found.role !== 'admin') {
      await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(users.id, found.id));
    }
    return { phone, created: false };
  }
  const password = admin.password ?? randomPassword();
  // Conflict-safe: another instance starting at the same moment may have created it meanwhile.
  const inserted = await db
    .insert(users)
    .values({
      phone,
      passwordHash: await hashPassword(password),
      firstName: 'Site',
      lastName: 'Yöneticisi',
      role: 'admin',
      phoneVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (inserted.length === 0) return ensureAdmin(db, { ...admin, phone });
  return { phone, created: true, password };
}
