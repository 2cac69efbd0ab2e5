import type { ListingDetail, ListingsPage } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import { describe, expect, it } from 'vitest';
import { baseUrl, MOBILE, openPage, useBrowser, waitForHydration } from '../support/browser.ts';
import { registerMember } from '../support/members.ts';

const browser = useBrowser();

/** A text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
}

/**
 * The first page of a browse tab, asked for exactly as the web app asks for it when the page
 * opens (newest first on both: with more than 12 running auctions, another order is another page).
 */
const firstPage = (tab: 'new' | 'auctions') =>
  api<ListingsPage>(
    `/api/listings?tab=${tab}${tab === 'auctions' ? '&phase=active' : ''}&sort=newest&page=1&pageSize=12`,
  );

/** A running auction of the demo content. */
async function runningAuction(): Promise<ListingDetail> {
  const page = await firstPage('auctions');
  const summary = page.items[0];
  if (!summary) throw new Error('the demo content has no running auction');
  return api<ListingDetail>(`/api/listings/${summary.id}`);
}

/** React's hydration failures, in development and production wording. */
const HYDRATION_ERROR =
  /Hydration failed|did not match|hydrat|Minified React error #(?:418|423|425)|server rendered HTML/i;

/**
 * Opens `path` in Chromium, waits until React has hydrated the page (the element `selector`
 * carries React's fiber) and the first session check has answered, and returns the console
 * errors and the listing reads the browser made.
 */
async function hydrate(path: string, selector: string, viewport = MOBILE) {
  const { page, context, errors } = await openPage(browser(), viewport, 'about:blank');
  const listingReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.method() === 'GET' &&
      /^\/api\/listings(?:\/(?!events$)[^/]+)?$/.test(url.pathname)
    ) {
      listingReads.push(`${url.pathname}${url.search}`);
    }
  });
  const session = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await page.goto(path);
  await waitForHydration(page, selector);
  await session;
  return { page, context, errors, listingReads };
}

describe('server-rendered public pages (decision 041)', () => {
  it('sends the listings, their prices and the page text in the HTML itself', async () => {
    const newest = await firstPage('new');
    const home = await rawHtml('/');
    expect(home.status).toBe(200);
    expect(newest.items.length).toBeGreaterThan(0);
    for (const item of newest.items) {
      expect(home.html).toContain(inHtml(item.title));
      expect(home.html).toContain(inHtml(formatTl(item.displayPrice)));
    }
    expect(home.html).toContain('id="ssr-state"');

    const auctions = await firstPage('auctions');
    const auctionsHtml = await rawHtml('/auctions');
    expect(auctionsHtml.html).toContain('<title>İhaleler - ');
    for (const item of auctions.items) expect(auctionsHtml.html).toContain(inHtml(item.title));

    const listing = await runningAuction();
    const detail = await rawHtml(`/auctions/${listing.id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(inHtml(listing.title));
    expect(detail.html).toContain(inHtml(formatTl(listing.displayPrice)));
    expect(detail.html).toContain('Teklif Sayısı');
    // The LCP image is preloaded with high priority: the responsive copies the gallery draws.
    const cover = listing.images[0];
    if (cover) {
      const preload = /<link rel="preload" as="image" ([^>]*)>/.exec(detail.html)?.[1] ?? '';
      expect(preload).toContain(`href="${cover.url}"`);
      expect(preload).toContain('fetchpriority="high"');
      for (const variant of cover.variants)
        expect(preload).toContain(`${variant.url} ${variant.width}w`);
    }

    const about = await rawHtml('/about');
    expect(about.html).toContain('<title>Hakkımızda - ');
    expect(about.html).toContain('Teminat');
  });

  it('takes a guest to sign in, with the way back, before any script has run (decision 063)', async () => {
    const listing = await runningAuction();
    const path = `/auctions/${listing.id}`;
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: MOBILE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(path);
    // The header's 'Giriş Yap' beside the menu button, and 'Takip Et': plain links.
    await page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    await page.goto(path);
    await page.getByRole('main').getByRole('link', { name: 'Takip Et' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    await context.close();
  });

  it('opens the drawer tapped before the scripts ran, once they have', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: MOBILE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The app's scripts come late, as on a slow phone: the page is on screen before them.
    let release: () => void = () => undefined;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menüyü aç' });
    expect(await menu.getAttribute('aria-busy')).toBe('true');
    await menu.click();
    release();
    await page.getByRole('dialog', { name: 'Menü' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws a member's page for them, getting ready, then hydrates it without a warning", async () => {
    const listing = await runningAuction();
    const path = `/auctions/${listing.id}`;
    const { page, context, errors } = await openPage(browser(), MOBILE, '/about');
    await registerMember(context, 'Hazırlık');
    // What the server sends a member (decision 095): their header and their trade panel, each
    // control getting ready, no sign-in link and nothing waiting for the session.
    const html = await (await context.request.get(path)).text();
    expect(html).toMatch(/<button [^>]*aria-label="Menüyü aç"[^>]*aria-busy="true"/);
    expect(html).toMatch(/<button [^>]*aria-busy="true"[^>]*>Teminatı Yatır<\/button>/);
    expect(html).not.toContain('>Giriş Yap<');
    expect(html).not.toContain('Oturum bilgileri yükleniyor');
    await page.goto(path);
    await waitForHydration(page, 'main h1');
    const gate = page.getByRole('button', { name: 'Teminatı Yatır' });
    await expect.poll(() => gate.getAttribute('aria-busy')).toBeNull();
    await expect
      .poll(() => page.getByRole('button', { name: 'Menüyü aç' }).getAttribute('aria-busy'))
      .toBeNull();
    await expect
      .poll(() => page.getByRole('button', { name: 'Teklif Ver' }).isEnabled())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a member's deposit dialog tapped before the scripts ran, once they have", async () => {
    const listing = await runningAuction();
    const { page, context, errors } = await openPage(browser(), MOBILE, '/about');
    await registerMember(context, 'Erken');
    let release: () => void = () => undefined;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    await page.goto(`/auctions/${listing.id}`);
    const gate = page.getByRole('button', { name: 'Teminatı Yatır' });
    expect(await gate.getAttribute('aria-busy')).toBe('true');
    await gate.click();
    release();
    await page.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown listing and an unknown page with 404 and the not-found text', async () => {
    const listing = await rawHtml('/auctions/00000000-0000-4000-8000-000000000000');
    expect(listing.status).toBe(404);
    expect(listing.html).toContain('İlan bulunamadı');
    const page = await rawHtml('/bu-sayfa-yok');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Sayfa bulunamadı');
  });

  it('hydrates the home page without a warning or a second listings request', async () => {
    const { page, context, errors, listingReads } = await hydrate('/', 'a[href^="/auctions/"]');
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
    expect(errors).toEqual([]);
    expect(listingReads).toEqual([]);
    // The page is live: a tab change asks the server for the other tab.
    await page
      .getByRole('navigation', { name: 'İlan türü' })
      .getByRole('link', { name: /Açık Arttırmalar/ })
      .click();
    await expect.poll(() => listingReads.some((read) => read.includes('tab=auctions'))).toBe(true);
    await context.close();
  });

  it('hydrates /auctions, a running auction and /about without a warning', async () => {
    const listing = await runningAuction();
    for (const [path, selector] of [
      ['/auctions', 'a[href^="/auctions/"]'],
      [`/auctions/${listing.id}`, 'main h1'],
      ['/about', 'main h1'],
    ] as const) {
      const { context, errors, listingReads } = await hydrate(path, selector);
      expect(errors, path).toEqual([]);
      expect(listingReads, path).toEqual([]);
      await context.close();
    }
  });

  it('shows an unknown listing without a hydration warning', async () => {
    const { page, context, errors } = await hydrate(
      '/auctions/00000000-0000-4000-8000-000000000000',
      'main h1',
    );
    // The 404 document is a console error of its own; nothing else may be.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await expect
      .poll(() => page.getByRole('heading', { name: 'İlan bulunamadı.' }).count())
      .toBe(1);
    await context.close();
  });
});
