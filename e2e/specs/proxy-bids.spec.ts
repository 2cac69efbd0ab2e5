import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { checkLayout } from '../support/fits.ts';
import { api, registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { payDepositInBrowser } from '../support/trading.ts';

/** Maximum (proxy) bids, decision 028: two members, two browsers, one auction. */

const browser = useBrowser();
const stamp = Date.now().toString(36);
const shots = 'e2e/artifacts/proxy-bids';
/** The bid forms' buttons and boxes, held to 44 px by the layout check. */
const BID_FORM_TARGETS = 'aside[aria-label="Fiyat ve teklifler"] form :is(button, input)';

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

describe('maximum (proxy) bids', () => {
  it('A sets a maximum, B is outbid automatically (both see it live), B goes above and leads', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const now = Date.now();
    const created = await api(admin.context, 'POST', '/api/admin/listings', {
      listingType: 'auction',
      title: `E2E Otomatik Teklif Arsası ${stamp}`,
      description: 'Otomatik teklif yolculuğu için ihale.',
      ilanSahibi: 'Yetkili Emlak A.Ş.',
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
    await registerMember(a.context, 'Ahmet');
    const b = await openPage(browser(), MOBILE);
    await registerMember(b.context, 'Ayşe');
    await payDepositInBrowser(a.page, listing.id);
    await payDepositInBrowser(b.page, listing.id);

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
    // A is told their maximum was passed, live (issue 26); the leader's line is gone.
    await a.page.getByText('Otomatik teklif üst limitiniz (150.000 ₺) geçildi.').waitFor();
    await expect.poll(() => a.page.getByText('Otomatik teklif üst limitiniz:').count()).toBe(0);
    // A never sees B's maximum.
    expect(await a.page.getByText('200.000 ₺').count()).toBe(0);
    await b.page.screenshot({ path: `${shots}-b-leading-375.png`, fullPage: true });
    await a.page.screenshot({ path: `${shots}-a-outbid-1280.png`, fullPage: true });
    await checkLayout(b.page, BID_FORM_TARGETS);
    await checkLayout(a.page, BID_FORM_TARGETS);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  }, 240_000);
});
