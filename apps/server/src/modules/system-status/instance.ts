import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { migrationsFolder } from '../../db/client.ts';

/** Who this instance is, as its heartbeat row says (decision 088). */
export type InstanceIdentity = {
  id: string;
  host: string;
  pid: number;
  /** The schema it was built for (its newest migration) and the Node.js it runs on. */
  version: string;
  startedAt: Date;
};

function newestMigration(): string {
  try {
    const journal = JSON.parse(
      fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'),
    ) as { entries?: { tag?: string }[] };
    return journal.entries?.at(-1)?.tag ?? 'bilinmiyor';
  } catch {
    return 'bilinmiyor';
  }
}

/** A new identity for an app starting now (a restart is a new instance). */
export function describeInstance(startedAt: Date): InstanceIdentity {
  return {
    id: randomUUID(),
    host: os.hostname().slice(0, 100),
    pid: process.pid,
    version: `${newestMigration()} · Node ${process.version}`,
    startedAt,
  };
}
