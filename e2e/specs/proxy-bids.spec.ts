import type { ListingDetail } from '@arsamezat/shared/listings';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

/** Maximum (proxy) bids, decision 028: two members, two browsers, one auction. */

const browser = useBrowser();
const stamp = Date.now().toString(36);
const PASSWORD = 'Arsa-Deneme-2026';
const shots = 'e2e/artifacts/proxy-bids';

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

/** The deposit dialog, the sandbox bank's 3-D Secure page, back to the listing. */
async function payDeposit(page: Page, listingId: string) {
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
  await page.getByText('Teminatınız yatırıldı.').waitFor();
}

/** 'Otomatik teklif: en fazla …', confirmed in the dialog with its amount. */
async function setMaximum(page: Page, lira: string, shot?: string) {
  const box = page.getByRole('textbox', { name: /Otomatik teklif: en fazla|Yeni üst limit/ });
  await box.fill(lira.replaceAll('.', ''));
  await page.getByRole('button', { name: /Otomatik Teklifi Başlat|Üst Limiti Güncelle/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Otomatik Teklifinizi Onaylayın' });
  await dialog.getByText(`${lira} ₺`).waitFor();
  if (shot) await page.screenshot({ path: `${shots}-${shot}.png` });
  await dialog.getByRole('button', { name: 'Üst Limiti Onayla' }).click();
}

async function bid(page: Page, lira: string) {
  await page.getByRole('textbox', { name: 'Teklif Tutarı' }).fill(lira.replaceAll('.', ''));
  await page.getByRole('button', { name: 'Teklif Ver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklifinizi Onaylayın' });
  await dialog.getByText(`${lira} ₺`).waitFor();
  await dialog.getByRole('button', { name: 'Teklifi Onayla' }).click();
}

/** The price panel's current price, live. */
const price = (page: Page, lira: string) => page.getByText(`${lira} ₺`).first();

/** No horizontal scrolling, and every button and box of the bid forms at least 44 px tall. */
async function checkLayout(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('aside[aria-label="Fiyat ve teklifler"] form :is(button, input)')]
      .map((el) => ({ text: el.textContent.trim(), height: el.getBoundingClientRect().height }))
      .filter((target) => target.height > 0 && target.height < 44),
  );
  expect(small).toEqual([]);
}

describe('maximum (proxy) bids', () => {
  it('A sets a maximum, B is outbid automatically (both see it live), B goes above and leads', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const now = Date.now();
    const created = await api(admin.context, 'POST', '/api/admin/listings', {
      listingType: 'auction',
      title: `E2E Otomatik Teklif Arsası ${stamp}`,
      description: 'Otomatik teklif yolculuğu için ihale.',
      city: 'Kütahya',
      locationDetails: 'Merkez',
      startingPrice: 100_000_00,
      minIncrement: 1_000_00,
      depositAmount: 5_000_00,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 60 * 60_000).toISOString(),
      status: 'active',
      antiSnipeMinutes: 0,
      adaNo: '113',
      parselNo: '8',
      areaSize: 1250,
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as ListingDetail;

    const a = await openPage(browser(), DESKTOP);
    await register(a.context, 'Ahmet');
    const b = await openPage(browser(), MOBILE);
    await register(b.context, 'Ayşe');
    await payDeposit(a.page, listing.id);
    await payDeposit(b.page, listing.id);

    // A: at most 150.000 ₺. The server bids the starting price for A.
    await setMaximum(a.page, '150.000', 'a-confirm-1280');
    await a.page.getByText('Otomatik teklifiniz kaydedildi. Güncel fiyat: 100.000 ₺').waitFor();
    await a.page.getByText('Otomatik teklif üst limitiniz: 150.000 ₺').waitFor();
    await price(b.page, '100.000').waitFor();

    // B bids 120.000 ₺: A's maximum answers at once with 121.000 ₺, on both screens.
    await bid(b.page, '120.000');
    await b.page
      .getByText(
        'Teklifiniz alındı, ancak daha önce verilmiş bir otomatik teklif sizi geçti. Güncel fiyat: 121.000 ₺',
      )
      .waitFor();
    await price(a.page, '121.000').waitFor({ timeout: 5000 });
    await price(b.page, '121.000').waitFor();
    await expect
      .poll(() => b.page.getByText('otomatik', { exact: true }).count())
      .toBeGreaterThan(0);
    await b.page.screenshot({ path: `${shots}-b-outbid-375.png`, fullPage: true });
    await a.page.screenshot({ path: `${shots}-a-leading-1280.png`, fullPage: true });

    // B sets a maximum above A's: B leads one increment above A's maximum.
    await setMaximum(b.page, '200.000', 'b-confirm-375');
    await b.page.getByText('Otomatik teklifiniz kaydedildi. Güncel fiyat: 151.000 ₺').waitFor();
    await b.page.getByText('Otomatik teklif üst limitiniz: 200.000 ₺').waitFor();
    await price(a.page, '151.000').waitFor({ timeout: 5000 });
    await expect.poll(() => a.page.getByText('Otomatik teklif üst limitiniz').count()).toBe(0);
    // A never sees B's maximum.
    expect(await a.page.getByText('200.000 ₺').count()).toBe(0);
    await b.page.screenshot({ path: `${shots}-b-leading-375.png`, fullPage: true });
    await a.page.screenshot({ path: `${shots}-a-outbid-1280.png`, fullPage: true });
    await checkLayout(b.page);
    await checkLayout(a.page);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  }, 240_000);
});
