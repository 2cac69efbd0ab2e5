import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailVerificationTokens } from '../../db/schema/member.ts';
import { users, userSettings } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

const profileColumns = {
  id: users.id,
  phone: users.phone,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  address: users.address,
  city: users.city,
  postalCode: users.postalCode,
  marketingConsent: users.marketingConsent,
  createdAt: users.createdAt,
};
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function findProfile(db: Queryable, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export type ProfileChanges = {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  emailVerifiedAt?: Date | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
};

export async function updateProfile(tx: Tx, userId: string, changes: ProfileChanges, now: Date) {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row;
}

/** Marketing consent lives on the account (given at sign-up) and mirrors `marketing_emails`. */
export async function setMarketingConsent(tx: Tx, userId: string, consent: boolean, now: Date) {
  await tx
    .update(users)
    .set({ marketingConsent: consent, updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .update(userSettings)
    .set({ marketingEmails: consent, updatedAt: now })
    .where(eq(userSettings.userId, userId));
}

/** Any link still open for the member is retired when a new one is sent or one is used. */
export async function retireVerificationTokens(tx: Tx, userId: string, now: Date) {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

export async function insertVerificationToken(
  tx: Tx,
  values: { userId: string; email: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await tx.insert(emailVerificationTokens).values({
    userId: values.userId,
    email: values.email,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** An unused, unexpired link whose address is still the account's address. */
export async function findOpenVerificationToken(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({ id: emailVerificationTokens.id, userId: users.id, email: users.email })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
        isNull(users.deletedAt),
        sql`lower(${users.email}) = lower(${emailVerificationTokens.email})`,
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function markEmailVerified(tx: Tx, userId: string, now: Date) {
  await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}
