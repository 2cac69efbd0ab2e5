import type { Database } from '../../db/client.ts';

/** A statement rendered once: PostgreSQL prepares it per connection under `name`. */
export type Statement = { name: string; text: string };
export type RunStatement = (statement: Statement, values: unknown[]) => Promise<unknown[]>;

/**
 * Runs statements on one connection straight through the driver, for the hot bid path: on
 * PostgreSQL one pool client (so a follow-up read does not queue for the pool again) with named
 * prepared statements; on PGlite the embedded client. Rows come back as the driver types them.
 */
export async function withConnection<R>(
  database: Database,
  fn: (run: RunStatement) => Promise<R>,
): Promise<R> {
  if (database.kind === 'pglite') {
    const client = database.pglite;
    if (!client) throw new Error('PGlite database without its client');
    return fn(async (statement, values) => (await client.query(statement.text, values)).rows);
  }
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without its pool');
  const client = await pool.connect();
  try {
    return await fn(async (statement, values) => {
      const result = await client.query<Record<string, unknown>>({
        name: statement.name,
        text: statement.text,
        values,
      });
      return result.rows;
    });
  } finally {
    client.release();
  }
}
