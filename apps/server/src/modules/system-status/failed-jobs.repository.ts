import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/*
 * The job queue's failed jobs, read and moved in pg-boss's own table (`pgboss.job`, partitioned
 * by queue). The queue object lives with the jobs (jobs.ts) and starts only with them; these
 * statements work from any instance at any time. The retry is pg-boss's own `retryJobs`
 * statement: back to 'retry' with one more attempt allowed, picked up at the next poll.
 */

type Executor = Db | Tx;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function queueInstalled(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('pgboss.job')::text as "table"`);
  return Boolean(rowsOf<{ table: string | null }>(result)[0]?.table);
}

export type FailedJobRow = {
  id: string;
  name: string;
  created_on: Date | string;
  completed_on: Date | string | null;
  retry_count: number;
  data: unknown;
  output: unknown;
};

/** The newest failed jobs of every queue. */
export async function selectFailedJobs(db: Executor, limit: number): Promise<FailedJobRow[]> {
  if (!(await queueInstalled(db))) return [];
  const result = await db.execute(sql`
    select id::text as id, name, created_on, completed_on, retry_count, data, output
    from pgboss.job where state = 'failed'
    order by completed_on desc nulls last, created_on desc
    limit ${limit}`);
  return rowsOf<FailedJobRow>(result);
}

/** One job of a queue, locked, with its state. */
export async function lockJob(tx: Tx, queue: string, id: string) {
  if (!(await queueInstalled(tx))) return null;
  const result = await tx.execute(sql`
    select id::text as id, name, state::text as state, retry_count, data, output
    from pgboss.job where name = ${queue} and id = ${id}::uuid for update`);
  return (
    rowsOf<{
      id: string;
      name: string;
      state: string;
      retry_count: number;
      data: unknown;
      output: unknown;
    }>(result)[0] ?? null
  );
}

/** pg-boss's retry of a failed job (its `retryJobs` statement); false when it is not failed. */
export async function retryJob(tx: Tx, queue: string, id: string): Promise<boolean> {
  const result = await tx.execute(sql`
    update pgboss.job
    set state = 'retry', retry_limit = retry_limit + 1, completed_on = null,
        start_after = greatest(start_after, now())
    where name = ${queue} and id = ${id}::uuid and state = 'failed'
    returning 1 as moved`);
  return rowsOf(result).length === 1;
}

/** A failed job replaced by a fresh one (a notification's new delivery): cancelled. */
export async function cancelFailedJob(tx: Tx, queue: string, id: string): Promise<boolean> {
  const result = await tx.execute(sql`
    update pgboss.job set state = 'cancelled', completed_on = now()
    where name = ${queue} and id = ${id}::uuid and state = 'failed'
    returning 1 as moved`);
  return rowsOf(result).length === 1;
}

/** The database's size on disk, in bytes. */
export async function databaseSize(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select pg_database_size(current_database())::bigint as bytes`,
  );
  return Number(rowsOf<{ bytes: string | number }>(result)[0]?.bytes ?? 0);
}
