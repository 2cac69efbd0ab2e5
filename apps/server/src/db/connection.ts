import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** A statement rendered once: PostgreSQL prepares it per connection under `name`. */
export type Statement = { name: string; text: string };
export type RunStatement = (statement: Statement, values: unknown[]) => Promise<unknown[]>;
/** Runs `fn` with statements on one connection; rows come back as the driver types them. */
export type WithConnection = <R>(fn: (run: RunStatement) => Promise<R>) => Promise<R>;

/** PGlite is one connection: statements go straight to the embedded client. */
export function pgliteConnection(client: PGlite): WithConnection {
  return (fn) => fn(async (statement, values) => (await client.query(statement.text, values)).rows);
}

/**
 * One pool client for the whole of `fn` (so a follow-up read does not queue for the pool again),
 * with named prepared statements (parsed and planned once per connection).
 */
export function postgresConnection(pool: pg.Pool): WithConnection {
  return async (fn) => {
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
  };
}

/** PGlite's own transaction (it holds the single connection until it ends). */
export function pgliteTransaction(client: PGlite): WithConnection {
  return (fn) =>
    client.transaction((tx) =>
      fn(async (statement, values) => (await tx.query(statement.text, values)).rows),
    );
}

/**
 * Like `postgresConnection`, inside BEGIN … COMMIT (ROLLBACK when `fn` throws): the bid and the
 * notifications it causes commit together (decision 034).
 */
export function postgresTransaction(pool: pg.Pool): WithConnection {
  const connection = postgresConnection(pool);
  return (fn) =>
    connection(async (run) => {
      await run({ name: '', text: 'begin' }, []);
      try {
        const result = await fn(run);
        await run({ name: '', text: 'commit' }, []);
        return result;
      } catch (error) {
        await run({ name: '', text: 'rollback' }, []).catch(() => undefined);
        throw error;
      }
    });
}
