import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  MOBILE,
  openPage,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts';
import { startCutProxy } from '../support/cut-proxy.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { bidThroughApi, createShortAuction, depositedBidder } from '../support/trading.ts';

const browser = useBrowser();
const shots = 'e2e/artifacts/live-replay';

/**
 * A phone that loses its connection while an auction runs (issue 31, decision 086): the live
 * stream drops, two bids are placed meanwhile, and when the connection is back the browser's
 * EventSource reconnects with `Last-Event-ID` and the server replays what it missed — the page
 * shows the newest price without reloading or asking for the listing again.
 */
describe('a live stream that drops and comes back', () => {
  it('replays the bids placed while the phone was offline, in order, without a reload', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const auction = await createShortAuction(
      admin.context,
      `E2E Bağlantı Kopması ${Date.now()}`,
      3_600_000,
    );
    const ahmet = await depositedBidder(browser(), 'Ahmet', auction.id);
    const mehmet = await depositedBidder(browser(), 'Mehmet', auction.id);

    const proxy = await startCutProxy(baseUrl());
    const context = await browser().newContext({
      baseURL: proxy.url,
      viewport: MOBILE,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.251' },
    });
    const ayse = await context.newPage();
    const errors: string[] = [];
    ayse.on('pageerror', (error) => errors.push(error.message));
    const streams: Promise<string | undefined>[] = [];
    const detailReads: string[] = [];
    ayse.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/api/listings/${auction.id}/events`) {
        // All headers: EventSource's Last-Event-ID is added below the page.
        streams.push(request.allHeaders().then((headers) => headers['last-event-id']));
      } else if (path === `/api/listings/${auction.id}`) {
        detailReads.push(path);
      }
    });
    const streamOpen = ayse.waitForResponse((res) =>
      res.url().endsWith(`/api/listings/${auction.id}/events`),
    );
    await ayse.goto(`/auctions/${auction.id}`);
    await waitForHydration(ayse);
    await streamOpen;
    await bidThroughApi(ahmet, auction.id, 150_000_00);
    await ayse.getByText('150.000 ₺').first().waitFor({ timeout: 15_000 });

    // The signal goes: the stream drops, and two bids are placed meanwhile.
    proxy.cut();
    const readsBefore = detailReads.length;
    await bidThroughApi(mehmet, auction.id, 175_000_00);
    await bidThroughApi(ahmet, auction.id, 200_000_00);
    await ayse.waitForTimeout(2500);
    expect(await ayse.getByText('200.000 ₺').count()).toBe(0);

    // Back: EventSource reconnects by itself (retry: 2 s) naming the last event it had.
    proxy.restore();
    await ayse.getByText('200.000 ₺').first().waitFor({ timeout: 20_000 });
    await ayse.screenshot({ path: `${shots}-375.png` });
    const sent = await Promise.all(streams);
    expect(sent[0]).toBeUndefined();
    expect(sent.at(-1)).toMatch(/^\d+$/);
    // The replay, not a refetch: the page did not ask for the listing again.
    expect(detailReads.length).toBe(readsBefore);
    expect(errors).toEqual([]);
    await context.close();
    await proxy.close();
  });
});
