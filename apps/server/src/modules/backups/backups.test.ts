import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { onPostgres } from '../../../test/helpers/database.ts';
import { loadConfig } from '../../config/env.ts';
import { openPglite, pgliteOptions } from '../../db/client.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  askInstanceForBackup,
  backupDataDir,
  lastBackup,
  restoreDataDir,
  startControlSocket,
  writeBackup,
  type BackupRecord,
  type ControlSocket,
} from './index.ts';

/*
 * A backup of a running instance's embedded database, taken the way `npm run backup` takes it
 * while the server runs (its control socket, the instance writing), restored into a fresh
 * DATA_DIR and opened: the same listings and bids. Always PGlite — the embedded database is what
 * this backs up (on PostgreSQL it is pg_dump's job); the run with TEST_DATABASE_URL repeats it.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const TL = 100;
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-backup-'));
  tempDirs.push(dir);
  return dir;
}

/** An instance's DATA_DIR: its PGlite on disk (loaded from the migrated template) and an app. */
async function startInstance(dataDir: string): Promise<{ t: TestApp; pglite: PGlite }> {
  const fresh = !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
  // The migrated template when the suite runs on PGlite; on the PostgreSQL run there is none.
  const template = fresh && !onPostgres ? fs.readFileSync(inject('pgliteTemplate')) : null;
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    ...(template ? { loadDataDir: new Blob([new Uint8Array(template)]) } : {}),
    ...pgliteOptions(),
  });
  const database = openPglite(pglite);
  if (fresh && !template) await database.migrate();
  const t = await createTestApp({ database, clock: () => NOW, env: { DATA_DIR: dataDir } });
  return { t, pglite };
}

async function listingPage(t: TestApp, id: string) {
  const listing = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
  const bids = await t.app.inject({ method: 'GET', url: `/api/listings/${id}/bids` });
  expect(listing.statusCode).toBe(200);
  expect(bids.statusCode).toBe(200);
  return { listing: listing.json<unknown>(), bids: bids.json<unknown>() };
}

describe('npm run backup / npm run restore (embedded database)', () => {
  const dataDir = tempDir();
  let instance: { t: TestApp; pglite: PGlite } | undefined;
  let control: ControlSocket | undefined;
  let listingIds: string[];
  let imageKey: string;
  let before: Awaited<ReturnType<typeof listingPage>>[];
  let backup: BackupRecord;

  beforeAll(async () => {
    instance = await startInstance(dataDir);
    const { t } = instance;
    const db = t.database.db;
    const ayse = await signedInTrader(db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
    const mehmet = await signedInTrader(db, NOW, { firstName: 'Mehmet', lastName: 'Demir' });
    listingIds = [];
    for (let i = 0; i < 2; i++) {
      const id = await insertListing(db, {
        status: 'active',
        startsAt: new Date(NOW.getTime() - 24 * HOUR),
        endsAt: new Date(NOW.getTime() + 24 * HOUR),
        antiSnipeMinutes: 0,
      });
      for (const trader of [ayse, mehmet]) {
        await insertDeposit(db, { listingId: id, userId: trader.id });
      }
      listingIds.push(id);
    }
    const bidders: Trader[] = [ayse, mehmet, ayse];
    let amount = 100_000 * TL;
    for (const bidder of bidders) {
      const res = await placeBid(t, bidder, listingIds[0] ?? '', amount);
      expect(res.statusCode).toBe(201);
      amount += 1_000 * TL;
    }
    expect((await placeBid(t, mehmet, listingIds[1] ?? '', 100_000 * TL)).statusCode).toBe(201);
    const stored = await t.app.deps.storage.put(
      'listings/backup-test/photo.webp',
      Buffer.from('webp bytes of a photo'),
      'image/webp',
    );
    imageKey = stored.key;
    before = [];
    for (const id of listingIds) before.push(await listingPage(t, id));

    // The running instance's control socket, wired as server.ts wires it.
    const pglite = instance.pglite;
    const started = await startControlSocket({
      dataDir,
      takeBackup: (target) => writeBackup({ pglite, dataDir, target }),
      log: t.app.log,
    });
    if (!started) throw new Error('control socket did not start');
    control = started;
    // What `npm run backup` does when the data directory is locked by a running server.
    backup = await askInstanceForBackup(dataDir, undefined);

    // After the backup, life goes on: a bid, and the photo is deleted.
    expect((await placeBid(t, mehmet, listingIds[0] ?? '', amount)).statusCode).toBe(201);
    await t.app.deps.storage.delete(imageKey);
  }, 60_000);

  afterAll(async () => {
    await control?.stop();
    await instance?.t.close();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes one owner-only .tar.gz under DATA_DIR/backups and records it as the last backup', async () => {
    expect(backup.file).toMatch(
      new RegExp(`^${dataDir}/backups/arsamezat-\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z\\.tar\\.gz$`),
    );
    const stat = fs.statSync(backup.file);
    expect(stat.size).toBe(backup.bytes);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(backup.files).toBeGreaterThanOrEqual(1);
    expect(await lastBackup(dataDir)).toEqual(backup);
    // No staging folder or partial file is left behind.
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual(
      [path.basename(backup.file), 'last-backup.json'].sort(),
    );
  });

  it('restores into a fresh DATA_DIR: the same listings, bids and photo as at the backup', async () => {
    const fresh = tempDir();
    const report = await restoreDataDir(loadConfig({ DATA_DIR: fresh }), backup.file);
    expect(report.previous).toBeNull();
    expect(report.bids).toBe(4);
    expect(report.listings).toBeGreaterThanOrEqual(2);

    const restored = await startInstance(fresh);
    try {
      for (const [i, id] of listingIds.entries()) {
        expect(await listingPage(restored.t, id)).toEqual(before[i]);
      }
      expect((await restored.t.app.deps.storage.read(imageKey))?.toString('utf8')).toBe(
        'webp bytes of a photo',
      );
      // The restored instance takes bids where the backup left off.
      const ayse = await signedInTrader(restored.t.database.db, NOW, {
        firstName: 'Ayşe',
        lastName: 'Yeni',
      });
      await insertDeposit(restored.t.database.db, {
        listingId: listingIds[0] ?? '',
        userId: ayse.id,
      });
      const next = await placeBid(restored.t, ayse, listingIds[0] ?? '', 103_000 * TL);
      expect(next.statusCode).toBe(201);
    } finally {
      await restored.t.close();
    }
  }, 60_000);

  it('moves the data it replaces aside, never deleting it', async () => {
    const target = tempDir();
    const config = loadConfig({ DATA_DIR: target });
    await restoreDataDir(config, backup.file);
    fs.writeFileSync(path.join(target, 'uploads', 'mine.txt'), 'kept');
    const again = await restoreDataDir(config, backup.file);
    expect(again.previous).toMatch(/before-restore-/);
    const previous = again.previous ?? '';
    expect(fs.existsSync(path.join(previous, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(fs.readFileSync(path.join(previous, 'uploads', 'mine.txt'), 'utf8')).toBe('kept');
    expect(fs.existsSync(path.join(target, 'uploads', 'mine.txt'))).toBe(false);
  }, 60_000);

  it('with no server running, npm run backup writes it itself under the lock', async () => {
    const stopped = tempDir();
    await restoreDataDir(loadConfig({ DATA_DIR: stopped }), backup.file);
    const target = path.join(tempDir(), 'yedek.tar.gz');
    const { backup: own, by } = await backupDataDir(loadConfig({ DATA_DIR: stopped }), target);
    expect(by).toBe('this-process');
    expect(own.file).toBe(target);
    expect(fs.existsSync(path.join(stopped, 'server.lock'))).toBe(false);
    const report = await restoreDataDir(loadConfig({ DATA_DIR: tempDir() }), target);
    expect(report.bids).toBe(4);
  }, 60_000);

  it('on PostgreSQL, both commands point to pg_dump and pg_restore', async () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none',
    });
    await expect(backupDataDir(config)).rejects.toThrow(/pg_dump -Fc/);
    await expect(restoreDataDir(config, backup.file)).rejects.toThrow(/pg_restore/);
  });

  it('refuses to restore while a server holds DATA_DIR, and changes nothing', async () => {
    const target = tempDir();
    // A live process (the test runner's parent) holds the lock, as a running server would.
    fs.writeFileSync(path.join(target, 'server.lock'), String(process.ppid));
    fs.mkdirSync(path.join(target, 'uploads'));
    fs.writeFileSync(path.join(target, 'uploads', 'mine.txt'), 'kept');
    await expect(restoreDataDir(loadConfig({ DATA_DIR: target }), backup.file)).rejects.toThrow(
      /Sunucu çalışıyor \(PID \d+\)\. Geri yükleme yalnızca durdurulmuş sunucuda yapılır/,
    );
    expect(fs.readdirSync(target).sort()).toEqual(['server.lock', 'uploads']);
    // `npm run backup` asks that server; with no control socket it says so.
    await expect(backupDataDir(loadConfig({ DATA_DIR: target }))).rejects.toThrow(
      /Çalışan sunucunun yedek kanalına ulaşılamadı/,
    );
  });

  it('refuses a file that is not one of its backups, and changes nothing', async () => {
    const target = tempDir();
    const bogus = path.join(target, 'not-a-backup.tar.gz');
    fs.writeFileSync(bogus, 'this is not a tarball');
    await expect(restoreDataDir(loadConfig({ DATA_DIR: target }), bogus)).rejects.toThrow(
      /Yedek dosyası açılamadı/,
    );
    await expect(
      restoreDataDir(loadConfig({ DATA_DIR: target }), path.join(target, 'missing.tar.gz')),
    ).rejects.toThrow(/Yedek dosyası bulunamadı/);
    expect(fs.readdirSync(target)).toEqual(['not-a-backup.tar.gz']);
  });

  it('the control socket refuses a relative target and any other operation', async () => {
    await expect(askInstanceForBackup(dataDir, 'relative/backup.tar.gz')).rejects.toThrow(
      'Hedef, .tar.gz ile biten tam bir dosya yolu olmalıdır.',
    );
    const mode = fs.statSync(path.dirname(control?.path ?? '')).mode & 0o777;
    expect(mode).toBe(0o700);
  });
});
