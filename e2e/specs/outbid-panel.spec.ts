import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { checkLayout } from '../support/fits.ts';
import { registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { bidTheMinimum, createListing, payDepositThroughApi } from '../support/trading.ts';

/**
 * Where a buyer stands, on the listing's panel (issue 26): the leader is offered a maximum and
 * no bid; a buyer passed by another's bid sees 'Teklifiniz geçildi' with the maximum that was
 * passed, live in their own browser and after a reload, until they lead again.
 */

const browser = useBrowser();
const stamp = Date.now().toString(36);
const shots = 'e2e/artifacts/outbid-panel';
const PANEL = 'aside[aria-label="Fiyat ve teklifler"]';
/** The panel's buttons and boxes, held to 44 px by the layout check. */
const PANEL_TARGETS = `${PANEL} :is(button, input)`;

const panel = (page: Page): Locator => page.locator(PANEL);

/** 'Otomatik teklif: en fazla …' (or the leader's 'Yeni üst limit'), confirmed with its amount. */
async function setMaximum(page: Page, lira: string) {
  const box = page.getByRole('textbox', { name: /Otomatik teklif: en fazla|Yeni üst limit/ });
  await box.fill(lira.replaceAll('.', ''));
  await page.getByRole('button', { name: /Otomatik Teklifi Başlat|Üst Limiti Güncelle/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Otomatik Teklifinizi Onaylayın' });
  await dialog.getByText(`${lira} ₺`).first().waitFor();
  await dialog.getByRole('button', { name: 'Üst Limiti Onayla' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function bid(page: Page, lira: string) {
  await page.getByRole('textbox', { name: 'Teklif Tutarı' }).fill(lira.replaceAll('.', ''));
  await page.getByRole('button', { name: 'Teklif Ver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklifinizi Onaylayın' });
  await dialog.getByText(`${lira} ₺`).first().waitFor();
  await dialog.getByRole('button', { name: 'Teklifi Onayla' }).click();
  await page.getByText(`Teklifiniz alındı: ${lira} ₺`).waitFor();
}

/** No amount box, quick amounts or 'Teklif Ver': nothing to send against oneself. */
async function expectNoBidControls(page: Page) {
  await expect
    .poll(async () => [
      await page.getByRole('button', { name: 'Teklif Ver', exact: true }).count(),
      await page.getByRole('textbox', { name: 'Teklif Tutarı' }).count(),
      await page.getByRole('button', { name: /Asgari teklife/ }).count(),
    ])
    .toEqual([0, 0, 0]);
}

/**
 * The panel, and the whole page, at 375 and 1280 px (then back to the page's own width); toasts
 * and the sticky header are hidden for the panel's picture so they do not cover it.
 */
async function shoot(page: Page, name: string, own: { width: number; height: number }) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${shots}-${name}-page-${viewport.width}.png`, fullPage: true });
    const hidden = await page.addStyleTag({
      content: '[data-sonner-toaster], header { visibility: hidden !important; }',
    });
    await panel(page).screenshot({ path: `${shots}-${name}-${viewport.width}.png` });
    await hidden.evaluate((style) => (style as Element).remove());
  }
  await page.setViewportSize(own);
}

describe('the listing panel: leading and outbid', () => {
  it('A leads without a bid button; B outbids; A sees it live with the passed maximum, and after a reload', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const listing = await createListing(admin.context, {
      title: `E2E Geçilen Teklif Arsası ${stamp}`,
      startingPrice: 3_000_000_00,
      minIncrement: 10_000_00,
      antiSnipeMinutes: 0,
    });

    // Buyer A on a phone, buyer B on a desktop: each their own browser context.
    const a = await openPage(browser(), MOBILE);
    await registerMember(a.context, 'Ahmet');
    const b = await openPage(browser(), DESKTOP);
    await registerMember(b.context, 'Ayşe');
    await payDepositThroughApi(a.context, listing.id);
    await payDepositThroughApi(b.context, listing.id);

    // A bids the minimum and leads: the panel offers a maximum, not a bid.
    await gotoHydrated(a.page, `/auctions/${listing.id}`);
    expect(await bidTheMinimum(a.page)).toBe('3.000.000');
    await panel(a.page).getByText('En yüksek teklif sizin', { exact: true }).waitFor();
    await expectNoBidControls(a.page);
    await a.page.getByRole('textbox', { name: 'Otomatik teklif: en fazla' }).waitFor();
    await a.page.getByRole('button', { name: 'Otomatik Teklifi Başlat' }).waitFor();

    // A sets a maximum of 3.600.000 ₺ and is told it while leading.
    await setMaximum(a.page, '3.600.000');
    await panel(a.page).getByText('Otomatik teklif üst limitiniz: 3.600.000 ₺').waitFor();
    await a.page.getByRole('button', { name: 'Üst Limiti Güncelle' }).waitFor();
    await expectNoBidControls(a.page);
    await checkLayout(a.page, PANEL_TARGETS);
    await shoot(a.page, 'leader', MOBILE);

    // B bids above A's maximum and leads.
    await gotoHydrated(b.page, `/auctions/${listing.id}`);
    await bid(b.page, '3.700.000');
    await panel(b.page).getByText('En yüksek teklif sizin', { exact: true }).waitFor();
    await expectNoBidControls(b.page);

    // A's page, never reloaded, shows it was passed — with the maximum — and the forms are back.
    const passed = 'Otomatik teklif üst limitiniz (3.600.000 ₺) geçildi.';
    await panel(a.page).getByText('Teklifiniz geçildi', { exact: true }).waitFor({ timeout: 5000 });
    await panel(a.page).getByText(passed).waitFor();
    await panel(a.page).getByText('Güncel fiyat: 3.700.000 ₺').waitFor();
    expect(await a.page.getByText('En yüksek teklif sizin', { exact: true }).count()).toBe(0);
    await a.page.getByRole('button', { name: 'Teklif Ver', exact: true }).waitFor();
    await checkLayout(a.page, PANEL_TARGETS);
    await shoot(a.page, 'outbid', MOBILE);

    // A reload shows the same: it comes from A's bids on the server.
    await a.page.reload();
    await panel(a.page).getByText('Teklifiniz geçildi', { exact: true }).waitFor();
    await panel(a.page).getByText(passed).waitFor();

    // A acts: a bid that leads clears it; now B, live, is the one passed (by a plain bid).
    await bid(a.page, '3.710.000');
    await panel(a.page).getByText('En yüksek teklif sizin', { exact: true }).waitFor();
    expect(await a.page.getByText('Teklifiniz geçildi', { exact: true }).count()).toBe(0);
    await panel(b.page).getByText('Teklifiniz geçildi', { exact: true }).waitFor({ timeout: 5000 });
    await panel(b.page).getByText('Son teklifiniz (3.700.000 ₺) geçildi.').waitFor();
    await checkLayout(b.page, PANEL_TARGETS);
    await shoot(b.page, 'outbid-plain', DESKTOP);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  }, 240_000);
});
