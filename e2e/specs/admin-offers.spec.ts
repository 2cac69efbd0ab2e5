import type { ListingDetail } from '@arsamezat/shared/listings';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `E2E Teklif Kararı Arsası ${stamp}`;
const PASSWORD = 'Arsa-Deneme-2026';
const shots = 'e2e/artifacts/admin-offers';
const HOUR = 60 * 60 * 1000;

const newPhone = () => `54${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A JSON call from inside the browser context, with its cookies and the CSRF header. */
async function api(context: BrowserContext, method: string, path: string, data?: unknown) {
  const cookies = await context.cookies(baseUrl());
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return context.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf },
    ...(data === undefined ? {} : { data }),
  });
}

/** Registers a member through the API (the code from the development outbox); signed in after. */
async function register(context: BrowserContext, firstName: string) {
  const phone = newPhone();
  expect(
    (await api(context, 'POST', '/api/auth/codes', { phone, purpose: 'signup' })).status(),
  ).toBe(200);
  let sms = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${phone}`);
      const { messages } = (await res.json()) as { messages: { body: string }[] };
      sms = messages[0]?.body ?? '';
      return sms;
    })
    .toMatch(/\d{6}/);
  const code = /\b(\d{6})\b/.exec(sms)![1]!;
  const res = await api(context, 'POST', '/api/auth/register', {
    firstName,
    lastName: 'Deneme',
    phone,
    password: PASSWORD,
    code,
    marketingConsent: false,
    termsAccepted: true,
  });
  expect(res.status()).toBe(201);
}

/** Pays the deposit through the sandbox bank, then sends an offer from the listing page. */
async function payAndOffer(page: Page, listingId: string, amount: string) {
  await page.goto(`/auctions/${listingId}`);
  await page.getByRole('button', { name: 'Teminatı Yatır' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });
  await dialog.getByRole('button', { name: 'Teminatı Yatır' }).click();
  await dialog.getByRole('textbox', { name: 'Kart Sahibi' }).fill('Deniz Deneme');
  await dialog.getByRole('textbox', { name: 'Kart Numarası' }).fill('4111 1111 1111 1111');
  await dialog.getByRole('textbox', { name: 'Ay' }).fill('12');
  await dialog.getByRole('textbox', { name: 'Yıl' }).fill('2030');
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
  await dialog.getByRole('button', { name: 'Ödeme Yap' }).click();
  await page.waitForURL('**/api/payments/sandbox/3ds/**');
  await page.getByRole('textbox', { name: /doğrulama kodu/ }).fill('123456');
  await page.getByRole('button', { name: 'Onayla' }).click();
  await page.getByRole('heading', { name: 'Ödeme Başarılı!' }).waitFor();
  await page.getByRole('link', { name: 'İlana Geri Dön' }).click();
  await page.getByRole('textbox', { name: 'Teklif Tutarı' }).fill(amount);
  await page.getByRole('button', { name: 'Teklif Gönder' }).click();
  await page
    .getByRole('dialog', { name: 'Teklifinizi Onaylayın' })
    .getByRole('button', { name: 'Teklifi Gönder' })
    .click();
  await page.getByText(`Mevcut Teklifiniz: ${amount} ₺ (Beklemede)`).waitFor();
}

describe('admin offer decisions', () => {
  it(
    'the admin accepts one offer and rejects the other pending offers in the same step',
    {
      timeout: 240_000,
    },
    async () => {
      const admin = await openPage(browser(), DESKTOP);
      await signInAsAdmin(admin.page);
      const created = await api(admin.context, 'POST', '/api/admin/listings', {
        listingType: 'offer',
        title: TITLE,
        description: 'Yola cepheli, elektrik ve su hazır.',
        city: 'Konya',
        locationDetails: 'Meram',
        areaSize: 900,
        startingPrice: 2_500_000_00,
        offerIncrement: 10_000_00,
        depositAmount: 25_000_00,
        status: 'active',
        startsAt: new Date(Date.now() - HOUR).toISOString(),
        endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
      });
      expect(created.status()).toBe(201);
      const listingId = ((await created.json()) as ListingDetail).id;

      // Three members sign up, pay their deposit and send an offer each.
      const members = [
        { name: 'Ceren', amount: '2.100.000' },
        { name: 'Deniz', amount: '2.200.000' },
        { name: 'Emre', amount: '2.150.000' },
      ];
      for (const [i, member] of members.entries()) {
        const { page, context, errors } = await openPage(browser(), i === 0 ? MOBILE : DESKTOP);
        await register(context, member.name);
        await payAndOffer(page, listingId, member.amount);
        expect(errors).toEqual([]);
        await context.close();
      }

      // The pending offers page lists them and leads to the listing.
      const { page } = admin;
      await page.goto('/admin/offers');
      await page.getByRole('heading', { name: 'Bekleyen Teklifler' }).waitFor();
      const rows = page.getByRole('row').filter({ hasText: TITLE });
      await expect.poll(() => rows.count()).toBe(3);
      await page.screenshot({ path: `${shots}-pending.png`, fullPage: true });
      await rows.first().getByRole('link', { name: 'Karar Ver' }).click();
      await page.waitForURL(`**/admin/listings/${listingId}`);

      // Accept Deniz's offer, confirmed with its amount, and reject the two others at once.
      await page.getByRole('heading', { name: 'Pazarlık Teklifleri (3)' }).waitFor();
      await page.getByRole('button', { name: 'Deniz Deneme teklifini kabul et' }).click();
      const dialog = page.getByRole('alertdialog');
      expect(await dialog.innerText()).toContain('2.200.000 ₺');
      const others = dialog.getByRole('checkbox', { name: 'Bekleyen diğer 2 teklifi de reddet' });
      expect(await others.isChecked()).toBe(true);
      await page.screenshot({ path: `${shots}-confirm.png` });
      await dialog.getByRole('button', { name: '2.200.000 ₺ Teklifi Kabul Et' }).click();
      await page.getByText('Teklif başarıyla kabul edildi').waitFor();
      await page.getByText('2 bekleyen teklif reddedildi.').waitFor();

      const table = page.getByRole('table');
      const row = (name: string) => table.getByRole('row').filter({ hasText: `${name} Deneme` });
      await expect.poll(() => row('Deniz').innerText()).toContain('Kabul Edildi');
      expect(await row('Ceren').innerText()).toContain('Reddedildi');
      expect(await row('Emre').innerText()).toContain('Reddedildi');
      expect(await page.getByRole('button', { name: /teklifini (kabul et|reddet)$/ }).count()).toBe(
        0,
      );
      await page.screenshot({ path: `${shots}-decided.png`, fullPage: true });

      // The listing is sold at the accepted amount; nothing is left pending.
      const detail = (await (
        await api(admin.context, 'GET', `/api/listings/${listingId}`)
      ).json()) as ListingDetail;
      expect(detail).toMatchObject({ status: 'sold', finalPrice: 2_200_000_00 });
      await page.goto('/admin/offers');
      await page.getByRole('heading', { name: 'Bekleyen Teklifler' }).waitFor();
      await expect.poll(() => page.getByRole('row').filter({ hasText: TITLE }).count()).toBe(0);

      // The audit log of this listing: its creation and both decisions, in Turkish.
      await page.goto(`/admin/audit?listing=${listingId}`);
      const log = page.getByRole('table');
      await log.getByRole('cell', { name: 'Bekleyen teklifler reddedildi' }).waitFor();
      await log.getByRole('cell', { name: 'Teklif kabul edildi' }).waitFor();
      await log.getByRole('cell', { name: 'İlan oluşturuldu' }).waitFor();
      expect(await log.getByRole('row').count()).toBe(4);
      await page.screenshot({ path: `${shots}-audit.png`, fullPage: true });
      expect(admin.errors).toEqual([]);
    },
  );

  it('on a phone the operator pages fit the screen', async () => {
    const { page, errors } = await openPage(browser(), MOBILE);
    await signInAsAdmin(page);
    for (const path of ['/admin/offers', '/admin/messages', '/admin/audit', '/admin/listings']) {
      await page.goto(path);
      await page.getByRole('combobox', { name: 'Bölüm' }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${shots}-mobile${path.replaceAll('/', '-')}.png`,
        fullPage: true,
      });
    }
    expect(errors).toEqual([]);
  });
});
