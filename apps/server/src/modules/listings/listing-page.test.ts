import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertListing } from '../../../test/fixtures/listings.ts';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import { loadConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createRateLimits } from '../limits/index.ts';
import { registerSpa } from '../../plugins/spa.ts';
import { createObservability } from '../../observability.ts';
import { createProviders, createServices } from '../../services.ts';
import { createDiskStorage } from '../../providers/storage/disk-storage.ts';
import { previewDescription } from '../../lib/listing-page-head.ts';
import { listingPageRoutes } from './listings.routes.ts';
import { createDrain } from '../../lib/drain.ts';

const INDEX_HTML = `<!doctype html><html lang="tr"><head><title>ArsaMezat</title>
<meta name="description" content="x" />
<!--app-head--></head><body><div id="root"></div></body></html>`;

/*
 * The page route is registered at the root by app.ts; this builds the same pieces (deps, the SPA
 * plugin, the page routes) around it so the test does not depend on that wiring.
 */
let app: FastifyInstance;
let database: Database;
let dir: string;
let listingId: string;
let noImageId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-page-'));
  fs.mkdirSync(path.join(dir, 'web'));
  fs.writeFileSync(path.join(dir, 'web', 'index.html'), INDEX_HTML);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    SITE_NAME: 'ArsaTest',
    PUBLIC_URL: 'https://arsa.example',
  });
  database = await createTestDatabase();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const uploads = path.join(dir, 'uploads');
  const base = {
    config,
    database,
    db: database.db,
    log: app.log,
    ...createObservability(new Date()),
  };
  const deps = {
    ...base,
    ...createProviders(base, {
      clock: () => new Date('2026-05-05T12:00:00Z'),
      storage: createDiskStorage({ dir: uploads, publicPath: '/uploads' }),
    }),
    limits: createRateLimits({ db: database.db, clock: () => new Date() }),
    drain: createDrain(),
  };
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps));
  await registerSpa(app, {
    webDistDir: path.join(dir, 'web'),
    uploadsDir: uploads,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    defaultDescription: 'Varsayılan açıklama',
    sessionCookie: 'session',
  });
  await app.register(listingPageRoutes);
  await app.ready();

  listingId = await insertListing(database.db, {
    title: 'Kütahya "Merkez" <arsa>',
    description: `${'Yola cepheli arsa. '.repeat(10)}\n\nSon satır.`,
  });
  await insertImage(database.db, { listingId, position: 0, url: '/uploads/cover.webp' });
  noImageId = await insertListing(database.db, { title: 'Görselsiz', description: '' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};

describe('GET /auctions/:id (social preview)', () => {
  it("puts the listing's title, opening words, cover and address in the head, escaped", async () => {
    const html = await page(`/auctions/${listingId}`);
    const description = previewDescription('Yola cepheli arsa. '.repeat(10)) ?? '';
    expect(description).toHaveLength(150);
    expect(html).toContain('<title>Kütahya &#34;Merkez&#34; &#60;arsa&#62; - ArsaTest</title>');
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(
      '<meta property="og:image" content="https://arsa.example/uploads/cover.webp" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://arsa.example/auctions/${listingId}" />`,
    );
  });

  it('uses the site description and no image when the listing has neither', async () => {
    const html = await page(`/auctions/${noImageId}`);
    expect(html).toContain('<title>Görselsiz - ArsaTest</title>');
    expect(html).toContain('content="Varsayılan açıklama"');
    expect(html).not.toContain('og:image');
  });

  it('serves the plain app for unknown and malformed ids', async () => {
    for (const id of ['6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', 'abc']) {
      const html = await page(`/auctions/${id}`);
      expect(html).toContain('<title>ArsaTest</title>');
      expect(html).toContain('<div id="root">');
    }
  });
});

describe('previewDescription', () => {
  it('puts the text on one line and cuts at 150 letters without splitting one', () => {
    expect(previewDescription('  a\n\n b  ')).toBe('a b');
    expect(previewDescription('   ')).toBeUndefined();
    expect(previewDescription('ş'.repeat(200))).toBe('ş'.repeat(150));
  });
});
