import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxPayments } from '../../../db/schema/trading.ts';

export type SandboxSessionRow = typeof sandboxPayments.$inferSelect;

/** One 3-D Secure session of the simulated bank. */
export async function findSandboxSession(db: Db, id: string): Promise<SandboxSessionRow | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
  return row ?? null;
}

/** The buyer's answer, recorded once: only a session still awaiting it changes. */
export async function answerSandboxSession(
  db: Db,
  id: string,
  status: 'authenticated' | 'cancelled',
  now: Date,
): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ status, updatedAt: now })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'awaiting')));
}
