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
    'accepting a lower offer while a higher one waits shows it and needs a second confirmation',
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
        startingPrice: 300_000_00,
        offerIncrement: 1_000_00,
        depositAmount: 5_000_00,
        status: 'active',
        startsAt: new Date(Date.now() - HOUR).toISOString(),
        endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
      });
      expect(created.status()).toBe(201);
      const listingId = ((await created.json()) as ListingDetail).id;

      // Three members sign up, pay their deposit and send an offer each.
      const members = [
        { name: 'Ceren', amount: '240.000' },
        { name: 'Deniz', amount: '250.000' },
        { name: 'Emre', amount: '230.000' },
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

      // On a phone the operator sees the same warning, on a dialog that fits the screen.
      const phone = await openPage(browser(), MOBILE);
      await signInAsAdmin(phone.page);
      await phone.page.goto(`/admin/listings/${listingId}`);
      await phone.page.getByRole('button', { name: 'Ceren Deneme teklifini kabul et' }).click();
      const phoneDialog = phone.page.getByRole('alertdialog');
      await phoneDialog.getByText('Daha yüksek bir teklif bekliyor: 250.000 ₺').waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.page.screenshot({ path: `${shots}-confirm-lower-mobile.png` });
      const phoneConfirm = phoneDialog.getByRole('button', { name: '240.000 ₺ Teklifi Kabul Et' });
      await phoneConfirm.scrollIntoViewIfNeeded();
      expect((await phoneConfirm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      expect(await phoneConfirm.isDisabled()).toBe(true);
      await phone.page.screenshot({ path: `${shots}-confirm-lower-mobile-end.png` });
      await phoneDialog.getByRole('button', { name: 'Vazgeç' }).click();
      expect(phone.errors).toEqual([]);
      await phone.context.close();

      // Ceren's 240.000 ₺ while Deniz's 250.000 ₺ waits: the dialog lists the others with their
      // amounts, marks the higher one, and the accept waits for an explicit second confirmation.
      await page.getByRole('heading', { name: 'Pazarlık Teklifleri (3)' }).waitFor();
      await page.getByRole('button', { name: 'Ceren Deneme teklifini kabul et' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Daha yüksek bir teklif bekliyor: 250.000 ₺').waitFor();
      const others = dialog.getByRole('region', { name: 'Bekleyen diğer teklifler (2)' });
      expect(await others.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/^Deniz Deneme\s*Daha yüksek\s*250\.000 ₺$/),
        expect.stringMatching(/^Emre Deneme\s*230\.000 ₺$/),
      ]);
      const text = await dialog.innerText();
      expect(text).toContain('Bekleyen diğer 2 teklif satışla birlikte reddedilir.');
      expect(text).toContain('tamamlanmış teminatları iade sırasına alınır');
      const confirm = dialog.getByRole('button', { name: '240.000 ₺ Teklifi Kabul Et' });
      expect(await confirm.isDisabled()).toBe(true);
      await page.screenshot({ path: `${shots}-confirm-lower.png` });
      await dialog
        .getByRole('checkbox', {
          name: '250.000 ₺ teklif beklerken ilanı 240.000 ₺ bedelle satmayı onaylıyorum.',
        })
        .check();
      expect(await confirm.isEnabled()).toBe(true);
      await confirm.click();
      await page.getByText('Teklif başarıyla kabul edildi').waitFor();

      const table = page.getByRole('table');
      const row = (name: string) => table.getByRole('row').filter({ hasText: `${name} Deneme` });
      await expect.poll(() => row('Ceren').innerText()).toContain('Kabul Edildi');
      expect(await row('Deniz').innerText()).toContain('Reddedildi');
      expect(await row('Emre').innerText()).toContain('Reddedildi');
      expect(await page.getByRole('button', { name: /teklifini (kabul et|reddet)$/ }).count()).toBe(
        0,
      );
      // Sold with money records: no 'Sil', and no suggestion to cancel it.
      expect(await page.getByRole('button', { name: 'Sil' }).count()).toBe(0);
      await page
        .getByText(
          'Satılan bir pazarlık ilanı silinemez; satışın teklif, teminat ve ödeme kayıtları saklanır.',
        )
        .waitFor();
      await page.screenshot({ path: `${shots}-decided.png`, fullPage: true });

      // The listing is sold at the accepted amount; nothing is left pending.
      const detail = (await (
        await api(admin.context, 'GET', `/api/listings/${listingId}`)
      ).json()) as ListingDetail;
      expect(detail).toMatchObject({ status: 'sold', finalPrice: 240_000_00 });
      await page.goto('/admin/offers');
      await page.getByRole('heading', { name: 'Bekleyen Teklifler' }).waitFor();
      await expect.poll(() => page.getByRole('row').filter({ hasText: TITLE }).count()).toBe(0);

      // The audit log of this listing: its creation and the decision, in Turkish.
      await page.goto(`/admin/audit?listing=${listingId}`);
      const log = page.getByRole('table');
      await log.getByRole('cell', { name: 'Teklif kabul edildi' }).waitFor();
      await log.getByRole('cell', { name: 'İlan oluşturuldu' }).waitFor();
      expect(await log.getByRole('row').count()).toBe(3);
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
