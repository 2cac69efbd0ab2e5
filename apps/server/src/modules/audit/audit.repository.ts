import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/messages.ts';

/** One row as written: `before` and `after` already made JSON-safe (audit-log.ts). */
export async function insertAuditRow(tx: Tx, row: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** The log of one entity, oldest first. */
export function selectAuditEntries(db: Db, entityType: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}
