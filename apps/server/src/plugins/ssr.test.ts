import fs from 'node:fs';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { formatTl } from '@arsamezat/shared/core/money';
import { SSR_STATE_ID, type SsrEntry, type SsrMarkup } from '@arsamezat/shared/site/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertListing } from '../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../test/helpers/app.ts';
import { registerMember } from '../modules/auth/testing/auth-fixtures.ts';
import { createPreloads, createSsrDataSource } from './ssr.ts';

/*
 * Server rendering (decision 041) through the whole app, with the web app's server entry taken
 * from its source (the built dist-ssr is the same code; CI runs these tests before the build).
 */
const WEB_ENTRY = new URL('../../../web/src/entry-server.tsx', import.meta.url).href;
const NOW = new Date('2026-05-05T12:00:00Z');
const XSS_TITLE = 'Arsa </script><script>alert(1)</script>';
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let entry: SsrEntry;
let auctionId: string;
let xssId: string;

/** A text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The JSON state the page carries for the browser, as the browser would read it. */
function stateOf(html: string): {
  queries: { queries: { queryKey: unknown[] }[] };
  visitor: string;
  member?: { id: string };
} {
  const match = new RegExp(
    `<script type="application/json" id="${SSR_STATE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no state in the page');
  return JSON.parse(match[1]) as ReturnType<typeof stateOf>;
}

/** The markup a prepared page's render writes. */
function markupOf(markup: SsrMarkup): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    sink.on('error', reject);
    markup.pipe(sink);
  });
}

beforeAll(async () => {
  entry = (await import(/* @vite-ignore */ WEB_ENTRY)) as SsrEntry;
  t = await createTestApp({
    clock: () => NOW,
    ssrEntry: entry,
    env: { SITE_NAME: 'ArsaTest', PUBLIC_URL: 'https://arsa.example' },
  });
  const recent = { status: 'active' as const, createdAt: new Date('2026-05-04T08:00:00Z') };
  auctionId = await insertListing(t.database.db, {
    ...recent,
    title: 'Kütahya Merkez Yola Cepheli Arsa',
    description: 'Elektrik ve suyu olan, yola cepheli imarlı arsa.',
    startingPrice: 1_250_000_00,
  });
  await insertImage(t.database.db, { listingId: auctionId, position: 0, url: '/uploads/a.webp' });
  xssId = await insertListing(t.database.db, { ...recent, title: XSS_TITLE });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('server-rendered public pages', () => {
  it('renders the home page with the newest listings, their prices and the dehydrated cache', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(inHtml('Kütahya Merkez Yola Cepheli Arsa'));
    expect(res.body).toContain(inHtml(formatTl(1_250_000_00)));
    expect(res.body).toContain('<title>ArsaTest</title>');
    const keys = stateOf(res.body).queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['site-config', 'listings']));
    // The session is never part of the shared HTML.
    expect(JSON.stringify(stateOf(res.body))).not.toContain('"auth"');
    // The LCP image is preloaded with high priority.
    expect(res.body).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high"/);
  });

  it('escapes a listing title that tries to close the state script', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain(inHtml(XSS_TITLE));
    // Inside the JSON, every '<' is \u003c: the script element ends only where it should.
    const script = res.body.slice(res.body.indexOf(`id="${SSR_STATE_ID}"`));
    expect(script.indexOf('</script>')).toBeGreaterThan(0);
    expect(script.slice(0, script.indexOf('</script>'))).not.toContain('<');
    expect(script).toContain('\\u003c/script>\\u003cscript>alert(1)');
    const { queries } = stateOf(res.body);
    expect(JSON.stringify(queries)).toContain(XSS_TITLE);
    const detail = await get(`/auctions/${xssId}`);
    expect(detail.body).not.toContain('<script>alert(1)</script>');
  });

  it('renders /auctions with the running auctions and its own title', async () => {
    const res = await get('/auctions');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>İhaleler - ArsaTest</title>');
    expect(res.body).toContain(inHtml('Kütahya Merkez Yola Cepheli Arsa'));
  });

  it('renders a listing with its price, bids count and details, and its preview head', async () => {
    const res = await get(`/auctions/${auctionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kütahya Merkez Yola Cepheli Arsa - ArsaTest</title>');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://arsa.example/uploads/a.webp" />',
    );
    expect(res.body).toContain(inHtml(formatTl(1_250_000_00)));
    expect(res.body).toContain('Teklif Sayısı');
    expect(res.body).toContain('Elektrik ve suyu olan, yola cepheli imarlı arsa.');
    expect(res.body).toContain('href="/uploads/a.webp" fetchpriority="high"');
    const keys = stateOf(res.body).queries.queries.map((query) => query.queryKey.join('/'));
    expect(keys).toContain(`listings/detail/${auctionId}`);
  });

  it('renders /about with its text', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Hakkımızda - ArsaTest</title>');
    expect(res.body).toContain('Teminat');
  });

  it('answers an unknown listing and an unknown page with 404, rendered', async () => {
    for (const url of [`/auctions/${UNKNOWN_ID}`, '/auctions/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('İlan bulunamadı.');
      expect(res.body, url).toContain(`id="${SSR_STATE_ID}"`);
    }
    const page = await get('/bu-sayfa-yok');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>Sayfa bulunamadı - ArsaTest</title>');
    expect(page.body).toContain('Hata kodu: 404');
  });

  it('preloads the hydration code and the module the route table loads the page from', async () => {
    const source = createSsrDataSource(t.app);
    const modulesOf = async (url: string) =>
      (await entry.prepare({ url, origin: 'https://arsa.example', source, visitor: 'guest' }))
        .modules;
    const hydrate = 'src/app/hydrate.tsx';
    expect(await modulesOf('/')).toEqual([hydrate, 'src/features/listings/pages/home-page.tsx']);
    expect(await modulesOf('/auctions?cities=Ankara')).toEqual([
      hydrate,
      'src/features/listings/pages/auctions-page.tsx',
    ]);
    expect(await modulesOf(`/auctions/${auctionId}`)).toEqual([
      hydrate,
      'src/app/pages/listing-detail-route.tsx',
    ]);
    expect(await modulesOf('/about')).toEqual([
      hydrate,
      'src/features/static-pages/pages/about-page.tsx',
    ]);
    expect(await modulesOf('/bu-sayfa-yok')).toEqual([hydrate, 'src/app/pages/not-found-page.tsx']);
  });

  it("has a member's page fetch the bell, and on a listing the trade panel, beside its own code", async () => {
    const source = createSsrDataSource(t.app);
    const modulesOf = async (url: string) =>
      (await entry.prepare({ url, origin: 'https://arsa.example', source, visitor: 'member' }))
        .modules;
    const bell = 'src/features/notifications/components/notification-bell.tsx';
    expect(await modulesOf('/')).toEqual([
      'src/app/hydrate.tsx',
      'src/features/listings/pages/home-page.tsx',
      bell,
    ]);
    expect(await modulesOf(`/auctions/${auctionId}`)).toEqual([
      'src/app/hydrate.tsx',
      'src/app/pages/listing-detail-route.tsx',
      // The panel first: the member acts there.
      'src/features/bidding/components/trade-panel.tsx',
      bell,
    ]);
    // The panel's forms and dialog, which it loads by import() beside its gate (decision 094).
    const lazyPartsOf = async (url: string, visitor: 'member' | 'guest') =>
      (await entry.prepare({ url, origin: 'https://arsa.example', source, visitor })).lazyParts;
    expect(await lazyPartsOf(`/auctions/${auctionId}`, 'member')).toEqual([
      'src/features/bidding/components/trade-panel.tsx',
    ]);
    expect(await lazyPartsOf(`/auctions/${auctionId}`, 'guest')).toBeUndefined();
    expect(await lazyPartsOf('/', 'member')).toBeUndefined();
  });

  it("preloads a lazy part's import()s with their imports, and nobody else's", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-preloads-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js' },
        'src/page.tsx': { file: 'assets/page.js', imports: ['index.html'], dynamicImports: ['_x'] },
        'src/panel.tsx': {
          file: 'assets/panel.js',
          imports: ['_shared'],
          dynamicImports: ['_forms'],
        },
        _shared: { file: 'assets/shared.js' },
        _forms: { file: 'assets/forms.js', imports: ['_zod', '_shared'] },
        _zod: { file: 'assets/zod.js' },
        _x: { file: 'assets/x.js' },
      }),
    );
    const preloads = createPreloads(dist, '<script type="module" src="/assets/index.js"></script>');
    expect(preloads(['src/page.tsx', 'src/panel.tsx'])).toEqual([
      '/assets/page.js',
      '/assets/panel.js',
      '/assets/shared.js',
    ]);
    expect(preloads(['src/page.tsx', 'src/panel.tsx'], ['src/panel.tsx'])).toEqual([
      '/assets/page.js',
      '/assets/panel.js',
      '/assets/shared.js',
      '/assets/forms.js',
      '/assets/zod.js',
    ]);
    fs.rmSync(dist, { recursive: true });
  });

  it("has a member's listing page ask at once for what the trade panel reads (decision 085)", async () => {
    const source = createSsrDataSource(t.app);
    const prepared = (url: string, visitor: 'member' | 'guest') =>
      entry.prepare({ url, origin: 'https://arsa.example', source, visitor });
    const panelData = [
      `/api/listings/${auctionId}/deposit`,
      `/api/listings/${auctionId}/bids/mine`,
    ];
    expect((await prepared(`/auctions/${auctionId}`, 'member')).earlyRequests).toEqual(panelData);
    expect((await prepared(`/auctions/${auctionId}`, 'guest')).earlyRequests).toBeUndefined();
    expect((await prepared('/', 'member')).earlyRequests).toBeUndefined();
  });

  it("draws a guest's sign-in as real links back to the page, which work before any script", async () => {
    const page = `/auctions/${auctionId}`;
    const listing = await get(page);
    const back = encodeURIComponent(page);
    // The header's 'Giriş Yap' (a phone shows it beside the menu button) and 'Kayıt Ol'.
    expect(listing.body).toMatch(
      new RegExp(`<a [^>]*href="/login\\?next=${back}"[^>]*>Giriş Yap</a>`),
    );
    expect(listing.body).toMatch(
      new RegExp(`<a [^>]*href="/signup\\?next=${back}"[^>]*>Kayıt Ol</a>`),
    );
    // 'Takip Et' is a link to sign in too, and nothing says it is getting ready.
    expect(listing.body).toMatch(
      new RegExp(`<a [^>]*href="/login\\?next=${back}"[^>]*>.*?Takip Et</a>`),
    );
    expect(listing.body).not.toContain('Oturum bilgileri yükleniyor');
    expect(stateOf(listing.body)).toMatchObject({ visitor: 'guest' });
    // A guest's bid history and follower count come with the page: their browser asks nothing.
    const keys = stateOf(listing.body).queries.queries.map((query) => query.queryKey.join('/'));
    expect(keys).toEqual(
      expect.arrayContaining([`listings/bids/${auctionId}`, `watch/status/${auctionId}/`]),
    );
    expect(listing.body).toContain('Bu ihale için henüz teklif verilmemiştir.');

    // A browse keeps its filters.
    const browse = await get('/auctions?cities=Konya');
    expect(browse.body).toContain(
      `href="/login?next=${encodeURIComponent('/auctions?cities=Konya')}"`,
    );
    expect(browse.headers.vary).toMatch(/cookie/i);
  });

  it("draws a known member's page for them: their header, their trade panel, kept private (095)", async () => {
    const member = await registerMember(t, { firstName: 'Zeynep' });
    const res = await t.app.inject({
      url: `/auctions/${auctionId}`,
      headers: { accept: 'text/html', cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const state = stateOf(res.body);
    expect(state).toMatchObject({ visitor: 'member', member: { id: member.user.id } });
    expect(res.body).not.toContain('>Giriş Yap<');
    expect(res.body).not.toContain('Oturum bilgileri yükleniyor');
    // Their panel's reads came with the page, so their browser asks for none of them at once;
    // their bid history (which marks their own bids) is still the browser's to read.
    const keys = state.queries.queries.map((query) => query.queryKey.join('/'));
    expect(keys).toEqual(
      expect.arrayContaining([
        'auth/session',
        `deposits/mine/${auctionId}`,
        `listings/bids/${auctionId}/mine`,
      ]),
    );
    expect(keys).not.toContain(`listings/bids/${auctionId}`);
    expect(res.body).not.toContain('name="early-requests"');
    // Drawn at once, each control saying it is getting ready until the page is live: the menu,
    // their first name's menu, the bell, the deposit gate's button and the bid form.
    expect(res.body).toMatch(/<button [^>]*aria-label="Menüyü aç"[^>]*aria-busy="true"/);
    expect(res.body).toMatch(/<button [^>]*aria-label="Bildirimler"[^>]*aria-busy="true"/);
    expect(res.body).toMatch(/<button [^>]*aria-busy="true"[^>]*>Teminatı Yatır<\/button>/);
    expect(res.body).toMatch(/<fieldset disabled="" aria-busy="true"[^>]*>.*Teklif Ver/s);
    expect(res.body).toContain('Zeynep');
  });

  it("draws a guest's page for a cookie that matches no session, and clears the cookie", async () => {
    const res = await t.app.inject({
      url: `/auctions/${auctionId}`,
      headers: { accept: 'text/html', cookie: `session=${'x'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(stateOf(res.body)).toMatchObject({ visitor: 'guest' });
    expect(stateOf(res.body)).not.toHaveProperty('member');
    expect(res.body).toContain('>Giriş Yap<');
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/(^|\n)session=;/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('draws a member not known yet (their session unreadable) with their parts getting ready (063)', async () => {
    const source = createSsrDataSource(t.app);
    const page = await entry.prepare({
      url: `/auctions/${auctionId}`,
      origin: 'https://arsa.example',
      source,
      visitor: 'member',
    });
    const html = await markupOf(await page.render());
    expect(html).not.toContain('>Giriş Yap<');
    // The session check, the menu button and 'Takip Et' say they are getting ready.
    expect(html).toContain('Oturum bilgileri yükleniyor...');
    expect(html).toMatch(/<button [^>]*aria-label="Menüyü aç"[^>]*aria-busy="true"/);
    expect(html).toMatch(/<button [^>]*aria-busy="true"[^>]*>.*?Takip Et<\/button>/);
  });

  it('sends member, admin and account screens the shell, rendered by the browser', async () => {
    for (const url of ['/dashboard', '/admin/dashboard', '/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(SSR_STATE_ID);
    }
  });

  it('answers the API as before: listings JSON is not a page', async () => {
    const res = await t.app.inject({ url: '/api/listings?tab=new' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('a render that fails', () => {
  it('falls back to the shell with a log line, never a 500', async () => {
    const failing = await createTestApp({
      captureLogs: true,
      ssrEntry: {
        prepare: () => Promise.reject(new Error('boom while rendering')),
      },
    });
    try {
      const res = await failing.app.inject({ url: '/about' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('boom');
      const unknown = await failing.app.inject({ url: '/bu-sayfa-yok' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<title>Sayfa bulunamadı');
      expect(failing.logs.join('')).toContain('server rendering failed');
      expect(failing.logs.join('')).toContain('boom while rendering');
    } finally {
      await failing.close();
    }
  });
});
