import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import {
  pgliteConnection,
  pgliteTransaction,
  postgresConnection,
  postgresTransaction,
  type WithConnection,
} from './connection.ts';
import { pgliteListen, postgresListen, type Listen } from './listen.ts';
import * as schema from './schema.ts';

/** Drizzle over either driver; services and repositories only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: everything a money path touches receives this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the server keeps planner statistics itself (autovacuum); PGlite runs no worker. */
  autovacuum: boolean;
  /** Applies the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other instance runs start-up work on this database: on PostgreSQL under
   * an advisory lock held on a connection of its own; on PGlite the data-directory lock already
   * keeps every other process out.
   */
  runStartupAlone<T>(fn: () => Promise<T>): Promise<T>;
  /** Checks the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw statements on one connection, for the hot bid path (bypasses Drizzle). */
  withConnection: WithConnection;
  /** The same inside one transaction (a bid and the notifications it causes, decision 034). */
  withTransaction: WithConnection;
  /** LISTEN on a channel on a connection of its own (NOTIFY is plain SQL through `db`). */
  listen: Listen;
  /** The underlying PGlite instance when embedded (tests clone it; LISTEN/NOTIFY uses it). */
  pglite?: PGlite;
  /** The node-postgres pool when on a server. */
  pool?: pg.Pool;
};

/** apps/server/drizzle, found from src/db/ (tests, dev) or from the bundled dist/server.js. */
export const migrationsFolder =
  ['../../drizzle', '../drizzle']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((dir) => fs.existsSync(`${dir}/meta/_journal.json`)) ?? 'drizzle';

const MIGRATION_LOCK_KEY = ADVISORY_LOCKS.migrations;
const STARTUP_LOCK_KEY = ADVISORY_LOCKS.startup;

/** Holds the advisory lock `key` on one pool connection while `fn` runs (on other connections). */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}

/**
 * Start-up settings of the embedded database (issue 14, bench/README.md "Memory"): PGlite's
 * defaults plus smaller buffers. Its WebAssembly memory grows and is never returned, and the
 * default 128 MB of shared buffers only copies pages that its file system (the data directory on
 * disk, through the OS cache, or memory) already holds; 16 MB holds this catalogue's hot pages.
 * Durability settings are untouched.
 */
export function pgliteOptions(): { startParams: string[] } {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!defaults) throw new Error('PGlite.defaultStartParams is gone: check the PGlite upgrade');
  return {
    startParams: [...defaults, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
  };
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    autovacuum: false,
    pglite: client,
    withConnection: pgliteConnection(client),
    withTransaction: pgliteTransaction(client),
    listen: pgliteListen(client),
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    runStartupAlone: (fn) => fn(),
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    autovacuum: true,
    pool,
    withConnection: postgresConnection(pool),
    withTransaction: postgresTransaction(pool),
    listen: postgresListen(pool),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        client.release();
      }
    },
    runStartupAlone: (fn) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, fn),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
