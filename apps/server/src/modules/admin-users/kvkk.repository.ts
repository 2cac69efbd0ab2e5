import type { KvkkFilter } from '@arsamezat/shared/admin/admin-kvkk';
import { asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountDeletionRequests, emailVerificationTokens } from '../../db/schema/member.ts';
import { oneTimeCodes, passwordResetTokens, userSettings, users } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

const columns = {
  id: accountDeletionRequests.id,
  userId: accountDeletionRequests.userId,
  status: accountDeletionRequests.status,
  reason: accountDeletionRequests.reason,
  createdAt: accountDeletionRequests.createdAt,
  answeredAt: accountDeletionRequests.answeredAt,
  answerNote: accountDeletionRequests.answerNote,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  email: users.email,
};
export type KvkkRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

const statusWhere = (filter: KvkkFilter) =>
  filter === 'open'
    ? eq(accountDeletionRequests.status, 'received')
    : ne(accountDeletionRequests.status, 'received');

/** Open ones oldest first (the nearest deadline on top); answered ones newest answer first. */
export async function selectApplications(
  db: Db,
  query: { filter: KvkkFilter; limit: number; offset: number },
) {
  const where = statusWhere(query.filter);
  const order =
    query.filter === 'open'
      ? [asc(accountDeletionRequests.createdAt), asc(accountDeletionRequests.id)]
      : [desc(accountDeletionRequests.answeredAt), desc(accountDeletionRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(accountDeletionRequests)
      .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(accountDeletionRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findApplication(db: Queryable, id: string) {
  const [row] = await db
    .select(columns)
    .from(accountDeletionRequests)
    .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
    .where(eq(accountDeletionRequests.id, id))
    .limit(1);
  return row;
}

/** The application row, locked: two admins answering at once answer it once. */
export async function lockApplication(tx: Tx, id: string) {
  const [row] = await tx
    .select({ status: accountDeletionRequests.status, userId: accountDeletionRequests.userId })
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, id))
    .for('update');
  return row;
}

export async function answerApplication(
  tx: Tx,
  id: string,
  answer: { status: 'completed' | 'rejected'; note: string | null; by: string; now: Date },
) {
  await tx
    .update(accountDeletionRequests)
    .set({
      status: answer.status,
      answerNote: answer.note,
      answeredBy: answer.by,
      answeredAt: answer.now,
    })
    .where(eq(accountDeletionRequests.id, id));
}

/**
 * Replaces the person's data in their account row (name, phone, e-mail, address, avatar,
 * password) and removes what only served the person: settings, pending links and codes. The
 * row itself stays, so bids, deposits, payments and the audit log keep pointing at it.
 */
export async function anonymiseUser(
  tx: Tx,
  values: { id: string; oldPhone: string; phone: string; passwordHash: string; now: Date },
) {
  await tx
    .update(users)
    .set({
      phone: values.phone,
      email: null,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      passwordHash: values.passwordHash,
      firstName: 'Silinmiş',
      lastName: 'Üye',
      address: null,
      city: null,
      postalCode: null,
      avatarUrl: null,
      marketingConsent: false,
      bannedUntil: null,
      banReason: null,
      bannedAt: null,
      deletedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(users.id, values.id));
  await tx.delete(userSettings).where(eq(userSettings.userId, values.id));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, values.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.id));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.phone, values.oldPhone));
}
