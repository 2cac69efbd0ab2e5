import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { api, registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { payDepositInBrowser } from '../support/trading.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `E2E Teklif Kararı Arsası ${stamp}`;
const shots = 'e2e/artifacts/admin-offers';
const HOUR = 60 * 60 * 1000;

/** Pays the deposit through the sandbox bank, then sends an offer from the listing page. */
async function payAndOffer(page: Page, listingId: string, amount: string) {
  await payDepositInBrowser(page, listingId);
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
        ilanSahibi: 'Yetkili Emlak A.Ş.',
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
        await registerMember(context, member.name);
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
