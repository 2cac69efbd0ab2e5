import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SITE_NAME: 'ArsaTest', COMPANY_PHONE: '+90 236 414 00 00' },
    clock: () => new Date('2026-05-01T09:00:00Z'),
  });
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('reports the process healthy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('reports ready when the database answers, and 503 when it does not', async () => {
    const ok = await t.app.inject({ url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('serves the public site configuration with the server time', async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      siteName: 'ArsaTest',
      company: { phone: '+90 236 414 00 00', phoneHref: '+902364140000' },
      serverTime: '2026-05-01T09:00:00.000Z',
    });
    expect(JSON.stringify(body)).toContain('Akhisar');
  });

  it('answers unknown API paths with a JSON 404 in Turkish', async () => {
    const res = await t.app.inject({ url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' },
    });
  });

  it('serves the web app for any page path (history fallback) with the brand as title', async () => {
    for (const url of [
      '/',
      '/about',
      '/auctions/123',
      '/auctions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      '/admin/dashboard',
      '/login?next=%2Fbids',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url + res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>ArsaTest</title>');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 with the web app for a page path the app has no route for', async () => {
    for (const url of ['/no-such-page', '/no/such/page', '/auctions/1/2', '/robots.txt']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Sayfa bulunamadı - ArsaTest</title>');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers /favicon.ico with the site icon, so pages without an icon link see no 404', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('serves the service worker at /sw.js, to be checked for a new version on every visit', async () => {
    // The web build writes the worker beside index.html (vite-plugin-pwa, decision 091).
    const worker = "self.addEventListener('push', () => {});\n";
    fs.writeFileSync(path.join(t.dataDir, 'web', 'sw.js'), worker);
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(worker);
    // The build's brotli copy, as a browser that accepts it gets it, is no-cache too.
    fs.writeFileSync(path.join(t.dataDir, 'web', 'sw.js.br'), zlib.brotliCompressSync(worker));
    const compressed = await t.app.inject({
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    fs.writeFileSync(
      path.join(t.dataDir, 'web', 'manifest.webmanifest'),
      JSON.stringify({ name: 'ArsaMezat', short_name: 'ArsaMezat' }),
    );
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ short_name: 'ArsaMezat' });
  });

  it('sends security headers with a strict content security policy and a request id', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'x-request-id': 'abc-123' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ url: '/api/health' });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every visitor a CSRF cookie that scripts on our pages can read', async () => {
    const res = await t.app.inject({ url: '/' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^csrf_token=[\w-]{32}; Path=\/; SameSite=Strict$/);
  });

  it('refuses malformed JSON with a Turkish 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});

describe('content security policy with S3 storage', () => {
  it('allows listing images from the bucket origin and nothing else new', async () => {
    const s3 = await createTestApp({
      env: {
        STORAGE: 's3',
        S3_BUCKET: 'arsamezat',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret-key',
        S3_PUBLIC_URL: 'https://cdn.arsamezat.com.tr/ilanlar/',
      },
    });
    try {
      const csp = String((await s3.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.arsamezat.com.tr");
      expect(csp).toContain("script-src 'self';");
    } finally {
      await s3.close();
    }
  });
});
