import type { AdminUserFilter } from '@arsamezat/shared/admin/admin-users';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  avatarUrl: users.avatarUrl,
  lastSignInAt: users.lastSignInAt,
  bannedUntil: users.bannedUntil,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
};
export type UserSummaryRow = NonNullable<Awaited<ReturnType<typeof findUserSummary>>>;

const detailColumns = {
  ...summaryColumns,
  address: users.address,
  city: users.city,
  postalCode: users.postalCode,
  emailVerifiedAt: users.emailVerifiedAt,
  banReason: users.banReason,
  bannedAt: users.bannedAt,
};

/** LIKE wildcards in the admin's search are literal characters. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(filter: AdminUserFilter, now: Date): SQL | undefined {
  const banned = and(isNull(users.deletedAt), gt(users.bannedUntil, now));
  switch (filter) {
    case 'admins':
      return and(eq(users.role, 'admin'), isNull(users.deletedAt));
    case 'users':
      return and(eq(users.role, 'user'), isNull(users.deletedAt));
    case 'banned':
      return banned;
    case 'deleted':
      return isNotNull(users.deletedAt);
    case 'all':
      return undefined;
  }
}

/** Name (first, last or both), phone (digits as typed) or e-mail contains the search. */
function searchWhere(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    digits.length >= 3 ? ilike(users.phone, `%${digits}%`) : undefined,
  );
}

export async function selectUserPage(
  db: Db,
  query: { q: string; filter: AdminUserFilter; limit: number; offset: number },
  now: Date,
) {
  const where = and(filterWhere(query.filter, now), searchWhere(query.q));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUserSummary(db: Queryable, id: string) {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserDetail(db: Db, id: string) {
  const [row] = await db.select(detailColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The newest sign-ins (session rows) of a user. */
export async function selectSignIns(db: Db, userId: string, limit: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

/** The user's row, locked for the rest of the transaction. */
export async function lockUser(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...summaryColumns, banReason: users.banReason })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/**
 * Locks every live admin row and answers how many there are. Two demotions running together
 * queue on these locks, and the second counts after the first commits (its demoted row no
 * longer matches `role = 'admin'`), so the last admin is never demoted by a race.
 */
export async function lockAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateRole(tx: Tx, id: string, role: 'admin' | 'user', now: Date) {
  await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
}

export async function setBan(
  tx: Tx,
  id: string,
  ban: { until: Date; reason: string; now: Date } | null,
  now: Date,
) {
  await tx
    .update(users)
    .set(
      ban
        ? { bannedUntil: ban.until, banReason: ban.reason, bannedAt: ban.now, updatedAt: now }
        : { bannedUntil: null, banReason: null, bannedAt: null, updatedAt: now },
    )
    .where(eq(users.id, id));
}
