import fs from 'node:fs';
import path from 'node:path';
import type { ListingImages } from '@arsamezat/shared/admin/admin-listing-images';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import type { ErrorBody } from '../auth/testing/auth-fixtures.ts';
import {
  asAdmin,
  listingBody,
  signInAdmin,
  uploadImages,
  type Admin,
} from './testing/admin-fixtures.ts';

let t: TestApp;
let admin: Admin;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  const canvas = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#2f8455' } });
  png = await canvas(2000, 1000).png().toBuffer();
  jpeg = await canvas(800, 600)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Gizli' } })
    .toBuffer();
});
afterAll(() => t.close());

const newListing = async () =>
  (await asAdmin(t, admin, 'POST', '/api/admin/listings', listingBody())).json<ListingDetail>().id;
/** The file on disk behind an /uploads URL. */
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
const uploadedFiles = (listingId: string) => {
  const dir = path.join(t.dataDir, 'uploads', 'listings', listingId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('listing images', () => {
  it('takes a real PNG and JPEG, resizes them, stores WebP files with random names', async () => {
    const id = await newListing();
    const res = await uploadImages(t, admin, id, [
      { name: 'cephe.png', data: png, type: 'image/png' },
      { name: 'tarla.jpg', data: jpeg, type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { images } = res.json<ListingImages>();
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({ width: 1600, height: 800 });
    expect(images[1]).toMatchObject({ width: 800, height: 600 });
    // WebP copies for srcset, only those narrower than the image (decision 042).
    expect(images[0]?.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 200],
      [800, 400],
      [1200, 600],
    ]);
    expect(images[1]?.variants.map((v) => v.width)).toEqual([400]);
    for (const variant of images[0]?.variants ?? []) {
      expect(variant.url).toMatch(
        new RegExp(`^/uploads/listings/${id}/[0-9a-f-]{36}-\\d+w\\.webp$`),
      );
      const meta = await sharp(fs.readFileSync(fileOf(variant.url))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
    for (const image of images) {
      expect(image.url).toMatch(new RegExp(`^/uploads/listings/${id}/[0-9a-f-]{36}\\.webp$`));
      expect(image.url).not.toContain('cephe');
      const thumb = await sharp(fs.readFileSync(fileOf(image.thumbnailUrl))).metadata();
      expect(thumb.width).toBeLessThanOrEqual(480);
      expect((await sharp(fs.readFileSync(fileOf(image.url))).metadata()).exif).toBeUndefined();
    }
    // The public detail shows them, the first as cover.
    const detail = (await asAdmin(t, admin, 'GET', `/api/listings/${id}`)).json<ListingDetail>();
    expect(detail.images.map((image) => image.id)).toEqual(images.map((image) => image.id));
    expect(detail.coverImage?.url).toBe(images[0]?.url);
    expect(detail.coverImage?.variants).toEqual(images[0]?.variants);
    expect(detail.images[0]?.variants).toEqual(images[0]?.variants);
    const audit = await selectAuditEntries(t.database.db, 'listing', id);
    expect(audit.at(-1)).toMatchObject({ action: 'listing.images.add', actorId: admin.id });
  });

  it('refuses a text file named .jpg by its content, names it, and stores nothing', async () => {
    const id = await newListing();
    const res = await uploadImages(t, admin, id, [
      { name: 'iyi.png', data: png, type: 'image/png' },
      { name: 'sahte.jpg', data: Buffer.from('bu bir resim değil'), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'UNSUPPORTED_IMAGE',
      message: 'Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.',
      fields: { 'sahte.jpg': 'Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.' },
    });
    expect(uploadedFiles(id)).toEqual([]);
    const detail = (await asAdmin(t, admin, 'GET', `/api/admin/listings/${id}`)).json<{
      listing: ListingDetail;
    }>();
    expect(detail.listing.images).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 naming it', async () => {
    const id = await newListing();
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadImages(t, admin, id, [
      { name: 'dev.png', data: big, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'Her görsel en fazla 10 MB olabilir.',
      fields: { 'dev.png': 'Her görsel en fazla 10 MB olabilir.' },
    });
    expect(uploadedFiles(id)).toEqual([]);
  });

  it('reorders, refuses an order that is not a permutation, and removes with the files', async () => {
    const id = await newListing();
    const up = await uploadImages(t, admin, id, [
      { name: 'a.png', data: png, type: 'image/png' },
      { name: 'b.jpg', data: jpeg, type: 'image/jpeg' },
    ]);
    const [first, second] = up.json<ListingImages>().images;
    if (!first || !second) throw new Error('two images expected');
    const order = `/api/admin/listings/${id}/images/order`;
    const reordered = await asAdmin(t, admin, 'PUT', order, { imageIds: [second.id, first.id] });
    expect(reordered.json<ListingImages>().images.map((i) => i.id)).toEqual([second.id, first.id]);
    const bad = await asAdmin(t, admin, 'PUT', order, { imageIds: [second.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toBe(
      'Görsel sırası ilanın tüm görsellerini birer kez içermelidir.',
    );

    const removed = await asAdmin(
      t,
      admin,
      'DELETE',
      `/api/admin/listings/${id}/images/${second.id}`,
    );
    expect(removed.json<ListingImages>().images.map((i) => i.id)).toEqual([first.id]);
    expect(fs.existsSync(fileOf(second.url))).toBe(false);
    expect(fs.existsSync(fileOf(second.thumbnailUrl))).toBe(false);
    expect(second.variants).toHaveLength(1);
    for (const variant of second.variants) expect(fs.existsSync(fileOf(variant.url))).toBe(false);
    expect(fs.existsSync(fileOf(first.url))).toBe(true);
    const again = await asAdmin(
      t,
      admin,
      'DELETE',
      `/api/admin/listings/${id}/images/${second.id}`,
    );
    expect(again.statusCode).toBe(404);

    const actions = (await selectAuditEntries(t.database.db, 'listing', id)).map((r) => r.action);
    expect(actions).toEqual([
      'listing.create',
      'listing.images.add',
      'listing.images.reorder',
      'listing.image.remove',
    ]);

    // Deleting the listing removes its remaining files after the commit.
    expect((await asAdmin(t, admin, 'DELETE', `/api/admin/listings/${id}`)).statusCode).toBe(204);
    expect(uploadedFiles(id)).toEqual([]);
  });

  it('answers 400 to an upload without files and 404 for an unknown listing', async () => {
    const id = await newListing();
    const none = await uploadImages(t, admin, id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().error.message).toBe('Yüklenecek bir görsel seçin.');
    const json = await asAdmin(t, admin, 'POST', `/api/admin/listings/${id}/images`, {});
    expect(json.statusCode).toBe(400);
    const unknown = await uploadImages(t, admin, '00000000-0000-4000-8000-000000000009', [
      { name: 'a.png', data: png, type: 'image/png' },
    ]);
    expect(unknown.statusCode).toBe(404);
  });
});
