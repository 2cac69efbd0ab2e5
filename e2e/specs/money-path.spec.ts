import type { ListingsPage, ListingSummary } from '@arsamezat/shared/listings/listings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { verifyIdentityThroughApi } from '../support/identity.ts';
import { api } from '../support/members.ts';

const browser = useBrowser();
const HOUR = 60 * 60 * 1000;

/**
 * Open listings of a tab that ask a deposit and will not close during the test (demo listings
 * vary by run, and other journeys add listings without a deposit).
 */
async function openListings(page: Page, tab: 'auctions' | 'offers'): Promise<ListingSummary[]> {
  const res = await page.request.get(`/api/listings?tab=${tab}&phase=active&pageSize=48`);
  const body = (await res.json()) as ListingsPage;
  return body.items.filter(
    (item) =>
      item.phase === 'active' &&
      item.depositAmount > 0 &&
      Date.parse(item.endsAt) > Date.now() + 2 * HOUR,
  );
}

/** From the listing page: the deposit dialog, the card, the sandbox bank, back to the result. */
async function payDeposit(page: Page, cardNumber: string, shots?: string) {
  // Deposits need a verified identity (issue 27); identity.spec.ts fills that form itself.
  await verifyIdentityThroughApi(page.context());
  await page
    .getByRole('button', { name: /Teminatı Yatır|Yeniden Ödeme Yap/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });
  if (shots) await page.screenshot({ path: `${shots}-deposit-info.png` });
  await dialog.getByRole('button', { name: /Teminatı Yatır|Yeniden Ödeme Yap/ }).click();
  await dialog.getByRole('textbox', { name: 'Kart Sahibi' }).fill('Ahmet Yılmaz');
  await dialog.getByRole('textbox', { name: 'Kart Numarası' }).fill(cardNumber);
  await dialog.getByRole('textbox', { name: 'Ay' }).fill('12');
  await dialog.getByRole('textbox', { name: 'Yıl' }).fill('2030');
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
  if (shots) await page.screenshot({ path: `${shots}-deposit-card.png` });
  await dialog.getByRole('button', { name: 'Ödeme Yap' }).click();

  await page.waitForURL('**/api/payments/sandbox/3ds/**');
  await page.getByRole('textbox', { name: /doğrulama kodu/ }).fill('123456');
  if (shots) await page.screenshot({ path: `${shots}-sandbox-bank.png` });
  await page.getByRole('button', { name: 'Onayla' }).click();
  await page.waitForURL('**/payment-callback?**');
}

describe('the money path', () => {
  it('pays the deposit through 3-D Secure, bids, and other browsers see the bid live (detail and grid)', async () => {
    const { page, errors } = await openPage(browser(), DESKTOP);
    await signInAsAdmin(page);
    const [listing] = await openListings(page, 'auctions');
    expect(listing, 'an active demo auction').toBeDefined();
    if (!listing) return;

    // Someone else watches the same listing on a phone, and a third visitor its card in the grid.
    const watcher = await openPage(browser(), MOBILE, `/auctions/${listing.id}`);
    await watcher.page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    const grid = await openPage(
      browser(),
      DESKTOP,
      `/auctions?tab=auctions&phase=active&cities=${encodeURIComponent(listing.city)}`,
    );
    await grid.page.getByRole('heading', { name: listing.title }).waitFor();
    // The listing's card in the grid shows a bid as 'Güncel Teklif' and its amount. Other
    // journeys' cards of the province may show the same figure: only this card counts.
    const cardOnGrid = grid.page
      .locator('.group')
      .filter({ has: grid.page.getByRole('heading', { name: listing.title, exact: true }) })
      .first();
    const gridShowsBid = async (price: string) =>
      (await cardOnGrid.getByText('Güncel Teklif', { exact: true }).count()) > 0 &&
      (await cardOnGrid.getByText(`${price} ₺`, { exact: true }).count()) > 0;

    await gotoHydrated(page, `/auctions/${listing.id}`);
    const bidButton = page.getByRole('button', { name: 'Teklif Ver' });
    await bidButton.waitFor();
    // Without a deposit, bidding opens the deposit dialog.
    await bidButton.click();
    await page.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' }).waitFor();
    await page.keyboard.press('Escape');

    await payDeposit(page, '4111 1111 1111 1111', 'e2e/artifacts/money');
    await page.getByRole('heading', { name: 'Ödeme Başarılı!' }).waitFor();
    await expect.poll(() => page.getByText('Başarılı', { exact: true }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/artifacts/money-result.png', fullPage: true });

    await page.getByRole('link', { name: 'İlana Geri Dön' }).click();
    await page.waitForURL(`**/auctions/${listing.id}`);
    await page.getByText('Teminatınız yatırıldı.').waitFor();
    const amount = page.getByRole('textbox', { name: 'Teklif Tutarı' });
    const typed = await amount.inputValue();
    expect(typed).toMatch(/^\d{1,3}(\.\d{3})*$/);
    expect(await gridShowsBid(typed)).toBe(false);
    await page.getByRole('button', { name: 'Teklif Ver' }).click();
    // The amount is confirmed in figures and words before it goes out.
    const confirm = page.getByRole('dialog', { name: 'Teklifinizi Onaylayın' });
    await confirm.getByText(`${typed} ₺`, { exact: true }).waitFor();
    expect(await confirm.getByTestId('confirm-amount-words').textContent()).toMatch(/Türk lirası$/);
    await page.screenshot({ path: 'e2e/artifacts/money-bid-confirm.png' });
    await confirm.getByRole('button', { name: 'Teklifi Onayla' }).click();
    await page.getByText(`Teklifiniz alındı: ${typed} ₺`).waitFor();
    await page.screenshot({ path: 'e2e/artifacts/money-after-bid.png', fullPage: true });

    // The watcher's page shows the new highest bid without a reload.
    await watcher.page.getByText(`${typed} ₺`).first().waitFor({ timeout: 3000 });
    await watcher.page.screenshot({ path: 'e2e/artifacts/money-watcher.png', fullPage: true });
    // So does the card in the grid.
    await expect.poll(() => gridShowsBid(typed), { timeout: 3000 }).toBe(true);
    expect(errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
    expect(grid.errors).toEqual([]);
  });

  it("shows 'Ödeme Başarısız' for the card the bank declines", async () => {
    const { page, errors } = await openPage(browser(), MOBILE);
    await signInAsAdmin(page);
    const listings = await openListings(page, 'auctions');
    const listing = listings[1] ?? listings[0];
    if (!listing) throw new Error('no active demo auction');
    await gotoHydrated(page, `/auctions/${listing.id}`);
    await payDeposit(page, '4000 0000 0000 0002', 'e2e/artifacts/money-mobile');
    await page.getByRole('heading', { name: 'Ödeme Başarısız' }).waitFor();
    await page.getByText('Ödeme bankanız tarafından onaylanmadı.').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/money-declined.png', fullPage: true });

    // Back on the listing the deposit is still to be paid.
    await page.getByRole('link', { name: 'İlana Geri Dön' }).click();
    await page.getByRole('button', { name: 'Teminatı Yatır' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends an offer on an offer listing, which then shows as pending', async () => {
    const { page, errors } = await openPage(browser(), DESKTOP);
    await signInAsAdmin(page);
    // Its own offer listing: other journeys add offer listings with an owner's floor above this
    // offer, and the newest listing comes first.
    const created = await api(page.context(), 'POST', '/api/admin/listings', {
      listingType: 'offer',
      title: `E2E Para Yolu Pazarlığı ${Date.now().toString(36)}`,
      description: 'Teklif yolculuğu için ilan.',
      ilanSahibi: 'Yetkili Emlak A.Ş.',
      city: 'Konya',
      locationDetails: 'Selçuklu',
      startingPrice: 1_500_000_00,
      offerIncrement: 10_000_00,
      depositAmount: 5_000_00,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
      status: 'active',
      adaNo: '101',
      parselNo: '4',
      areaSize: 900,
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as { id: string };
    await gotoHydrated(page, `/auctions/${listing.id}`);
    await payDeposit(page, '4111111111111111');
    await page.getByRole('heading', { name: 'Ödeme Başarılı!' }).waitFor();
    await page.getByRole('link', { name: 'İlana Geri Dön' }).click();

    await page.getByRole('textbox', { name: 'Teklif Tutarı' }).fill('abc1250000');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Teklif Tutarı' }).inputValue())
      .toBe('1.250.000');
    await page.getByRole('button', { name: 'Teklif Gönder' }).click();
    const confirm = page.getByRole('dialog', { name: 'Teklifinizi Onaylayın' });
    await confirm.getByText('bir milyon iki yüz elli bin Türk lirası').waitFor();
    await confirm.getByRole('button', { name: 'Teklifi Gönder' }).click();
    await page.getByText('Mevcut Teklifiniz: 1.250.000 ₺ (Beklemede)').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/money-offer.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
