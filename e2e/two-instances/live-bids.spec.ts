import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser, waitForHydration } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { bidThroughApi, createShortAuction, depositedBidder } from '../support/trading.ts';

/**
 * A live bid across two instances (issue 31, decision 087): Ayşe watches an auction on instance
 * B; Ahmet and Mehmet bid through instance A; Ayşe's page shows each new price without a reload,
 * because the event crossed the event bus (NATS in CI). (A stream that drops on one instance and
 * comes back to the other with its `Last-Event-ID` is apps/server's two-instances.test.ts; a
 * browser's stream that drops and is replayed what it missed is specs/live-replay.spec.ts.)
 */

const browser = useBrowser();
const shots = 'e2e/artifacts/live-bids-two-instances';

describe('live bids across two instances', () => {
  it('bids placed on A move the price on a page served by B, live', async () => {
    const [, instanceB] = inject('baseUrls');
    if (!instanceB) throw new Error('two instances were not started');
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const auction = await createShortAuction(
      admin.context,
      `E2E İki Sunucu ${Date.now()}`,
      3_600_000,
    );
    const ahmet = await depositedBidder(browser(), 'Ahmet', auction.id);
    const mehmet = await depositedBidder(browser(), 'Mehmet', auction.id);

    // Ayşe's browser talks to instance B only.
    const context = await browser().newContext({
      baseURL: instanceB,
      viewport: MOBILE,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    const ayse = await context.newPage();
    const errors: string[] = [];
    ayse.on('pageerror', (error) => errors.push(error.message));
    const streams: { lastEventId?: string }[] = [];
    ayse.on('request', (request) => {
      if (request.url().endsWith(`/api/listings/${auction.id}/events`)) {
        streams.push({ lastEventId: request.headers()['last-event-id'] });
      }
    });
    const streamOpen = ayse.waitForResponse((res) =>
      res.url().endsWith(`/api/listings/${auction.id}/events`),
    );
    await ayse.goto(`/auctions/${auction.id}`);
    await waitForHydration(ayse);
    await streamOpen;
    await ayse.getByText('100.000 ₺').first().waitFor();

    await bidThroughApi(ahmet, auction.id, 150_000_00);
    await ayse.getByText('150.000 ₺').first().waitFor({ timeout: 15_000 });
    await ayse.screenshot({ path: `${shots}-375.png` });

    await bidThroughApi(mehmet, auction.id, 175_000_00);
    await ayse.getByText('175.000 ₺').first().waitFor({ timeout: 15_000 });
    // One stream, to instance B, for the whole visit.
    expect(streams).toEqual([{ lastEventId: undefined }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
