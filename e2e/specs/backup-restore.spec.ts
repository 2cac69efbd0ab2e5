import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEntry, startServer, type RunningServer } from '../support/server.ts';

/*
 * The operator's commands against the built server (decision 089): `npm run backup` while it
 * runs (the server writes the archive), SIGTERM (its open stream told to reconnect, exit 0),
 * `npm run restore` into another DATA_DIR, and a server started there shows the same listing and
 * bids. The commands are the built ones `npm run backup` / `npm run restore` run.
 */

const run = promisify(execFile);
const dist = path.dirname(serverEntry);
const dirs: string[] = [];
const servers: RunningServer[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-e2e-backup-'));
  dirs.push(dir);
  return dir;
}

/** `npm run <command>` as the operator runs it: the built script, DATA_DIR from the environment. */
function command(script: 'backup.js' | 'restore.js', dataDir: string, args: string[] = []) {
  return run(process.execPath, [path.join(dist, script), ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
}

type Listing = { id: string; endsAt: string };
const HOUR = 60 * 60 * 1000;

/** A demo auction with bids that stays open through the test (nothing closes it meanwhile). */
async function listingWithBids(url: string) {
  const page = (await (await fetch(`${url}/api/listings?limit=48`)).json()) as { items: Listing[] };
  const open = page.items.filter((item) => Date.parse(item.endsAt) > Date.now() + 2 * HOUR);
  for (const { id } of open) {
    const bids = (await (await fetch(`${url}/api/listings/${id}/bids`)).json()) as {
      items?: unknown[];
    };
    if ((bids.items?.length ?? 0) > 0) return id;
  }
  throw new Error('no demo listing with bids');
}

/** The answer without the server's clock (`serverNow`), which moves between the two servers. */
function withoutServerTime(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutServerTime);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'serverNow')
      .map(([key, inner]) => [key, withoutServerTime(inner)]),
  );
}

async function pageOf(url: string, id: string) {
  const listing = await fetch(`${url}/api/listings/${id}`);
  const bids = await fetch(`${url}/api/listings/${id}/bids`);
  expect([listing.status, bids.status]).toEqual([200, 200]);
  return withoutServerTime({
    listing: (await listing.json()) as unknown,
    bids: (await bids.json()) as unknown,
  });
}

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup / restore and SIGTERM on the built server', () => {
  it('backs up the running server, drains on SIGTERM, restores elsewhere with the same bids', async () => {
    const original = await startServer({ dataDir: tempDir(), port: 4341 });
    servers.push(original);
    const id = await listingWithBids(original.url);
    const before = await pageOf(original.url, id);

    const backup = await command('backup.js', original.dataDir);
    expect(backup.stdout).toMatch(/^Yedek alındı \(çalışan sunucu, PID \d+\): /);
    const [archive] = fs
      .readdirSync(path.join(original.dataDir, 'backups'))
      .filter((name) => name.endsWith('.tar.gz'));
    expect(archive).toMatch(/^arsamezat-.+\.tar\.gz$/);
    const file = path.join(original.dataDir, 'backups', archive ?? '');

    // While it runs, a restore is refused and changes nothing.
    const refused = await command('restore.js', original.dataDir, [file]).catch(
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('Sunucu çalışıyor');

    // SIGTERM with a live stream open: told to reconnect, ended, then the process exits 0.
    const abort = new AbortController();
    const stream = await fetch(`${original.url}/api/listings/${id}/events`, {
      signal: abort.signal,
    });
    let text = '';
    const read = (async () => {
      for await (const chunk of stream.body ?? []) text += Buffer.from(chunk).toString();
    })();
    await original.stop();
    await read;
    expect(text).toMatch(/: reconnect\n\n$/);
    expect(original.exitCode()).toBe(0);

    const fresh = tempDir();
    const restored = await command('restore.js', fresh, [file]);
    expect(restored.stdout).toMatch(/^Yedek geri yüklendi \(.+ tarihli\): \d+ ilan, \d+ teklif\./);
    const again = await startServer({ dataDir: fresh, port: 4342 });
    servers.push(again);
    expect(await pageOf(again.url, id)).toEqual(before);
  }, 600_000);
});
