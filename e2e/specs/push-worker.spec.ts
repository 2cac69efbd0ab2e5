import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, gotoHydrated, openPage, useBrowser } from '../support/browser.ts';
import { checkLayout, expectFits } from '../support/fits.ts';
import { registerMember } from '../support/members.ts';

const browser = useBrowser();

/** A browser's subscription keys (a real P-256 point and a 16-byte secret, base64url). */
const KEYS = {
  p256dh: 'BH1WnXQJqPYsO2hlQiuEikjDeTKb5YsiugZ4e6WG5Fp9cr_lLgTEpTndML6JAAqTA_PWEssj7vBH5wh1qjeL3Is',
  auth: 'c2VjcmV0LWF1dGgtMTIzNA',
};

type Shown = { title: string; body: string; tag: string; url: string };

/**
 * The service worker's side of push (issue 32, decision 090). Chromium here cannot reach a
 * browser vendor's push service, so the message is handed to the worker through the DevTools
 * protocol (`ServiceWorker.deliverPushMessage`), as the push service would.
 */
describe('push in the service worker', () => {
  it('registers /sw.js, shows a delivered push as a notification, and a tap opens its listing', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP, '/', {
      serviceWorkers: 'allow',
    });
    const origin = baseUrl();
    await context.grantPermissions(['notifications'], { origin });
    const listings: unknown = await (await fetch(`${origin}/api/listings?limit=1`)).json();
    const listingId = (listings as { items: { id: string }[] }).items[0]?.id;
    expect(listingId).toBeTruthy();

    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const scope = await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      return (await navigator.serviceWorker.ready).scope;
    });
    expect(scope).toBe(`${origin}/`);
    const registrationId = await registered;

    const message = {
      title: 'Teklifiniz geçildi',
      body: '"Deneme Arsası" ihalesinde en yüksek teklif artık 101.000 ₺.',
      url: `/auctions/${listingId}`,
      tag: `outbid:${listingId}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(message),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n): Shown => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              url: (n.data as { url: string }).url,
            }));
          }),
        { timeout: 15_000 },
      )
      .toEqual([message]);

    // A tap on it: the worker's notificationclick opens the listing (a new window, or, where
    // the browser refuses one to a click it did not see, our open window goes there).
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      // The worker's own globals (the e2e project types the DOM only).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification shown');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect
      .poll(() => context.pages().map((p) => new URL(p.url()).pathname), { timeout: 15_000 })
      .toContain(`/auctions/${listingId}`);
    const listingPage = context.pages().find((p) => p.url().endsWith(`/auctions/${listingId}`))!;
    await listingPage.waitForLoadState('domcontentloaded');
    await expect.poll(() => listingPage.locator('h1').count()).toBeGreaterThan(0);
    // The tap closed the notification.
    expect(
      await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.tag),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Bu cihazda anlık bildirim' and the devices on /settings, fitting phones and desktops", async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    await registerMember(context, 'Zeynep');
    // A device added from another browser (its push service's https endpoint).
    const added = await page.evaluate(async (keys) => {
      const csrf = /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/me/push-subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-telefon', keys }),
      });
      return response.status;
    }, KEYS);
    expect(added).toBe(201);
    for (const width of [320, 375, 414, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/settings');
      const toggle = page.getByRole('switch', { name: 'Bu cihazda anlık bildirim' });
      await toggle.scrollIntoViewIfNeeded();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await expect.poll(() => page.getByText('Chrome · Linux').count()).toBe(1);
      // Phones: the whole page; the desktop's top bar has its pointer-sized links, the main area.
      if (width < 1000) await expectFits(page, `/settings (push) at ${width}`);
      else await checkLayout(page);
      await page.screenshot({ path: `e2e/artifacts/push/settings-${width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
