import fs from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Two instances of the built server on one fresh PostgreSQL database, with the event bus the
 * environment names (`E2E_EVENT_BUS`, default `nats`, and `NATS_URL`): `.ci/run` runs the
 * journeys of e2e/two-instances/ with it. `baseUrls` is [A, B]; the journeys' helpers talk to A.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `arsamezat_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    EVENT_BUS: process.env.E2E_EVENT_BUS ?? 'nats',
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  };
  const servers: RunningServer[] = [];
  // One after the other: the first migrates and seeds the demo content.
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}
