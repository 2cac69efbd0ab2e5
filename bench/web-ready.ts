/**
 * How long a signed-in member's page stays inert after its first paint (issue 26, decision 063):
 * the time from the first contentful paint until the member's header (the phone's menu button,
 * live once it no longer says it is getting ready) and, on a listing, the trade panel's first
 * button answer a tap. Lighthouse cannot tell that (its mobile profile simulates the network
 * after an unthrottled load), so this loads the pages in Chromium with the same profile applied
 * for real, as Lighthouse's own "devtools" throttling does: slow 4G (562.5 ms per request,
 * 1.47 Mbit/s down, 675 kbit/s up) and the CPU slowed `cpuSlowdown` times.
 */
import { chromium, type BrowserContext } from 'playwright-core';

/** Lighthouse's mobile slow 4G as applied throttling (its `devtools` throttling constants). */
const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** When each mark first held, in ms of the page's clock (performance.now()). */
type Marks = { fcp?: number; header?: number; member?: number; panel?: number };

export type Readiness = {
  page: string;
  fcpMs: number;
  /** From the first paint until the member's menu button is live. */
  headerMs: number;
  /** From the first paint until the header shows the member (their bell is there). */
  memberMs: number;
  /** From the first paint until the trade panel's first button is there (listing pages). */
  panelMs?: number;
};

/**
 * Watches the page from its first byte: the first contentful paint, the moment the menu button
 * stops saying it is getting ready (drawn by React with its handlers: `aria-busy` goes once the
 * page is live), the moment the member's bell is there and live (the session known and shown;
 * a bell the server drew says it is getting ready until then, decision 095), and the moment the
 * trade panel shows one of its first buttons, live (no longer `aria-busy`). A string, not a function: the runner
 * that compiles this file would wrap a function's inner functions in helpers the page lacks.
 */
const WATCH_READINESS = `(() => {
  const marks = {};
  window.__readiness = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint' && marks.fcp === undefined) marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const PANEL_BUTTONS = ['Teminatı Yatır', 'Yeniden Ödeme Yap', 'Teklif Ver', 'Teklif Gönder'];
  const check = () => {
    const menu = document.querySelector('button[aria-label="Menüyü aç"]');
    if (marks.header === undefined && menu && !menu.hasAttribute('aria-busy')) marks.header = performance.now();
    const bell = document.querySelector('header [aria-label^="Bildirimler"]');
    if (marks.member === undefined && bell && !bell.hasAttribute('aria-busy'))
      marks.member = performance.now();
    if (marks.panel === undefined)
      for (const button of document.querySelectorAll('main button'))
        if (
          PANEL_BUTTONS.includes((button.textContent || '').trim()) &&
          !button.closest('[aria-busy]') &&
          !button.matches(':disabled')
        ) {
          marks.panel = performance.now();
          break;
        }
  };
  document.addEventListener('DOMContentLoaded', () => {
    check();
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'],
    });
  });
})();`;

/** Signs the administrator in through the API and gives the context its cookies. */
async function signIn(context: BrowserContext, base: string, phone: string, password: string) {
  const first = await context.request.get(`${base}/api/auth/session`);
  if (!first.ok()) throw new Error(`session: ${first.status()}`);
  const csrf = (await context.cookies(base)).find((c) => c.name.endsWith('csrf_token'))?.value;
  const login = await context.request.post(`${base}/api/auth/login`, {
    headers: { 'x-csrf-token': csrf ?? '' },
    data: { phone, password },
  });
  if (!login.ok()) throw new Error(`sign-in: ${login.status()} ${await login.text()}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Loads each page `runs` times as a signed-in member (the administrator, who has the member's
 * header and panel) at Lighthouse's phone size and answers the medians.
 */
export async function measureReadiness(options: {
  chromium: string;
  base: string;
  pages: { name: string; url: string; panel: boolean }[];
  runs: number;
  cpuSlowdown: number;
  member: { phone: string; password: string };
}): Promise<Readiness[]> {
  const browser = await chromium.launch({
    executablePath: options.chromium,
    args: ['--disable-dev-shm-usage'],
  });
  try {
    const results: Readiness[] = [];
    for (const page of options.pages) {
      const runs: Readiness[] = [];
      for (let run = 0; run < options.runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        try {
          await signIn(context, options.base, options.member.phone, options.member.password);
          await context.addInitScript(WATCH_READINESS);
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
          await tab.goto(page.url);
          await tab
            .waitForFunction(
              (panel) => {
                const marks = (globalThis as unknown as { __readiness?: Marks }).__readiness;
                return (
                  marks?.fcp !== undefined &&
                  marks.header !== undefined &&
                  marks.member !== undefined &&
                  (!panel || marks.panel !== undefined)
                );
              },
              page.panel,
              { timeout: 120_000, polling: 250 },
            )
            .catch(async (error: unknown) => {
              const seen = await tab.evaluate(
                () => (globalThis as unknown as { __readiness?: Marks }).__readiness,
              );
              throw new Error(`${page.name}: not ready in 2 minutes (${JSON.stringify(seen)})`, {
                cause: error,
              });
            });
          const marks = await tab.evaluate(
            () => (globalThis as unknown as { __readiness: Marks }).__readiness,
          );
          const fcp = marks.fcp ?? 0;
          runs.push({
            page: page.name,
            fcpMs: Math.round(fcp),
            headerMs: Math.round((marks.header ?? 0) - fcp),
            memberMs: Math.round((marks.member ?? 0) - fcp),
            ...(page.panel ? { panelMs: Math.round((marks.panel ?? 0) - fcp) } : {}),
          });
        } finally {
          await context.close();
        }
      }
      results.push({
        page: page.name,
        fcpMs: median(runs.map((r) => r.fcpMs)),
        headerMs: median(runs.map((r) => r.headerMs)),
        memberMs: median(runs.map((r) => r.memberMs)),
        ...(page.panel ? { panelMs: median(runs.map((r) => r.panelMs ?? 0)) } : {}),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
