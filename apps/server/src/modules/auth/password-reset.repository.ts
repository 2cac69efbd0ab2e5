import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

/**
 * Reset tokens (e-mail links, 60 min) and phone reset tickets (10 min) share the table: both are
 * single-use permissions to set one account's password, stored as SHA-256 only. Their raw forms
 * differ ('pt_' prefix), so neither is accepted where the other is expected.
 */
export async function insertResetToken(
  db: Queryable,
  values: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** A new request supersedes the account's outstanding links and tickets. */
export async function retireOpenResetTokens(db: Queryable, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** An unused, unexpired token with the account it is for. */
export async function findOpenResetToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenId: passwordResetTokens.id,
      userId: users.id,
      phone: users.phone,
      passwordHash: users.passwordHash,
      bannedUntil: users.bannedUntil,
      deletedAt: users.deletedAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Uses the token once; false if another request used it first or it expired meanwhile. */
export async function useResetToken(db: Queryable, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
