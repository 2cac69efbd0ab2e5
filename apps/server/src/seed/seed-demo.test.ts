import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { formatLocation } from '@arsamezat/shared/listings/listing-location';
import { createTestDatabase } from '../../test/helpers/database.ts';
import { createDiskStorage } from '../providers/storage/disk-storage.ts';
import type { Database } from '../db/client.ts';
import { listingImages, listings } from '../db/schema/listings.ts';
import { bids, deposits } from '../db/schema/trading.ts';
import { renderParcelImage } from './parcel-image.ts';
import { seedDemoContent } from './seed-demo.ts';

const now = new Date('2026-06-15T09:00:00Z');
const silent = { info: () => undefined } as never;
let database: Database;
let dir: string;
let cacheDir: string;
let first: { listings: number } | null;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-seed-'));
  const storage = createDiskStorage({ dir, publicPath: '/uploads' });
  cacheDir = path.join(dir, 'cache');
  first = await seedDemoContent({
    db: database.db,
    storage,
    now,
    log: silent,
    imageCacheDir: cacheDir,
  });
}, 120_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('demo content', () => {
  it('fills an empty database with listings across Turkey in every phase', async () => {
    const rows = await database.db.select().from(listings);
    expect(first).toEqual({ listings: rows.length });
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const cities = new Set(rows.map((r) => r.city));
    expect(cities.size).toBeGreaterThanOrEqual(12);
    for (const city of ['Kütahya', 'Konya', 'Uşak']) expect(cities).toContain(city);
    expect(new Set(rows.map((r) => r.listingType))).toEqual(new Set(['auction', 'offer']));
    const auctions = rows.filter((r) => r.listingType === 'auction');
    const phases = auctions.map((r) => getListingPhase(r, now));
    for (const phase of ['active', 'upcoming', 'ended'] as const) expect(phases).toContain(phase);
    const soon = auctions.filter(
      (r) => r.endsAt > now && r.endsAt.getTime() - now.getTime() <= 3_600_000,
    );
    expect(soon.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => now.getTime() - r.createdAt.getTime() < 7 * 86_400_000)).toBe(true);
    for (const r of rows) {
      // Shown il, ilçe, mahalle like any listing the admin writes (issue 26).
      expect(formatLocation(r.location)).toBe(`${r.city}, ${r.district}, ${r.neighborhood}`);
      expect(r.adaNo && r.parselNo && r.imarDurumu && r.description.length > 100).toBeTruthy();
    }
  });

  it('gives every listing 2–4 real JPEG images stored on disk', async () => {
    const rows = await database.db.select().from(listingImages);
    const byListing = Map.groupBy(rows, (r) => r.listingId);
    for (const images of byListing.values()) {
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
    }
    const sample = rows[0]!;
    for (const url of [sample.url, sample.thumbnailUrl]) {
      const file = path.join(dir, url.replace(/^\/uploads\//, ''));
      expect((await sharp(file).metadata()).format).toBe('jpeg');
    }
  });

  it('gives every image WebP copies 400, 800 and 1200 px wide, and its own size', async () => {
    const rows = await database.db.select().from(listingImages);
    for (const row of rows) {
      expect([row.width, row.height]).toEqual([1280, 853]);
      expect(row.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
    }
    for (const variant of rows[0]!.variants) {
      const file = path.join(dir, variant.url.replace(/^\/uploads\//, ''));
      expect(await sharp(file).metadata()).toMatchObject({
        format: 'webp',
        width: variant.width,
        height: variant.height,
      });
    }
  });

  it('draws each picture once: a second rendering is read from the cache', async () => {
    const manifests = fs.readdirSync(cacheDir).filter((name) => name.endsWith('.json'));
    expect(manifests.length).toBe(8);
    const drawn = await renderParcelImage('Tarla', 1, null);
    const cached = await renderParcelImage('Tarla', 1, cacheDir);
    expect(cached.full.equals(drawn.full)).toBe(true);
    expect(cached.variants.map((v) => [v.width, v.height, v.data.length])).toEqual(
      drawn.variants.map((v) => [v.width, v.height, v.data.length]),
    );
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.json')).length).toBe(8);
  });

  it('keeps bids consistent with each listing and names winners of finished auctions', async () => {
    const rows = await database.db.select().from(listings);
    let withBids = 0;
    for (const listing of rows) {
      const list = await database.db.select().from(bids).where(eq(bids.listingId, listing.id));
      expect(new Set(list.map((b) => b.amount)).size).toBe(list.length);
      expect(listing.bidCount).toBe(list.length);
      if (list.length === 0) continue;
      withBids++;
      const top = list.reduce((a, b) => (b.amount > a.amount ? b : a));
      expect(listing.highestBid).toBe(top.amount);
      expect(listing.highestBidderId).toBe(top.bidderId);
      if (getListingPhase(listing, now) === 'ended') {
        expect(listing.winnerId).toBe(top.bidderId);
        expect(listing.finalPrice).toBe(top.amount);
      }
      const paid = await database.db
        .select()
        .from(deposits)
        .where(eq(deposits.listingId, listing.id));
      for (const bid of list) expect(paid.some((d) => d.userId === bid.bidderId)).toBe(true);
    }
    expect(withBids).toBeGreaterThan(5);
  });

  it('names the owner of every listing, never leaving it to a stand-in (decision 062)', async () => {
    const rows = await database.db.select({ owner: listings.ilanSahibi }).from(listings);
    for (const { owner } of rows) expect(owner?.trim()).toBeTruthy();
  });

  it('does nothing on a database that already has listings', async () => {
    const storage = createDiskStorage({ dir, publicPath: '/uploads' });
    const images = () => database.db.select({ n: count() }).from(listingImages);
    const before = await images();
    expect(await seedDemoContent({ db: database.db, storage, now, log: silent })).toBeNull();
    expect(await images()).toEqual(before);
  });
});
