import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifacts = path.resolve(import.meta.dirname, '../artifacts');

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

/** The base URL of this worker's server (global-setup starts one per worker). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  const url = urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
  if (!url) throw new Error('The e2e global setup started no server');
  return url;
};

/**
 * One Chromium per spec file. Flags from the machine notes: no sandbox as root, no shared-memory
 * file system, and no background networking (the network here is closed).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        // WebGL for the maps (issue 30) without a GPU: ANGLE on SwiftShader, the CPU renderer.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not launched yet');
    return browser;
  };
}

let addresses = 0;
/** A documentation-range address (RFC 5737) per browser context. */
const nextAddress = () => `198.51.100.${(addresses++ % 250) + 1}`;

/**
 * A fresh context and page for one test, Turkish locale and Istanbul time; on failure a
 * full-page screenshot lands in e2e/artifacts/.
 *
 * The app's service worker (decision 091) is blocked unless a journey asks for it: each context
 * would otherwise precache the app after its first page (some 90 files per context, hundreds of
 * contexts), and Playwright's `page.route` does not see what a worker answers. The journeys of
 * the installable app and of push allow it.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  url = '/',
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    serviceWorkers,
    viewport,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Each context is one person on their own connection: the per-address limits (20 sign-ups in
    // 15 minutes…) count them apart, as they would people behind our proxy (TRUST_PROXY, which
    // the e2e server sets to the loopback address the browser connects from).
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A CSP violation or a script error must fail the journey, not hide in the console.
    if (message.type() === 'error') errors.push(message.text());
  });
  onTestFailed(async ({ task }) => {
    fs.mkdirSync(artifacts, { recursive: true });
    const name = task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
    await page
      .screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true })
      .catch(() => {});
  });
  await page.goto(url);
  if (url !== 'about:blank') await waitForHydration(page);
  return { page, context, errors };
}

/** Opens a page of the app and waits until React has taken it over (see below). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Waits until React has taken over the page: the element `selector` (by default the app's first
 * element) carries React's fiber. A server-rendered page is on screen before its scripts run
 * (decision 046), and a tap on one of its buttons before then does nothing.
 */
export async function waitForHydration(page: Page, selector = '#root > *'): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}
