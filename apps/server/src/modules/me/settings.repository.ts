import type { UserSettings } from '@arsamezat/shared/member/settings';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users, userSettings } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

const settingsColumns = {
  emailNotifications: userSettings.emailNotifications,
  auctionReminders: userSettings.auctionReminders,
  smsNotifications: userSettings.smsNotifications,
  marketingEmails: userSettings.marketingEmails,
  twoFactorAuth: userSettings.twoFactorAuth,
};

export async function findSettings(
  db: Queryable,
  userId: string,
): Promise<UserSettings | undefined> {
  const [row] = await db
    .select(settingsColumns)
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row;
}

/**
 * The defaults of spec 02 §9, with marketing e-mails following the consent given at sign-up;
 * a parallel first read that inserted first wins (on conflict do nothing).
 */
export async function insertDefaultSettings(db: Queryable, userId: string, now: Date) {
  const [account] = await db
    .select({ marketingConsent: users.marketingConsent })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  await db
    .insert(userSettings)
    .values({
      userId,
      emailNotifications: true,
      auctionReminders: true,
      smsNotifications: true,
      marketingEmails: account?.marketingConsent ?? false,
      twoFactorAuth: false,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

export async function updateSettings(
  tx: Tx,
  userId: string,
  changes: Partial<UserSettings>,
  now: Date,
): Promise<UserSettings | undefined> {
  const [row] = await tx
    .update(userSettings)
    .set({ ...changes, updatedAt: now })
    .where(eq(userSettings.userId, userId))
    .returning(settingsColumns);
  return row;
}
