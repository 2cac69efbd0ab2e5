import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import { users, userSettings } from '../db/schema/users.ts';
import { hashPassword } from '../modules/auth/index.ts';

/** Demo bidders. Their passwords are random and never shown: they exist to make bids real. */
const BIDDERS = [
  { firstName: 'Ahmet', lastName: 'Yılmaz', phone: '5321234567' },
  { firstName: 'Elif', lastName: 'Kaya', phone: '5339876543' },
  { firstName: 'Mustafa', lastName: 'Demir', phone: '5425550011' },
  { firstName: 'Zeynep', lastName: 'Çelik', phone: '5054443322' },
  { firstName: 'Hüseyin', lastName: 'Şahin', phone: '5367778899' },
] as const;

export async function insertDemoBidders(tx: Tx, now: Date): Promise<string[]> {
  const hashes = await Promise.all(
    BIDDERS.map(() => hashPassword(randomBytes(18).toString('base64url'))),
  );
  const rows = await tx
    .insert(users)
    .values(
      BIDDERS.map((b, i) => ({
        ...b,
        passwordHash: hashes[i] ?? '',
        role: 'user' as const,
        phoneVerifiedAt: now,
        createdAt: new Date(now.getTime() - (40 - i * 5) * 86_400_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (rows.length > 0) await tx.insert(userSettings).values(rows.map((r) => ({ userId: r.id })));
  return rows.map((r) => r.id);
}
