import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/users.ts';
import type { codePurpose } from '../../db/schema/enums.ts';

/** Every purpose a code is stored for: the public ones of the API and the sign-in second step. */
export type CodePurpose = (typeof codePurpose.enumValues)[number];

type Queryable = Db | Tx;

/**
 * Serialises code sends for one phone until the transaction ends, so two simultaneous requests
 * cannot both pass the "one per 60 s" check.
 */
export async function lockPhoneForCodes(tx: Tx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${phone}`}))`);
}

/** The phone's codes of these purposes since `since`, newest first (what a budget counts). */
export function codesSince(
  db: Queryable,
  phone: string,
  purposes: readonly CodePurpose[],
  since: Date,
) {
  return db
    .select({
      createdAt: oneTimeCodes.createdAt,
      expiresAt: oneTimeCodes.expiresAt,
      consumedAt: oneTimeCodes.consumedAt,
      failedAttempts: oneTimeCodes.failedAttempts,
    })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.phone, phone),
        inArray(oneTimeCodes.purpose, [...purposes]),
        gt(oneTimeCodes.createdAt, since),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt));
}

export async function insertCode(
  db: Queryable,
  values: { phone: string; purpose: CodePurpose; codeHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(oneTimeCodes)
    .values({
      phone: values.phone,
      purpose: values.purpose,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .returning({ id: oneTimeCodes.id });
  if (!row) throw new Error('code insert returned no row');
  return row.id;
}

export async function deleteCode(db: Queryable, id: string) {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/**
 * The newest code for a phone and purpose, row-locked until the transaction ends so concurrent
 * guesses are counted one after another. Only the newest can be used; older ones are superseded.
 */
export async function latestCodeForUpdate(tx: Tx, phone: string, purpose: CodePurpose) {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** One more wrong try, atomically (concurrent guesses all count). */
export async function recordWrongTry(db: Queryable, id: string) {
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

/**
 * Marks the code used if it still may be: unused, not expired, not locked. False when another
 * request used it first (or it expired or was locked meanwhile).
 */
export async function consumeCode(
  db: Queryable,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.failedAttempts, maxAttempts),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
