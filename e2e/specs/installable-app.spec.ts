import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  MOBILE,
  DESKTOP,
  openPage,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts';
import { expectFits } from '../support/fits.ts';
import { registerMember } from '../support/members.ts';

const browser = useBrowser();
const shots = 'e2e/artifacts/installable-app';

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

/** Waits until the app's worker (registered after the page loads) controls the page. */
async function controlledByTheWorker(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toBe(`${baseUrl()}/sw.js`);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** Every URL the page's origin holds in its caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/**
 * Chromium without a screen never offers an install here: the event the browser sends (after the
 * visitor has used the site for a while, once the page is live) is sent as it would be, with a
 * prompt() that counts its calls.
 */
async function browserOffersInstall(page: Page): Promise<void> {
  // The app listens once the page is live (lib/app-install/start.ts).
  await page.waitForFunction(
    () =>
      (window as unknown as { __arsamezatInstallPrompt?: unknown }).__arsamezatInstallPrompt !==
      undefined,
  );
  await page.evaluate(() => {
    const w = window as unknown as { __promptShown: number };
    w.__promptShown = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        w.__promptShown += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

/**
 * The installable app (issue 32, decision 091): the manifest and the worker that registers after
 * the page has loaded, the offline page, and the install offer after a first follow.
 */
describe('the installable app', () => {
  it('links a Turkish manifest with its icons and shortcuts; the worker precaches the app and never an API answer', async () => {
    const { page, context, errors } = await openPage(browser(), MOBILE, '/auctions', {
      serviceWorkers: 'allow',
    });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(`${baseUrl()}${href}`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      short_name: 'ArsaMezat',
      lang: 'tr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
    });
    expect(manifest.name).toContain('ArsaMezat');
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['İhaleler', '/auctions'],
      ['Panelim', '/dashboard'],
    ]);
    const sizes = manifest.icons.map(
      (icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), apple!]) {
      const icon = await fetch(`${baseUrl()}${src}`);
      expect(icon.status, src).toBe(200);
      expect(icon.headers.get('content-type'), src).toBe('image/png');
    }

    expect(await controlledByTheWorker(page)).toBe(`${baseUrl()}/`);
    // The app's scripts and the offline page are precached; the page's own API answers (the
    // listings it drew, the session) went to the network and are in no cache.
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => url.includes('/offline.html')))
      .toBe(true);
    await page.evaluate(() => fetch('/api/listings?limit=1').then((r) => r.json()));
    const cached = await cachedUrls(page);
    expect(cached.filter((url) => /\/assets\/.+\.js/.test(url)).length).toBeGreaterThan(10);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'İnternet bağlantınız yok' for a page opened offline, and the page once back online", async () => {
    const { page, context, errors } = await openPage(browser(), MOBILE, '/', {
      serviceWorkers: 'allow',
    });
    await controlledByTheWorker(page);
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => url.includes('/offline.html')))
      .toBe(true);

    await context.setOffline(true);
    await page.goto('/auctions?phase=active');
    await page.getByRole('heading', { name: 'İnternet bağlantınız yok', level: 1 }).waitFor();
    expect(await page.title()).toBe('İnternet bağlantınız yok — ArsaMezat');
    // An API call fails as it should: no price is ever shown from a cache.
    expect(
      await page.evaluate(() =>
        fetch('/api/listings?limit=1').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 740 });
      await expectFits(page, `offline page at ${width}`);
    }
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: `${shots}/offline-375.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${shots}/offline-1280.png`, fullPage: true });

    // Back online: the offline page reloads itself into the page that was asked for.
    await context.setOffline(false);
    await page.waitForURL('**/auctions?phase=active');
    await page
      .getByRole('heading', { name: 'İnternet bağlantınız yok' })
      .waitFor({ state: 'detached', timeout: 30_000 });
    await waitForHydration(page);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
    await context.close();
  });

  it('offers the install only after a first follow, never on arrival', async () => {
    const { page, context, errors } = await openPage(browser(), MOBILE, '/auctions', {
      serviceWorkers: 'allow',
    });
    await registerMember(context, 'Kurulum');
    await page.reload();
    await waitForHydration(page);
    await browserOffersInstall(page);
    const offer = page.getByText("ArsaMezat'ı ana ekranınıza ekleyin");
    // On arrival: nothing, for as long as a member reads the page.
    await page.waitForTimeout(1500);
    expect(await offer.count()).toBe(0);

    const heart = page.getByRole('button', { name: /^Takip Et: (?!E2E)/ }).first();
    const followed = (await heart.getAttribute('aria-label'))!.replace(/^Takip Et: /, '');
    await heart.click();
    await offer.waitFor();
    await page.waitForTimeout(800); // the toast's slide-in
    await page.screenshot({ path: `${shots}/install-offer-375.png` });
    const install = page.getByRole('button', { name: 'Ekle', exact: true });
    const box = await install.boundingBox();
    expect(Math.round(box!.height)).toBeGreaterThanOrEqual(44);
    await install.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __promptShown: number }).__promptShown),
      )
      .toBe(1);

    // Answered: a second follow does not offer it again.
    await page.reload();
    await waitForHydration(page);
    await browserOffersInstall(page);
    // The hearts read the member's follows after the page starts: until then every one is empty.
    await page.getByRole('button', { name: `Takip Ediliyor: ${followed}`, exact: true }).waitFor();
    const next = page.getByRole('button', { name: /^Takip Et: (?!E2E)/ }).first();
    const title = (await next.getAttribute('aria-label'))!.replace(/^Takip Et: /, '');
    await page.getByRole('button', { name: `Takip Et: ${title}`, exact: true }).click();
    await page.getByRole('button', { name: `Takip Ediliyor: ${title}`, exact: true }).waitFor();
    await page.waitForTimeout(1000);
    expect(await offer.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
