import fs from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { checkLayout } from '../support/fits.ts';
import { api, registerMember } from '../support/members.ts';
import { createShortAuction, payDepositThroughApi } from '../support/trading.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `E2E İade Arsası ${stamp}`;
/** Long enough for three deposits and bids through the API, short enough to watch it close. */
const AUCTION_MS = 100_000;
const shots = 'e2e/artifacts/admin-payments';
async function bid(context: BrowserContext, listingId: string, amount: number) {
  const res = await api(context, 'POST', `/api/listings/${listingId}/bids`, { amount });
  expect(res.status(), await res.text()).toBe(201);
}

describe('admin payments and refunds', () => {
  it('refunds all losers of a closed auction; a loser sees it; the payments CSV downloads', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const listing = await createShortAuction(admin.context, TITLE, AUCTION_MS);

    // Two losers and a winner, each with a paid deposit and a bid.
    const ahmet = await openPage(browser(), MOBILE);
    await registerMember(ahmet.context, 'Ahmet');
    const ayse = await openPage(browser(), DESKTOP);
    await registerMember(ayse.context, 'Ayşe');
    const can = await openPage(browser(), DESKTOP);
    await registerMember(can.context, 'Can');
    // The fourth, highest bidder wins; Can, second highest, is the runner-up whose deposit stays
    // held (issue 29); Ahmet's and Ayşe's come back.
    const deniz = await openPage(browser(), DESKTOP);
    await registerMember(deniz.context, 'Deniz');
    for (const [index, member] of [ahmet, ayse, can, deniz].entries()) {
      await payDepositThroughApi(member.context, listing.id);
      await bid(member.context, listing.id, 100_000_00 + index * 1_000_00);
    }

    // The closing job turns the losers' deposits into refunds.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Date.parse(listing.endsAt) - Date.now())),
    );
    await expect
      .poll(
        async () => {
          const res = await api(admin.context, 'GET', `/api/admin/refunds?listingId=${listing.id}`);
          return ((await res.json()) as { total: number }).total;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(2);

    // The admin refunds both at once, after confirming the total.
    await admin.page.goto('/admin/refunds');
    const group = admin.page.getByTestId('refund-group').filter({ hasText: TITLE });
    await group.getByText('2 teminat · 10.000 ₺').waitFor();
    await checkLayout(admin.page);
    await admin.page.screenshot({ path: `${shots}-refunds-1280.png`, fullPage: true });
    await group.getByRole('button', { name: 'Tümünü İade Et' }).click();
    const dialog = admin.page.getByRole('alertdialog');
    expect(await dialog.getByTestId('confirm-amount').textContent()).toBe('10.000 ₺');
    await admin.page.screenshot({ path: `${shots}-refund-confirm-1280.png` });
    await dialog.getByRole('button', { name: '2 Teminatı İade Et' }).click();
    await admin.page.getByText('2 teminat iade edildi.').waitFor();
    await expect.poll(() => group.count()).toBe(0);

    await admin.page.getByRole('tab', { name: 'İade Edilenler' }).click();
    const refunded = admin.page.getByTestId('refund-row').filter({ hasText: TITLE });
    await expect.poll(() => refunded.count()).toBe(2);
    expect(await refunded.first().textContent()).toContain('Teminat İade Edildi');

    // A loser, on a phone, sees the refund in Teminatlarım.
    await ahmet.page.goto('/bids?tab=deposits');
    const deposit = ahmet.page.getByRole('listitem').filter({ hasText: TITLE });
    await deposit.getByText('İade Edildi', { exact: true }).waitFor();
    await checkLayout(ahmet.page);
    await ahmet.page.screenshot({ path: `${shots}-member-deposits-375.png`, fullPage: true });
    // …and in the bell: 'Teminatınız iade edildi' (decision 040).
    await ahmet.page.getByRole('button', { name: /^Bildirimler/ }).click();
    const bellPanel = ahmet.page.getByRole('dialog');
    await bellPanel.getByText('Teminatınız iade edildi').first().waitFor();
    expect(await bellPanel.textContent()).toContain('kartınıza iade edildi');
    await ahmet.page.screenshot({ path: `${shots}-member-bell-refunded-375.png` });
    await ahmet.page.keyboard.press('Escape');

    // The payments of this listing, exported as CSV for Excel in Turkish.
    await admin.page.goto(`/admin/payments?listingId=${listing.id}`);
    await admin.page.getByRole('table').getByText('Ahmet Deneme').waitFor();
    await checkLayout(admin.page);
    await admin.page.screenshot({ path: `${shots}-payments-1280.png`, fullPage: true });
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('link', { name: 'CSV İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^odemeler-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Üye;Telefon;İlan / Firma;Tutar (TL);Durum;Sağlayıcı;Sipariş No;Tarih;Tamamlanma;Açıklama;Tür',
    );
    expect(lines).toHaveLength(5); // the header and the four deposits
    for (const line of lines.slice(1)) {
      expect(line).toContain(`;${TITLE};5000,00;Tamamlandı;Test bankası;`);
      expect(line.endsWith(';Teminat')).toBe(true);
    }

    // The same screens on a phone: nothing wider than the screen.
    const phone = await openPage(browser(), MOBILE);
    await signInAsAdmin(phone.page);
    await phone.page.goto(`/admin/payments?listingId=${listing.id}`);
    await phone.page.getByRole('listitem').filter({ hasText: 'Ahmet Deneme' }).waitFor();
    await checkLayout(phone.page);
    await phone.page.screenshot({ path: `${shots}-payments-375.png`, fullPage: true });
    await phone.page.goto('/admin/refunds?view=refunded');
    await phone.page.getByTestId('refund-row').first().waitFor();
    await checkLayout(phone.page);
    await phone.page.screenshot({ path: `${shots}-refunds-375.png`, fullPage: true });

    for (const opened of [admin, ahmet, ayse, can, phone]) expect(opened.errors).toEqual([]);
  }, 300_000);
});
