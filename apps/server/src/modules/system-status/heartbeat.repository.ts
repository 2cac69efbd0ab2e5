import { desc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instanceHeartbeats } from '../../db/schema.ts';
import type { InstanceIdentity } from './instance.ts';
import type { JobRunRecord } from './job-runs.ts';

export async function upsertHeartbeat(
  db: Db,
  instance: InstanceIdentity,
  beat: { now: Date; openStreams: number; jobRuns: Record<string, JobRunRecord> },
) {
  const values = { seenAt: beat.now, openStreams: beat.openStreams, jobRuns: beat.jobRuns };
  await db
    .insert(instanceHeartbeats)
    .values({
      id: instance.id,
      host: instance.host,
      pid: instance.pid,
      version: instance.version,
      startedAt: instance.startedAt,
      ...values,
    })
    .onConflictDoUpdate({ target: instanceHeartbeats.id, set: values });
}

/** Rows of instances not seen since `before` (gone: stopped, crashed, restarted). */
export async function deleteHeartbeatsBefore(db: Db, before: Date) {
  await db.delete(instanceHeartbeats).where(lt(instanceHeartbeats.seenAt, before));
}

/** Heartbeats seen since `since`, newest first. */
export async function selectHeartbeatsSince(db: Db, since: Date) {
  return db
    .select()
    .from(instanceHeartbeats)
    .where(gte(instanceHeartbeats.seenAt, since))
    .orderBy(desc(instanceHeartbeats.seenAt))
    .limit(200);
}
