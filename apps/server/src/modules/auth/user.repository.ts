import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users, userSettings } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

/** The columns an account flow needs (never the whole row to a caller outside the server). */
const accountColumns = {
  id: users.id,
  phone: users.phone,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  marketingConsent: users.marketingConsent,
  bannedUntil: users.bannedUntil,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
};
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findUserByPhone>>>;

export async function findUserByPhone(db: Queryable, phone: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Queryable, id: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Case-insensitive, on the `lower(email)` unique index. */
export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Any row holds the phone, deleted or not: the unique index does not forget. */
export async function phoneIsRegistered(db: Queryable, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return Boolean(row);
}

export async function emailUsedByAnother(db: Queryable, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** A new member with default settings (e-mail on, reminders on, marketing as consented, 2FA off). */
export async function insertUser(
  tx: Tx,
  values: {
    phone: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    marketingConsent: boolean;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(users)
    .values({
      phone: values.phone,
      passwordHash: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      marketingConsent: values.marketingConsent,
      phoneVerifiedAt: values.now,
      lastSignInAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(accountColumns);
  if (!row) throw new Error('user insert returned no row');
  await tx.insert(userSettings).values({
    userId: row.id,
    emailNotifications: true,
    auctionReminders: true,
    marketingEmails: values.marketingConsent,
    twoFactorAuth: false,
    updatedAt: values.now,
  });
  return row;
}

export async function updatePasswordHash(db: Queryable, userId: string, hash: string, now: Date) {
  await db.update(users).set({ passwordHash: hash, updatedAt: now }).where(eq(users.id, userId));
}

export async function recordSignIn(db: Queryable, userId: string, now: Date) {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
