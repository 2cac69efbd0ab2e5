import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { formatLocation } from '@arsamezat/shared/listings/listing-location';
import { createTestDatabase } from '../../test/helpers/database.ts';
import { createDiskStorage } from '../providers/storage/disk-storage.ts';
import type { Database } from '../db/client.ts';
import { listingImages, listings } from '../db/schema/listings.ts';
import {
  firmDocuments,
  firmMembers,
  firms,
  listingVerifications,
  packageCredits,
} from '../db/schema.ts';
import { bids, deposits, offers } from '../db/schema/trading.ts';
import { renderParcelImage } from './parcel-image.ts';
import { seedDemoContent } from './seed-demo.ts';

const now = new Date('2026-06-15T09:00:00Z');
const silent = { info: () => undefined } as never;
let database: Database;
let dir: string;
let cacheDir: string;
let first: { listings: number } | null;
let documents: ReturnType<typeof createDiskStorage>;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-seed-'));
  const storage = createDiskStorage({ dir, publicPath: '/uploads' });
  documents = createDiskStorage({ dir: path.join(dir, 'documents'), publicPath: '/private' });
  cacheDir = path.join(dir, 'cache');
  first = await seedDemoContent({
    db: database.db,
    storage,
    documents,
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
    expect(first?.listings).toBe(rows.filter((r) => r.publication === 'published').length);
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
    const rows = await database.db
      .select({ owner: listings.ilanSahibi, firmId: listings.firmId })
      .from(listings);
    for (const { owner, firmId } of rows) expect(firmId ?? owner?.trim()).toBeTruthy();
  });

  it('has two approved seller firms with their listings and credits, and one application waiting (issue 28)', async () => {
    const all = await database.db.select().from(firms);
    expect(all.map((f) => f.status).sort()).toEqual(['approved', 'approved', 'pending']);
    const members = await database.db.select().from(firmMembers);
    for (const firm of all) {
      expect(members.filter((m) => m.firmId === firm.id && m.role === 'owner')).toHaveLength(1);
      const docs = await database.db
        .select()
        .from(firmDocuments)
        .where(eq(firmDocuments.firmId, firm.id));
      expect(docs.map((d) => d.kind).sort()).toEqual(['vergi_levhasi', 'yetki_belgesi']);
      for (const doc of docs) {
        const file = await documents.read(doc.storageKey);
        expect(file?.length).toBe(doc.size);
      }
    }
    const rows = await database.db.select().from(listings);
    const credits = await database.db.select().from(packageCredits);
    const verified = await database.db.select().from(listingVerifications);
    for (const firm of all.filter((f) => f.status === 'approved')) {
      const own = rows.filter((r) => r.firmId === firm.id);
      const published = own.filter((r) => r.publication === 'published');
      expect(published.length).toBeGreaterThanOrEqual(5);
      for (const listing of published) {
        expect(verified.some((v) => v.listingId === listing.id)).toBe(true);
        const credit = credits.find((c) => c.listingId === listing.id);
        expect(credit?.state).toBe('used');
        expect(credit?.firmId).toBe(firm.id);
      }
      expect(credits.some((c) => c.firmId === firm.id && c.state === 'available')).toBe(true);
    }
    const waiting = rows.filter((r) => r.publication === 'submitted');
    expect(waiting).toHaveLength(1);
    expect(credits.find((c) => c.listingId === waiting[0]?.id)?.state).toBe('reserved');
    expect(rows.filter((r) => r.publication === 'draft')).toHaveLength(1);
    // Some of the firms' negotiated listings have offers for the firm to decide.
    const firmOffers = await database.db
      .select({ id: offers.id })
      .from(offers)
      .innerJoin(listings, eq(listings.id, offers.listingId))
      .where(isNotNull(listings.firmId));
    expect(firmOffers.length).toBeGreaterThan(0);
  });

  it('does nothing on a database that already has listings', async () => {
    const storage = createDiskStorage({ dir, publicPath: '/uploads' });
    const images = () => database.db.select({ n: count() }).from(listingImages);
    const before = await images();
    expect(await seedDemoContent({ db: database.db, storage, now, log: silent })).toBeNull();
    expect(await images()).toEqual(before);
  });
});
