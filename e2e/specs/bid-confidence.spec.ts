import { ERRORS } from '@arsamezat/shared/core/errors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { checkLayout } from '../support/fits.ts';
import { registerMember } from '../support/members.ts';
import { createListing, payDepositThroughApi } from '../support/trading.ts';

/**
 * Bidding with confidence (issue 12): amounts confirmed in words, the offer floor, withdrawing an
 * offer, and what an ended auction says to its winner, to another participant and to everyone.
 */

const browser = useBrowser();
const stamp = Date.now().toString(36);
const AUCTION_TITLE = `E2E Güven İhalesi ${stamp}`;
const OFFER_TITLE = `E2E Güven Pazarlığı ${stamp}`;
/** Long enough for two members, two deposits and two bids, short enough to watch it close. */
const AUCTION_MS = 90_000;
const shots = 'e2e/artifacts/bid-confidence';

/** 'Teklif Ver' with what the box holds: the dialog shows it in figures and in words. */
async function bidConfirmed(page: Page, words: string, shot: string) {
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklifinizi Onaylayın' });
  await dialog.waitFor();
  expect(await dialog.getByTestId('confirm-amount-words').textContent()).toBe(words);
  expect(await dialog.textContent()).toContain(AUCTION_TITLE);
  await page.screenshot({ path: `${shots}-${shot}.png` });
  await dialog.getByRole('button', { name: 'Teklifi Onayla' }).click();
  await page.getByText(/Teklifiniz alındı: /).waitFor();
}

/** Types an offer and sends it through its confirmation. */
async function offer(page: Page, lira: string) {
  await page.getByRole('textbox', { name: 'Teklif Tutarı' }).fill(lira);
  await page.getByRole('button', { name: 'Teklif Gönder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklifinizi Onaylayın' });
  await dialog.waitFor();
  return dialog;
}

describe('bidding with confidence', () => {
  it('confirms amounts in words, keeps the offer floor, withdraws an offer and tells each participant the result', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const auctionEnds = Date.now() + AUCTION_MS;
    const auction = await createListing(admin.context, {
      listingType: 'auction',
      title: AUCTION_TITLE,
      startingPrice: 100_000_00,
      minIncrement: 1_000_00,
      endsAt: new Date(auctionEnds).toISOString(),
      antiSnipeMinutes: 0,
    });
    // The owner's floor on an offer listing, set by the admin (never shown publicly).
    const offerListing = await createListing(admin.context, {
      listingType: 'offer',
      title: OFFER_TITLE,
      startingPrice: 3_700_000_00,
      offerIncrement: 10_000_00,
      minOfferAmount: 3_000_000_00,
      endsAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    });
    expect(JSON.stringify(offerListing)).not.toContain('300000000');

    const ahmet = await openPage(browser(), DESKTOP);
    await registerMember(ahmet.context, 'Ahmet');
    const ayse = await openPage(browser(), MOBILE);
    await registerMember(ayse.context, 'Ayşe');
    await payDepositThroughApi(ahmet.context, auction.id);
    await payDepositThroughApi(ayse.context, auction.id);

    // Ahmet bids the minimum; the confirmation says it in words.
    await gotoHydrated(ahmet.page, `/auctions/${auction.id}`);
    await expect
      .poll(() => ahmet.page.getByRole('textbox', { name: 'Teklif Tutarı' }).inputValue())
      .toBe('100.000');
    await bidConfirmed(ahmet.page, 'yüz bin Türk lirası', 'bid-confirm-1280');

    // Ayşe, on her phone, adds two increments to the minimum with a quick button.
    await gotoHydrated(ayse.page, `/auctions/${auction.id}`);
    await ayse.page
      .getByRole('button', { name: /Asgari teklife 2 artış ekle: 103\.000 ₺/ })
      .click();
    expect(await ayse.page.getByRole('textbox', { name: 'Teklif Tutarı' }).inputValue()).toBe(
      '103.000',
    );
    await bidConfirmed(ayse.page, 'yüz üç bin Türk lirası', 'bid-confirm-375');
    await checkLayout(ayse.page);

    // While the auction runs: Ahmet's 100 ₺ offer warns in the dialog and is refused below the floor.
    await payDepositThroughApi(ahmet.context, offerListing.id);
    await gotoHydrated(ahmet.page, `/auctions/${offerListing.id}`);
    const tooLow = await offer(ahmet.page, '100');
    expect(await tooLow.getByTestId('confirm-amount-words').textContent()).toBe('yüz Türk lirası');
    await tooLow.getByText('Teklifiniz liste fiyatının çok altında').waitFor();
    await tooLow.getByRole('button', { name: 'Teklifi Gönder' }).click();
    await ahmet.page.getByText(ERRORS.OFFER_BELOW_MINIMUM.message).waitFor();
    await ahmet.page.screenshot({ path: `${shots}-offer-refused-1280.png` });

    // An offer above the floor goes out, and Ahmet withdraws it while it is pending.
    const fair = await offer(ahmet.page, '3200000');
    expect(await fair.getByTestId('confirm-amount-words').textContent()).toBe(
      'üç milyon iki yüz bin Türk lirası',
    );
    await fair.getByRole('button', { name: 'Teklifi Gönder' }).click();
    await ahmet.page.getByText('Mevcut Teklifiniz: 3.200.000 ₺ (Beklemede)').waitFor();
    await ahmet.page.getByRole('button', { name: 'Teklifi Geri Çek' }).click();
    const withdraw = ahmet.page.getByRole('dialog', { name: 'Teklifinizi Geri Çekin' });
    expect(await withdraw.getByTestId('confirm-amount').textContent()).toBe('3.200.000 ₺');
    await withdraw.getByRole('button', { name: 'Geri Çek' }).click();
    await ahmet.page.getByText('Teklifiniz geri çekildi.').waitFor();
    // The form is back: the member may send a new offer while the listing is open.
    await ahmet.page.getByRole('button', { name: 'Teklif Gönder' }).waitFor();
    await ahmet.page.goto('/bids?tab=offers');
    const withdrawn = ahmet.page.getByRole('listitem').filter({ hasText: OFFER_TITLE });
    await withdrawn.getByText('Geri Çekildi').waitFor();
    expect(await withdrawn.textContent()).toContain('3.200.000 ₺');

    // After the end: the sale under way for everyone, the congratulation for Ayşe, the runner-up
    // hold for Ahmet (issue 29).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, auctionEnds - Date.now())));
    const ended = async (page: Page) => {
      await expect
        .poll(
          async () => {
            await gotoHydrated(page, `/auctions/${auction.id}`);
            await page.getByTestId('listing-result').waitFor();
            return page.getByTestId('listing-result').textContent();
          },
          { timeout: 20_000, interval: 2_000 },
        )
        .toMatch(/Satış sürecinde.*103\.000 ₺.*Kazanan: Ay\*\*\* De\*\*\*/);
    };

    await ended(ayse.page);
    const steps = ayse.page.getByTestId('winner-steps');
    await steps.getByText('Tebrikler, ihaleyi kazandınız').waitFor();
    const stepsText = await steps.textContent();
    expect(stepsText).toContain('Sonraki adımlar');
    // Who receives what (decision 060): the 5.000 ₺ fee is inside the 103.000 ₺ price.
    const payments = await steps.getByRole('group', { name: 'Ödemeleriniz' }).textContent();
    expect(payments).toContain('Hizmet bedeli (ArsaMezat)5.000 ₺');
    expect(payments).toContain('Tapu devrinde ilan sahibine98.000 ₺');
    expect(payments).toContain('Toplam ödemeniz 103.000 ₺: satış bedelini aşmaz.');
    expect(stepsText).toContain('Tapu devri, ilan sahibiyle aranızda doğrudan');
    expect(await ayse.page.getByTestId('deposit-explanation').count()).toBe(0);
    await checkLayout(ayse.page);
    await ayse.page.screenshot({ path: `${shots}-winner-375.png`, fullPage: true });
    await ayse.page.setViewportSize(DESKTOP);
    await checkLayout(ayse.page);
    await steps.screenshot({ path: `${shots}-winner-steps-1280.png` });
    await ayse.page.setViewportSize(MOBILE);
    await steps.screenshot({ path: `${shots}-winner-steps-375.png` });

    // Ahmet, second highest, is the runner-up: his deposit is held, not refunded (decision 074).
    await ended(ahmet.page);
    await ahmet.page.getByText('Yedek alıcısınız').waitFor();
    await ahmet.page
      .getByText('5.000 ₺ tutarındaki teminatınız, kazanan ödeme güvencesini sağlayana kadar', {
        exact: false,
      })
      .waitFor();
    expect(await ahmet.page.getByText('Tebrikler, ihaleyi kazandınız').count()).toBe(0);
    await checkLayout(ahmet.page);
    await ahmet.page.screenshot({ path: `${shots}-runner-up-1280.png`, fullPage: true });

    expect(admin.errors).toEqual([]);
    // The refused offer's 409 is the only thing Ahmet's console may report.
    expect(ahmet.errors.filter((line) => !line.includes('status of 409'))).toEqual([]);
    expect(ayse.errors).toEqual([]);
  }, 300_000);
});
