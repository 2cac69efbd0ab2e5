import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const OFFER_TITLE = `E2E Pazarlık Arsası ${stamp}`;
const AUCTION_TITLE = `E2E İhale Arsası ${stamp}`;

/** A real PNG of a flat colour, made here: the server decides by content, not by name. */
async function png(name: string, color: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function chooseCity(page: Page, search: string, city: string) {
  await page.getByRole('combobox', { name: 'Şehir' }).click();
  await page.getByPlaceholder('Şehir ara...').fill(search);
  await page.getByRole('option', { name: city, exact: true }).click();
}

type NewListing = { type: 'İhale' | 'Pazarlık'; title: string; price: string; increment: string };

/** Fills the form from the listings view's 'Yeni İlan' and saves; returns the listing's id. */
async function createListing(page: Page, listing: NewListing): Promise<string> {
  await page.getByRole('link', { name: 'Yeni İlan' }).click();
  await page.waitForURL('**/admin/listings/new');
  // The radio is visually hidden inside its card; people click the card (its label).
  await page
    .getByRole('radio', { name: new RegExp(listing.type) })
    .locator('..')
    .click();
  await page.getByRole('textbox', { name: 'İlan Başlığı' }).fill(listing.title);
  await page
    .getByRole('textbox', { name: 'Açıklama', exact: true })
    .fill('Yola cepheli, elektrik ve su hazır.');
  const isOffer = listing.type === 'Pazarlık';
  await page
    .getByRole('textbox', { name: isOffer ? 'Liste Fiyatı' : 'Başlangıç Fiyatı' })
    .fill(listing.price);
  await page
    .getByRole('textbox', { name: isOffer ? 'Teklif Artış Tutarı' : 'Minimum Artış Tutarı' })
    .fill(listing.increment);
  await page.getByRole('textbox', { name: 'Alan Büyüklüğü' }).fill('1250,5');
  await page.getByRole('textbox', { name: 'İlan Sahibi' }).fill('Yetkili Emlak A.Ş.');
  await chooseCity(page, isOffer ? 'konya' : 'KUTAHYA', isOffer ? 'Konya' : 'Kütahya');
  await page.getByRole('textbox', { name: 'Konum Detayı' }).fill('Merkez');
  await page
    .locator('input[type="file"]')
    .setInputFiles([await png('cephe.png', '#2f8455'), await png('yol.png', '#f9a424')]);
  await expect.poll(() => page.getByRole('img', { name: /\.png$/ }).count()).toBe(2);
  await page.getByRole('button', { name: 'İlanı Oluştur' }).click();
  // The previous listing's toast may still be on screen: any one of them will do.
  await page.getByText('İlan başarıyla oluşturuldu.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/admin/listings');
  const link = page.getByRole('link', { name: listing.title });
  await link.waitFor();
  const href = (await link.getAttribute('href')) ?? '';
  return href.split('/').pop() ?? '';
}

describe('admin listing management', () => {
  it('creates an offer and an auction with two images, edits one, deletes one', async () => {
    const { page, errors } = await openPage(browser());
    await signInAsAdmin(page);
    await page.goto('/admin/listings');
    await page.getByRole('heading', { name: 'Yönetim Paneli' }).waitFor();

    const offerId = await createListing(page, {
      type: 'Pazarlık',
      title: OFFER_TITLE,
      price: '2.500.000',
      increment: '10000',
    });
    const auctionId = await createListing(page, {
      type: 'İhale',
      title: AUCTION_TITLE,
      price: '1.250.000',
      increment: '5000',
    });
    const row = (title: string) => page.getByRole('row').filter({ hasText: title });
    expect(await row(OFFER_TITLE).innerText()).toContain('Pazarlık');
    expect(await row(AUCTION_TITLE).innerText()).toContain('1.250.000 ₺');

    // Both on the public browse page's 'Yeni Eklenenler' tab, with their cover images.
    await gotoHydrated(page, '/');
    for (const [id, title] of [
      [offerId, OFFER_TITLE],
      [auctionId, AUCTION_TITLE],
    ] as const) {
      const card = page.locator(`main a[href="/auctions/${id}"]`);
      await card.waitFor();
      expect(await card.innerText()).toContain(title);
    }
    expect(await page.locator(`main img[src*="/uploads/listings/${offerId}/"]`).count()).toBe(1);

    // The details view shows both images; the public page shows the listing.
    await page.goto(`/admin/listings/${auctionId}`);
    await page.getByRole('heading', { name: 'Görseller (2)' }).waitFor();
    await page.getByText('Bu ihale için henüz teklif verilmemiştir.').waitFor();

    // Edit: the new title shows in the list and on the public page.
    await page.goto('/admin/listings');
    await row(OFFER_TITLE).getByRole('link', { name: 'Düzenle' }).click();
    const title = page.getByRole('textbox', { name: 'İlan Başlığı' });
    await expect.poll(() => title.inputValue()).toBe(OFFER_TITLE);
    await title.fill(`${OFFER_TITLE} (Güncel)`);
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await page.getByText('İhale başarıyla güncellendi.').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/listings');
    await page.getByRole('link', { name: `${OFFER_TITLE} (Güncel)` }).waitFor();
    await gotoHydrated(page, `/auctions/${offerId}`);
    await page.getByRole('heading', { level: 1, name: `${OFFER_TITLE} (Güncel)` }).waitFor();

    // Delete with the confirm dialog.
    await page.goto('/admin/listings');
    await row(AUCTION_TITLE).getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain(AUCTION_TITLE);
    await dialog.getByRole('button', { name: 'Evet, Sil' }).click();
    await page.getByText('İhale başarıyla silindi').waitFor();
    await row(AUCTION_TITLE).waitFor({ state: 'detached' });
    const gone = await page.request.get(`/api/listings/${auctionId}`);
    expect(gone.status()).toBe(404);
    expect(errors).toEqual([]);
  });

  it('on a phone shows the section select and listing cards', async () => {
    const { page, errors } = await openPage(browser(), MOBILE);
    await signInAsAdmin(page);
    await page.goto('/admin/listings');
    const select = page.getByRole('combobox', { name: 'Bölüm' });
    await select.waitFor();
    expect(await page.getByRole('navigation', { name: 'Yönetim menüsü' }).isVisible()).toBe(false);
    expect(await page.getByRole('table').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Düzenle' }).first().waitFor();
    await select.selectOption({ label: 'Genel Bakış' });
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByText('Toplam Kullanıcı').waitFor();
    expect(errors).toEqual([]);
  });
});
