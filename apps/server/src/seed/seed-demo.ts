import { demoMapColumns } from './demo-places.ts';
import { randomUUID } from 'node:crypto';
import { composeLocation } from '@arsamezat/shared/listings/listing-location';
import { zoningFromText } from '@arsamezat/shared/listings/listing-options';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../providers/storage/storage.ts';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';
import type { Db } from '../db/client.ts';
import { listingImages, listings } from '../db/schema/listings.ts';
import { users } from '../db/schema/users.ts';
import { insertDemoBidders } from './demo-people.ts';
import { writeDemoFirmFiles, type DemoFirmFiles } from './demo-firm-files.ts';
import { insertDemoFirms } from './demo-firms.ts';
import { backfillListingPlaces } from '../modules/locations/index.ts';
import { writeDemoTitleDeed } from './demo-sales-files.ts';
import { insertDemoSales } from './demo-sales.ts';
import { DEMO_LISTINGS, SELLER_FIRMS, demoMoney, describe } from './demo-listings.ts';
import { insertDemoTrading } from './demo-trading.ts';
import {
  DEFAULT_IMAGE_CACHE_DIR,
  IMAGE_SIZE,
  THUMB_SIZE,
  renderParcelImage,
  type RenderedImage,
  type Terrain,
} from './parcel-image.ts';

const MINUTE = 60_000;

export type DemoSeedReport = {
  listings: number;
  firms: number;
  /** The demo firm owner's sign-in, generated on this start (shown once, never in production). */
  firmOwner: { phone: string; password: string; firm: string } | null;
};
const TERRAINS: Terrain[] = ['Arsa', 'Tarla', 'Bağ-Bahçe', 'Zeytinlik'];
const VARIANTS_PER_TERRAIN = 2;

/**
 * Loads the demo catalogue into an EMPTY database (it runs at every start and does nothing once
 * listings exist): ~36 listings across Turkey in every phase, 2–4 generated images each, a few
 * bidders with deposits, bids and offers, and the sales of the sold ones at every step. Image files (each with its WebP copies for `srcset`,
 * rendered once and cached on disk) are written first; rows go in one transaction.
 */
export async function seedDemoContent(deps: {
  db: Db;
  storage: Storage;
  now: Date;
  log: FastifyBaseLogger;
  /** Renderings kept between starts (default: the OS temporary directory); null: none. */
  imageCacheDir?: string | null;
  /** The private document storage, for the demo firms' application documents. */
  documents?: Storage;
}): Promise<DemoSeedReport | null> {
  const { db, storage, now, log } = deps;
  const cacheDir = deps.imageCacheDir === undefined ? DEFAULT_IMAGE_CACHE_DIR : deps.imageCacheDir;
  const [existing] = await db.select({ n: count() }).from(listings);
  if ((existing?.n ?? 0) > 0) return null;
  const started = Date.now();

  const rendered = new Map<Terrain, RenderedImage[]>();
  await Promise.all(
    TERRAINS.map(async (terrain) => {
      const images: RenderedImage[] = [];
      for (let v = 0; v < VARIANTS_PER_TERRAIN; v++)
        images.push(await renderParcelImage(terrain, v, cacheDir));
      rendered.set(terrain, images);
    }),
  );

  const store = (id: string, pool: RenderedImage[], howMany: number, offset: number) =>
    Promise.all(
      Array.from({ length: howMany }, async (_, position) => {
        const image = pool[(offset + position) % pool.length];
        if (!image) throw new Error('no rendered image');
        const name = randomUUID();
        const full = await storage.put(`listings/${id}/${name}.jpg`, image.full, 'image/jpeg');
        const thumb = await storage.put(
          `listings/${id}/${name}-thumb.jpg`,
          image.thumb,
          'image/jpeg',
        );
        const variants = await Promise.all(
          image.variants.map(async ({ width, height, data }) => {
            const file = await storage.put(
              `listings/${id}/${name}-${width}w.webp`,
              data,
              'image/webp',
            );
            return { width, height, url: file.url };
          }),
        );
        return { position, url: full.url, thumbnailUrl: thumb.url, variants };
      }),
    );

  const plan = await Promise.all(
    DEMO_LISTINGS.map(async (demo, index) => {
      const id = randomUUID();
      const variants = rendered.get(demo.emlakTipi) ?? [];
      const others = rendered.get(TERRAINS[(index + 1) % TERRAINS.length] ?? 'Arsa') ?? [];
      const images = await store(id, [...variants, ...others], 2 + (index % 3), index);
      return { id, demo, index, images };
    }),
  );
  // The demo firm's listing waiting for approval has its photos too (issue 28).
  const waitingId = randomUUID();
  const waitingImages = await store(waitingId, rendered.get('Arsa') ?? [], 2, 0);
  const firmFiles: DemoFirmFiles = deps.documents
    ? await writeDemoFirmFiles(deps.documents)
    : new Map<string, never[]>();
  const titleDeed = deps.documents ? await writeDemoTitleDeed(deps.documents) : null;

  const result = await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL must not both seed: take a transaction lock
    // and look again. Its own key: start-up already holds `startup` on another connection.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed})`);
    const [again] = await tx.select({ n: count() }).from(listings);
    if ((again?.n ?? 0) > 0) return null;
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.createdAt))
      .limit(1);
    const bidderIds = await insertDemoBidders(tx, now);
    const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

    await tx.insert(listings).values(
      plan.map(({ id, demo, index }) => {
        const locationDetails = `${demo.neighborhood}, ${demo.district}`;
        return {
          id,
          listingType: demo.kind,
          title: demo.title,
          description: describe(demo, index),
          city: demo.city,
          district: demo.district,
          neighborhood: demo.neighborhood,
          locationDetails,
          location: composeLocation(locationDetails, demo.city),
          ...demoMoney(demo),
          startsAt: at(demo.window[0]),
          endsAt: at(demo.window[1]),
          status: demo.phase,
          adaNo: demo.ada,
          parselNo: demo.parsel,
          emlakTipi: demo.emlakTipi,
          imarDurumu: demo.imar,
          zoning: zoningFromText(demo.imar),
          ilanSahibi: SELLER_FIRMS[index % SELLER_FIRMS.length] ?? null,
          areaSize: demo.area,
          areaUnit: 'm2',
          propertyType: demo.emlakTipi,
          documentType: demo.tapu,
          createdBy: admin?.id ?? null,
          createdAt: at(-demo.createdAgo),
          updatedAt: at(-demo.createdAgo),
          ...demoMapColumns(demo, index),
        };
      }),
    );
    await tx.insert(listingImages).values(
      plan.flatMap(({ id, images }) =>
        images.map((image) => ({
          listingId: id,
          ...image,
          width: IMAGE_SIZE.width,
          height: IMAGE_SIZE.height,
        })),
      ),
    );
    const trading = await insertDemoTrading(tx, now, bidderIds, plan);
    const firms = await insertDemoFirms(tx, {
      now,
      adminId: admin?.id ?? null,
      listings: plan.map(({ id, index }) => ({
        id,
        ownerText: SELLER_FIRMS[index % SELLER_FIRMS.length] ?? null,
      })),
      files: firmFiles,
      waiting: { id: waitingId },
    });
    if (firms.waitingInserted)
      await tx.insert(listingImages).values(
        waitingImages.map((image) => ({
          listingId: waitingId,
          ...image,
          width: IMAGE_SIZE.width,
          height: IMAGE_SIZE.height,
        })),
      );
    // After the firms: a sale's firm is its listing's (issue 29).
    const sold = await insertDemoSales(tx, { now, adminId: admin?.id ?? null, titleDeed });
    // The demo's districts and mahalleler are real: their codes from the reference list.
    await backfillListingPlaces(tx);
    return { listings: plan.length, ...trading, ...sold, firms };
  });

  if (!result) {
    // Another instance seeded first: remove the files this one wrote.
    const urls = [...plan.flatMap(({ images }) => images), ...waitingImages].flatMap((i) => [
      i.url,
      i.thumbnailUrl,
      ...i.variants.map((v) => v.url),
    ]);
    const documents = deps.documents;
    if (documents)
      await Promise.all(
        [...[...firmFiles.values()].flat(), ...(titleDeed ? [titleDeed] : [])].map((file) =>
          documents.delete(file.storageKey),
        ),
      );
    await Promise.all(
      urls.map((url) => {
        const key = storage.keyFromUrl(url);
        return key ? storage.delete(key) : Promise.resolve();
      }),
    );
    return null;
  }
  const { firms, ...counts } = result;
  log.info(
    { ...counts, firms: firms.firms, ms: Date.now() - started, thumb: THUMB_SIZE },
    'demo content loaded',
  );
  return {
    listings: result.listings,
    firms: firms.firms,
    firmOwner: firms.ownerPhone
      ? { phone: firms.ownerPhone, password: firms.ownerPassword, firm: firms.ownerFirm }
      : null,
  };
}
