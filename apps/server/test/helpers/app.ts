import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { SsrEntry } from '@arsamezat/shared/site/ssr';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config/env.ts';
import { openPostgres, type Database } from '../../src/db/client.ts';
import type { ProviderOverrides } from '../../src/services.ts';
import { createTestDatabase, onPostgres } from './database.ts';

/** A small stand-in for the built web app, so history fallback and head rendering can be tested. */
const INDEX_HTML = `<!doctype html><html lang="tr"><head><title>ArsaMezat</title>
<meta name="description" content="x" />
<!--app-head--></head><body><div id="root"></div></body></html>`;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  /** Every log line the app wrote (only when `captureLogs` was asked for). */
  logs: string[];
  close(): Promise<void>;
};

export async function createTestApp(
  options: ProviderOverrides & {
    env?: Record<string, string>;
    captureLogs?: boolean;
    database?: Database;
    /** The built web app's index.html to serve instead of the small stand-in. */
    indexHtml?: string;
    /** The web app's server entry, to server-render the public pages (decision 041). */
    ssrEntry?: SsrEntry | null;
  } = {},
): Promise<TestApp> {
  // Any provider given (clock, sms, mail, storage, payments, events) replaces the configured one.
  const { env, captureLogs, database: givenDatabase, indexHtml, ssrEntry, ...providers } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-test-'));
  const webDistDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDistDir);
  fs.writeFileSync(path.join(webDistDir, 'index.html'), indexHtml ?? INDEX_HTML);
  fs.writeFileSync(
    path.join(webDistDir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: captureLogs ? 'info' : 'silent',
    ...env,
  });
  const database = givenDatabase ?? (await createTestDatabase());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    webDistDir,
    ssrEntry: ssrEntry ?? null,
    ...providers,
    ...(captureLogs ? { logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    logs,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The double-submit pair a browser sends: the csrf cookie and the same value in the header. */
export const CSRF_TOKEN = 'test-csrf-token-0123456789';
export function csrfHeaders(...cookies: string[]): Record<string, string> {
  return {
    cookie: [`csrf_token=${CSRF_TOKEN}`, ...cookies].join('; '),
    'x-csrf-token': CSRF_TOKEN,
  };
}

/**
 * A second instance beside `first`, on the same database: on PostgreSQL its own pool (as another
 * process would have), on PGlite the same embedded database. For what must happen once across
 * instances (closings, schedules, limits, live events).
 */
export function createSecondInstance(
  first: TestApp,
  options: Omit<Parameters<typeof createTestApp>[0] & object, 'database'> = {},
): Promise<TestApp> {
  const database = onPostgres
    ? openPostgres(first.database.pool!.options.connectionString!, 5)
    : first.database;
  return createTestApp({ ...options, database });
}
