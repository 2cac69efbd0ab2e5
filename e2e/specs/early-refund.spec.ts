import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { expectNoSideScroll } from '../support/fits.ts';
import { registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { createListing, payDepositThroughApi } from '../support/trading.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `E2E İade Arsası ${stamp}`;
const shots = 'e2e/artifacts/early-refund';

/** The member's row of the listing in Teminatlarım. */
const depositRow = (page: Page) => page.getByRole('listitem').filter({ hasText: TITLE });

describe('early deposit refund', () => {
  it('a member who never bid asks for the deposit back in Teminatlarım, confirms its amount, and must pay again to bid', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const listing = await createListing(admin.context, {
      title: TITLE,
      startingPrice: 250_000_00,
      minIncrement: 1_000_00,
      depositAmount: 16_200_00,
    });

    for (const viewport of [MOBILE, DESKTOP]) {
      const member = await openPage(browser(), viewport);
      await registerMember(member.context, 'İade');
      await payDepositThroughApi(member.context, listing.id);
      const { page } = member;
      await gotoHydrated(page, '/bids?tab=deposits');
      const row = depositRow(page);
      await row.getByRole('button', { name: 'Teminat İadesi İste' }).waitFor();
      await expectNoSideScroll(page);
      await page.screenshot({ path: `${shots}-list-${viewport.width}.png`, fullPage: true });
      await row.getByRole('button', { name: 'Teminat İadesi İste' }).click();
      const dialog = page.getByRole('dialog', { name: 'Teminat İadesi İste' });
      await expect.poll(() => dialog.getByTestId('confirm-amount').textContent()).toBe('16.200 ₺');
      await expect
        .poll(() => dialog.textContent())
        .toContain('7 iş günü içinde ödemeyi yaptığınız karta iade edilir');
      // Slid in and whole on the screen, its confirm button within reach.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewport.height + 1;
        })
        .toBe(true);
      await dialog.getByRole('button', { name: 'İadeyi İste' }).waitFor();
      await expectNoSideScroll(page);
      await page.screenshot({ path: `${shots}-dialog-${viewport.width}.png` });

      await dialog.getByRole('button', { name: 'İadeyi İste' }).click();
      await page.getByText('Teminat iade talebiniz alındı.').waitFor();
      await expect
        .poll(() => row.getByRole('button', { name: 'Teminat İadesi İste' }).count())
        .toBe(0);
      await expect.poll(() => row.textContent()).toMatch(/7 iş günü içinde, en geç/);
      await expectNoSideScroll(page);
      await page.screenshot({ path: `${shots}-requested-${viewport.width}.png` });

      // The listing asks for a deposit again before any bid.
      await gotoHydrated(page, `/auctions/${listing.id}`);
      await page.getByRole('button', { name: 'Teminatı Yatır' }).first().waitFor();
      expect(member.errors).toEqual([]);
      await member.context.close();
    }
    expect(admin.errors).toEqual([]);
  }, 120_000);
});
