import { and, eq, gt, isNull, ne, or, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

export async function insertSession(
  db: Queryable,
  values: {
    userId: string;
    tokenHash: string;
    userAgent: string | null;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.insert(sessions).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    userAgent: values.userAgent,
    createdAt: values.now,
    lastUsedAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * The live session for a token hash with its account, in one query on the unique index: not
 * revoked, not expired, the account neither deleted nor banned at `now`. It runs on every
 * signed-in request, so it is a prepared statement (`auth_session_v1`: parsed and planned once per
 * PostgreSQL connection, rendered once per database), like the bid statement (decision 012).
 */
function prepareLiveSession(db: Db) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      role: users.role,
      marketingConsent: users.marketingConsent,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        or(isNull(users.bannedUntil), lte(users.bannedUntil, now)),
      ),
    )
    .limit(1)
    .prepare('auth_session_v1');
}

const liveSessionStatements = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let statement = liveSessionStatements.get(db);
  if (!statement) {
    statement = prepareLiveSession(db);
    liveSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function touchSession(db: Queryable, id: string, now: Date, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Queryable, id: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Every live session of a user, or every one but `exceptId`. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  now: Date,
  exceptId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    );
}

export async function deleteUserSessions(db: Queryable, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
