import { and, count, desc, eq, gte, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { identityAttempts, identityVerifications } from '../../db/schema/identity.ts';
import { users } from '../../db/schema/users.ts';

/** The identity tables' queries (decision 064). Numbers come and go sealed; see identity-crypto. */

export type IdentityRow = typeof identityVerifications.$inferSelect;
export type AttemptOutcome = 'verified' | 'mismatch' | 'taken' | 'unavailable';

export async function selectIdentity(db: Db | Tx, userId: string): Promise<IdentityRow | null> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The account holding a number (by its HMAC under any configured key), other than `userId`. */
export async function findOtherHolder(db: Db | Tx, hmacs: string[], userId: string) {
  const [row] = await db
    .select({ userId: identityVerifications.userId })
    .from(identityVerifications)
    .where(
      and(
        inArray(identityVerifications.numberHmac, hmacs),
        ne(identityVerifications.userId, userId),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Keeps the verified identity (a re-verification replaces it) and makes the account's name the
 * verified one: 'name on the account follows the verified name'.
 */
export async function saveIdentity(tx: Tx, row: IdentityRow) {
  const { userId, ...values } = row;
  await tx
    .insert(identityVerifications)
    .values(row)
    .onConflictDoUpdate({ target: identityVerifications.userId, set: values });
  await tx
    .update(users)
    .set({ firstName: row.firstName, lastName: row.lastName, updatedAt: row.verifiedAt })
    .where(eq(users.id, userId));
}

export async function insertAttempt(
  db: Db | Tx,
  values: { userId: string; outcome: AttemptOutcome; otherUserId?: string | null; at: Date },
) {
  await db.insert(identityAttempts).values({
    userId: values.userId,
    outcome: values.outcome,
    otherUserId: values.otherUserId ?? null,
    createdAt: values.at,
  });
}

/**
 * The operator's view of one member: their own attempts, newest first, each naming the other
 * account when the number was verified there; and the tries of other accounts on this member's
 * verified number (`byOther`).
 */
export async function selectAttempts(db: Db, userId: string, limit: number) {
  const other = alias(users, 'other_account');
  const own = await db
    .select({
      outcome: identityAttempts.outcome,
      createdAt: identityAttempts.createdAt,
      otherUserId: identityAttempts.otherUserId,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
    })
    .from(identityAttempts)
    .leftJoin(other, eq(other.id, identityAttempts.otherUserId))
    .where(eq(identityAttempts.userId, userId))
    .orderBy(desc(identityAttempts.createdAt))
    .limit(limit);
  const byOthers = await db
    .select({
      createdAt: identityAttempts.createdAt,
      otherUserId: identityAttempts.userId,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
    })
    .from(identityAttempts)
    .innerJoin(other, eq(other.id, identityAttempts.userId))
    .where(eq(identityAttempts.otherUserId, userId))
    .orderBy(desc(identityAttempts.createdAt))
    .limit(limit);
  return { own, byOthers };
}

export async function countAttemptsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityAttempts)
    .where(and(eq(identityAttempts.userId, userId), gte(identityAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function deleteIdentity(tx: Tx, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .returning({ userId: identityVerifications.userId });
  return removed.length > 0;
}

/** KVKK erasure: the identity and the record of every check go with the person. */
export async function eraseIdentityData(tx: Tx, userId: string) {
  await tx.delete(identityVerifications).where(eq(identityVerifications.userId, userId));
  await tx.delete(identityAttempts).where(eq(identityAttempts.userId, userId));
}

/** Rows whose number is sealed or HMAC'd under a key that is not the current one (rotation). */
export async function selectRowsToRotate(
  db: Db | Tx,
  current: { encryption: string; hmac: string },
  limit: number,
) {
  return db
    .select({
      userId: identityVerifications.userId,
      numberSealed: identityVerifications.numberSealed,
      numberKeyId: identityVerifications.numberKeyId,
    })
    .from(identityVerifications)
    .where(
      or(
        ne(identityVerifications.numberKeyId, current.encryption),
        ne(identityVerifications.numberHmacKeyId, current.hmac),
      ),
    )
    .limit(limit);
}

export async function updateSealedNumber(
  tx: Tx,
  userId: string,
  values: {
    numberSealed: string;
    numberKeyId: string;
    numberHmac: string;
    numberHmacKeyId: string;
  },
) {
  await tx
    .update(identityVerifications)
    .set(values)
    .where(eq(identityVerifications.userId, userId));
}
