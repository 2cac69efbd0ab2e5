import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';
import type { Storage } from '../../providers/storage/storage.ts';

// Placeholder until the demo seed lands (helper owns db/seed/).
export async function seedDemoContent(_deps: {
  db: Db;
  storage: Storage;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<{ listings: number } | null> {
  return Promise.resolve(null);
}
