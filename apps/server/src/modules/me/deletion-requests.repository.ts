import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountDeletionRequests } from '../../db/schema/member.ts';

type Queryable = Db | Tx;

const columns = {
  id: accountDeletionRequests.id,
  status: accountDeletionRequests.status,
  createdAt: accountDeletionRequests.createdAt,
  answeredAt: accountDeletionRequests.answeredAt,
  answerNote: accountDeletionRequests.answerNote,
};
export type DeletionRequestRow = NonNullable<Awaited<ReturnType<typeof latestDeletionRequest>>>;

export async function latestDeletionRequest(db: Queryable, userId: string) {
  const [row] = await db
    .select(columns)
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, userId))
    .orderBy(desc(accountDeletionRequests.createdAt))
    .limit(1);
  return row;
}

export async function openDeletionRequest(tx: Tx, userId: string) {
  const [row] = await tx
    .select(columns)
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.userId, userId),
        eq(accountDeletionRequests.status, 'received'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDeletionRequest(
  tx: Tx,
  values: { userId: string; reason: string | null; now: Date },
) {
  const [row] = await tx
    .insert(accountDeletionRequests)
    .values({ userId: values.userId, reason: values.reason, createdAt: values.now })
    .returning(columns);
  if (!row) throw new Error('deletion request insert returned no row');
  return row;
}
