import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './workers.ts';
import { startServer } from './server.ts';

/**
 * One server (with its own data directory and demo content) per worker: two journeys running at
 * once never see each other's listings, bids or members, so a spec keeps the world it had when
 * the suite ran one file at a time.
 */
export default async function setup(project: TestProject) {
  const servers = await Promise.all(Array.from({ length: e2eWorkers() }, () => startServer()));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
