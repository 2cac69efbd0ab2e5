import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { checkLayout } from '../support/fits.ts';
import { verifyIdentityThroughApi } from '../support/identity.ts';
import { registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { createListing } from '../support/trading.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `E2E Teminat Denemesi Arsası ${stamp}`;
const shots = 'e2e/artifacts/deposit-attempts';
const DECLINED = '4000 0000 0000 0002';
const ACCEPTED = '4111 1111 1111 1111';

/** Opens the card step of the deposit dialog on the listing page. */
async function openCard(page: Page, listingId: string) {
  await gotoHydrated(page, `/auctions/${listingId}`);
  await page.getByRole('button', { name: 'Teminatı Yatır' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });
  await dialog.getByRole('button', { name: 'Teminatı Yatır' }).click();
  return dialog;
}

/** Pays with `cardNumber` through the sandbox bank's 3-D Secure page, back to the result. */
async function pay(page: Page, listingId: string, cardNumber: string) {
  const dialog = await openCard(page, listingId);
  await dialog.getByRole('textbox', { name: 'Kart Sahibi' }).fill('Ece Deneme');
  await dialog.getByRole('textbox', { name: 'Kart Numarası' }).fill(cardNumber);
  await dialog.getByRole('textbox', { name: 'Ay' }).fill('12');
  await dialog.getByRole('textbox', { name: 'Yıl' }).fill('2030');
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
  await dialog.getByRole('button', { name: 'Ödeme Yap' }).click();
  await page.waitForURL('**/api/payments/sandbox/3ds/**');
  await page.getByRole('textbox', { name: /doğrulama kodu/ }).fill('123456');
  await page.getByRole('button', { name: 'Onayla' }).click();
  await page.waitForURL('**/payment-callback?**');
}

describe('deposit attempts', () => {
  it(
    'flags every card field at once; two declined cards then a good one make one deposit with two failed attempts',
    { timeout: 180_000 },
    async () => {
      const admin = await openPage(browser(), DESKTOP);
      await signInAsAdmin(admin.page);
      const listing = await createListing(admin.context, {
        title: TITLE,
        startingPrice: 100_000_00,
        minIncrement: 1_000_00,
      });
      await admin.context.close();

      const { page, context, errors } = await openPage(browser(), MOBILE);
      await registerMember(context, 'Ece');
      // Deposits need a verified identity (issue 27); identity.spec.ts fills that form itself.
      await verifyIdentityThroughApi(context);

      // An empty card: every field says what it wants, beside itself.
      const dialog = await openCard(page, listing.id);
      await dialog.getByRole('button', { name: 'Ödeme Yap' }).click();
      for (const [label, message] of [
        ['Kart Sahibi', 'Kart sahibinin adını girin.'],
        ['Kart Numarası', 'Kart numarasını girin.'],
        ['Ay', 'Son kullanma ayını girin.'],
        ['Yıl', 'Son kullanma yılını girin.'],
        ['CVV', 'CVV kodunu girin.'],
      ] as const) {
        const box = dialog.getByRole('textbox', { name: label });
        expect(await box.getAttribute('aria-invalid')).toBe('true');
        await dialog.getByText(message, { exact: true }).waitFor();
      }
      await checkLayout(page);
      await page.screenshot({ path: `${shots}-card-errors-375.png` });

      await pay(page, listing.id, DECLINED);
      await page.getByRole('heading', { name: 'Ödeme Başarısız' }).waitFor();
      await pay(page, listing.id, DECLINED);
      await page.getByRole('heading', { name: 'Ödeme Başarısız' }).waitFor();
      await pay(page, listing.id, ACCEPTED);
      await page.getByRole('heading', { name: 'Ödeme Başarılı!' }).waitFor();

      // Teminatlarım: one deposit, completed, with its two failed attempts as a count.
      await page.goto('/bids?tab=deposits');
      const rows = page.getByRole('listitem').filter({ hasText: TITLE });
      await rows.first().getByText('Tamamlandı', { exact: true }).waitFor();
      expect(await rows.count()).toBe(1);
      await rows.getByText('Başarısız ödeme denemesi: 2').waitFor();
      await checkLayout(page);
      await page.screenshot({ path: `${shots}-deposits-375.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${shots}-deposits-1280.png`, fullPage: true });
      expect(errors).toEqual([]);
    },
  );
});
