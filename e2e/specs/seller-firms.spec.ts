import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, gotoHydrated, openPage, useBrowser } from '../support/browser.ts';
import {
  approveListingThroughApi,
  chooseCity,
  creditsLeft,
  istanbulInputs,
  markPage,
  need,
  noErrors,
  pdf,
  phoneMenu,
  png,
  randomTaxNumber,
  stillSamePage,
  submitOfferListingThroughApi,
  waitUntilActive,
  wholeMinuteAfter,
  type Opened,
} from '../support/firms.ts';
import { expectFits } from '../support/fits.ts';
import { verifyIdentityThroughApi } from '../support/identity.ts';
import { api, registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { bidTheMinimum, payDepositThroughApi } from '../support/trading.ts';

/**
 * Issue 28 'Satıcı firmalar', end to end on a phone and a desktop: a member applies for a firm
 * account with its documents, the operator approves it, the firm buys a listing package through
 * the sandbox bank, sends an auction for approval, the operator publishes it, a buyer bids and
 * the firm's follow page shows the bid live; on a Pazarlık listing the firm accepts an offer.
 * The steps share one world (one firm, one operator) and run in order.
 */

const browser = useBrowser();
const stamp = Date.now().toString(36);
const FIRM = `E2E Çağlayan Gayrimenkul A.Ş. ${stamp}`;
const PACKAGE = `E2E Başlangıç Paketi ${stamp}`;
const AUCTION = `E2E Firma İhale Arsası ${stamp}`;
const OFFER = `E2E Firma Pazarlık Tarlası ${stamp}`;
const shots = 'e2e/artifacts/seller-firms';

const world: {
  firm?: Opened;
  admin?: Opened;
  buyer?: Opened;
  firmDesktop?: Opened;
  auctionId?: string;
  offerId?: string;
} = {};
afterAll(async () => {
  for (const opened of [world.firm, world.admin, world.buyer, world.firmDesktop]) {
    await opened?.context.close();
  }
});

describe('seller firms (issue 28)', () => {
  it('a verified member applies for a firm account on a phone, with both documents', async () => {
    const firm = await openPage(browser(), MOBILE);
    world.firm = firm;
    const { page, context } = firm;
    await registerMember(context, 'Selin', { lastName: 'Çağlayan' });
    await verifyIdentityThroughApi(context);

    await gotoHydrated(page, '/firm/apply');
    await page.getByRole('heading', { level: 1, name: 'Kurumsal Başvuru' }).waitFor();
    const form = page.getByRole('form', { name: 'Kurumsal başvuru formu' });
    await form.getByRole('textbox', { name: 'Ticari Unvan' }).fill(FIRM);
    await form.getByRole('textbox', { name: 'Vergi Dairesi' }).fill('Kütahya');
    await form.getByRole('textbox', { name: 'Vergi Kimlik Numarası' }).fill(randomTaxNumber());
    await form
      .getByRole('textbox', { name: 'Adres' })
      .fill('Cumhuriyet Mah. İnönü Cad. No: 12, Merkez / Kütahya');
    await form.getByRole('textbox', { name: 'Telefon' }).fill('0274 123 45 67');
    await form.getByRole('textbox', { name: 'E-posta' }).fill(`firma-${stamp}@example.com`);
    await form.getByRole('textbox', { name: 'Firmadaki Göreviniz' }).fill('Genel Müdür');
    await form.getByLabel('Yetki Belgesi', { exact: true }).setInputFiles(pdf('yetki-belgesi.pdf'));
    await form.getByRole('radio', { name: 'Vergi Levhası' }).check();
    await form
      .getByLabel('Vergi Levhası veya Ticaret Sicil Gazetesi', { exact: true })
      .setInputFiles(await png('vergi-levhasi.png'));
    await form.getByText('yetki-belgesi.pdf').waitFor();
    await form.getByText('vergi-levhasi.png').waitFor();
    await expectFits(page, 'Kurumsal Başvuru form');
    await page.screenshot({ path: `${shots}-apply-375.png`, fullPage: true });
    await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();

    await page.getByText('İnceleniyor', { exact: true }).waitFor();
    await page.getByRole('heading', { name: FIRM }).waitFor();
    await page.getByText('Başvurunuz yöneticilerimiz tarafından inceleniyor.').waitFor();
    await page.getByText('yetki-belgesi.pdf').waitFor();
    await expectFits(page, 'Kurumsal Başvuru status');
    await page.screenshot({ path: `${shots}-apply-pending-375.png`, fullPage: true });
    noErrors(firm);
  });

  it('the operator approves the application on a desktop; the member gets the firm panel', async () => {
    const admin = await openPage(browser(), DESKTOP);
    world.admin = admin;
    const { page } = admin;
    await signInAsAdmin(page);
    await gotoHydrated(page, '/admin/firms');
    await page.getByRole('heading', { name: 'Firmalar' }).waitFor();
    await page.getByRole('link', { name: new RegExp(FIRM) }).click();
    await page.getByRole('heading', { name: FIRM }).waitFor();
    await page.getByText('yetki-belgesi.pdf').waitFor();
    await page.screenshot({ path: `${shots}-admin-firm-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Onayla', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Firmayı onayla' });
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await page.getByText('Firma onaylandı.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Askıya Al' }).count()).toBe(1);

    const firm = need(world.firm, 'the firm');
    await firm.page.reload();
    await firm.page.getByText('Onaylandı', { exact: true }).waitFor();
    await firm.page.getByRole('link', { name: 'Firma Paneline Git' }).waitFor();
    const menu = await phoneMenu(firm.page);
    await menu.getByRole('link', { name: 'Firma Paneli' }).click();
    await firm.page.waitForURL((url) => url.pathname === '/firm');
    await firm.page.getByRole('heading', { level: 1, name: 'Firma Paneli' }).waitFor();
    await firm.page.getByText('Kalan ilan hakkı: 0').waitFor();
    await expectFits(firm.page, 'Firma Paneli (no credits)');
    noErrors(admin, firm);
  });

  it('the operator puts a package on sale; the firm buys it on a phone through 3-D Secure', async () => {
    const { page } = need(world.admin, 'the operator');
    await gotoHydrated(page, '/admin/packages');
    await page.getByRole('heading', { name: 'Paketler' }).waitFor();
    await page.getByRole('button', { name: 'Yeni Paket' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni Paket' });
    await form.getByRole('textbox', { name: 'Paket adı' }).fill(PACKAGE);
    await form.getByRole('textbox', { name: 'İlan sayısı' }).fill('3');
    await form.getByRole('textbox', { name: 'Geçerlilik (gün)' }).fill('90');
    await form.getByRole('textbox', { name: 'Fiyat (₺)' }).fill('2.500');
    expect(await form.getByRole('checkbox', { name: /Satışta/ }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(PACKAGE).waitFor();
    await page.screenshot({ path: `${shots}-admin-packages-1280.png`, fullPage: true });

    const firm = need(world.firm, 'the firm');
    const phone = firm.page;
    await phone.getByRole('link', { name: 'İlan paketi satın al' }).click();
    await phone.waitForURL((url) => url.pathname === '/firm/packages');
    await phone.getByRole('heading', { name: 'Satıştaki Paketler' }).waitFor();
    expect(await creditsLeft(phone)).toBe('0');
    await expectFits(phone, 'Paketler');
    await phone.screenshot({ path: `${shots}-packages-375.png`, fullPage: true });

    await phone.getByRole('button', { name: `${PACKAGE} — Satın Al` }).click();
    const dialog = phone.getByRole('dialog', { name: 'Paket Satın Al' });
    await dialog.getByText('2.500 ₺ tutarındaki paketi satın almak üzeresiniz.').waitFor();
    await dialog.getByRole('button', { name: 'Onayla ve Kartla Öde' }).click();
    await dialog.getByRole('textbox', { name: 'Kart Sahibi' }).fill('Selin Çağlayan');
    await dialog.getByRole('textbox', { name: 'Kart Numarası' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('textbox', { name: 'Ay' }).fill('12');
    await dialog.getByRole('textbox', { name: 'Yıl' }).fill('2030');
    await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
    await expectFits(phone, 'Paket Satın Al card step');
    await phone.screenshot({ path: `${shots}-package-card-375.png` });
    await dialog.getByRole('button', { name: 'Ödeme Yap' }).click();
    await phone.waitForURL('**/api/payments/sandbox/3ds/**');
    await phone.getByRole('textbox', { name: /doğrulama kodu/ }).fill('123456');
    await phone.getByRole('button', { name: 'Onayla' }).click();
    await phone.getByRole('heading', { name: 'Ödeme Başarılı!' }).waitFor();
    await phone
      .getByText('Paket ödemeniz tamamlandı. İlan haklarınız firmanıza tanımlandı.')
      .waitFor();
    await phone.getByRole('link', { name: 'Paketlere Dön' }).click();
    await phone.waitForURL((url) => url.pathname === '/firm/packages');
    await expect.poll(() => creditsLeft(phone)).toBe('3');
    await phone
      .getByRole('link', { name: /Makbuz/ })
      .first()
      .waitFor();
    await expectFits(phone, 'Paketler (bought)');
    await phone.screenshot({ path: `${shots}-packages-bought-375.png`, fullPage: true });
    noErrors(firm, world.admin);
  });

  it('the firm fills an auction on a desktop and sends it for approval, reserving a credit', async () => {
    // The same member on a desktop (the phone stays signed in for the follow page later).
    const firmDesktop = await openPage(browser(), DESKTOP, 'about:blank');
    world.firmDesktop = firmDesktop;
    const { page } = firmDesktop;
    await firmDesktop.context.addCookies(await need(world.firm, 'the firm').context.cookies());
    await gotoHydrated(page, '/firm');
    await page.getByRole('link', { name: 'Yeni İlan' }).click();
    await page.waitForURL((url) => url.pathname === '/firm/listings/new');
    await page.getByRole('heading', { level: 1, name: 'Yeni İlan' }).waitFor();

    // Submitting needs a start ahead; the bids need it passed: the first whole minute 90 s on (room for a loaded machine).
    const starts = wholeMinuteAfter(90_000);
    const start = istanbulInputs(starts);
    const end = istanbulInputs(new Date(starts.getTime() + 7 * 24 * 3600_000));
    await page.getByRole('radio', { name: /İhale/ }).locator('..').click();
    await page.getByRole('textbox', { name: 'İlan Başlığı' }).fill(AUCTION);
    await page
      .getByRole('textbox', { name: 'Açıklama', exact: true })
      .fill('Yola cepheli, elektrik ve su hazır. Tapusu müstakil, imarlı konut alanı.');
    await page.getByRole('textbox', { name: 'Başlangıç Fiyatı' }).fill('100.000');
    await page.getByRole('textbox', { name: 'Minimum Artış Tutarı' }).fill('1.000');
    await page.getByLabel('Başlangıç Tarihi').fill(start.date);
    await page.getByLabel('Başlangıç Saati').fill(start.time);
    await page.getByLabel('Bitiş Tarihi').fill(end.date);
    await page.getByLabel('Bitiş Saati').fill(end.time);
    await chooseCity(page, 'KUTAHYA', 'Kütahya');
    await page.getByRole('textbox', { name: 'Konum Detayı' }).fill('Merkez, Zafertepe');
    await page.getByRole('textbox', { name: 'Alan Büyüklüğü' }).fill('1250');
    await page.getByRole('textbox', { name: 'Ada No' }).fill('112');
    await page.getByRole('textbox', { name: 'Parsel No' }).fill('7');
    await page.getByRole('textbox', { name: 'Taşınmaz Numarası' }).fill('48213377');
    await page.getByRole('radio', { name: 'Maliki olduğumuz taşınmaz' }).check();
    await page.screenshot({ path: `${shots}-listing-new-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Taslağı Kaydet' }).click();
    await page.waitForURL(/\/firm\/listings\/[^/]+\/edit$/);
    const auctionId = /\/firm\/listings\/([^/]+)\/edit/.exec(page.url())![1]!;
    world.auctionId = auctionId;

    // The Yetki Belgesi through the documents block, then 'Onaya Gönder'.
    await page.getByRole('heading', { level: 1, name: 'İlanı Düzenle' }).waitFor();
    await page
      .getByRole('combobox', { name: 'Belge Türü' })
      .selectOption({ label: 'Yetki Belgesi' });
    await page.getByLabel('Belge dosyası').setInputFiles(pdf('tapu-yetki-belgesi.pdf'));
    await page.getByText('tapu-yetki-belgesi.pdf yüklendi.').waitFor();
    await page.getByText('tapu-yetki-belgesi.pdf').first().waitFor();
    await page.screenshot({ path: `${shots}-listing-documents-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Onaya Gönder' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'İlanı onaya gönder' });
    await dialog.getByText('1 ilan hakkınız').waitFor();
    await page.screenshot({ path: `${shots}-listing-submit-1280.png` });
    await dialog.getByRole('button', { name: 'Onaya Gönder' }).click();
    await page.getByText('İlan onaya gönderildi.').waitFor();
    await page.waitForURL((url) => url.pathname === '/firm' && url.search.includes('submitted'));
    const tab = page.getByRole('tabpanel', { name: 'Onay Bekliyor' });
    await tab.getByText(AUCTION).waitFor();
    await page.getByText('Kalan ilan hakkı: 2').waitFor();
    expect(
      await page.getByRole('tab', { name: /Onay Bekliyor/ }).getAttribute('aria-selected'),
    ).toBe('true');

    // On the phone too: under 'Onay Bekliyor', one credit fewer.
    const phone = need(world.firm, 'the firm').page;
    await gotoHydrated(phone, '/firm?tab=submitted');
    await phone.getByRole('tabpanel', { name: 'Onay Bekliyor' }).getByText(AUCTION).waitFor();
    await phone.getByText('Kalan ilan hakkı: 2').waitFor();
    await expectFits(phone, 'Firma Paneli (submitted)');
    await phone.screenshot({ path: `${shots}-panel-submitted-375.png`, fullPage: true });
    noErrors(firmDesktop, world.firm);
  });

  it('the operator approves and publishes it; its page names the firm and the check', async () => {
    const auctionId = need(world.auctionId, 'the auction');
    const { page } = need(world.admin, 'the operator');
    await gotoHydrated(page, '/admin/listing-reviews');
    await page.getByRole('heading', { name: 'İlan Onayları' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: AUCTION })
      .getByRole('link', { name: 'İncele' })
      .click();
    await page.waitForURL(`**/admin/listing-reviews/${auctionId}`);
    await page.getByText('48213377').first().waitFor();
    await page.screenshot({ path: `${shots}-review-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Onayla ve Yayınla' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Onayla ve Yayınla' });
    await dialog.getByRole('textbox', { name: 'Teminat tutarı (₺)' }).fill('5.000');
    const confirm = dialog.getByRole('button', { name: 'Onayla ve Yayınla' });
    await dialog.getByRole('checkbox', { name: 'Yetki belgesini kontrol ettim.' }).check();
    await page.screenshot({ path: `${shots}-review-approve-1280.png` });
    await confirm.click();
    await page.getByText('İlan yayınlandı.').waitFor();

    // The public page (a guest's view on a phone): the firm as owner, linked, and the check.
    const guest = await openPage(browser(), MOBILE, `/auctions/${auctionId}`);
    await guest.page.getByRole('heading', { level: 1, name: AUCTION }).waitFor();
    const owner = guest.page.getByRole('link', { name: FIRM });
    await owner.first().waitFor();
    expect(await owner.first().getAttribute('href')).toMatch(/^\/firms\/[^/]+$/);
    await guest.page.getByText('Yetki belgesi kontrol edildi').first().waitFor();
    await expectFits(guest.page, 'the firm listing page');
    await guest.page.screenshot({ path: `${shots}-listing-public-375.png`, fullPage: true });
    await owner.first().click();
    await guest.page.waitForURL(/\/firms\/[^/]+$/);
    await guest.page.getByRole('heading', { level: 1, name: FIRM }).waitFor();
    await guest.page
      .getByRole('link', { name: new RegExp(AUCTION) })
      .first()
      .waitFor();
    await expectFits(guest.page, 'the firm page');
    await guest.page.screenshot({ path: `${shots}-firm-page-375.png`, fullPage: true });
    noErrors(guest, world.admin);
    await guest.context.close();
  });

  it(
    'on a Pazarlık listing a buyer offers and the firm accepts it on its phone',
    { timeout: 120_000 },
    async () => {
      const firm = need(world.firm, 'the firm');
      const admin = need(world.admin, 'the operator');
      const offerId = await submitOfferListingThroughApi(firm.context, OFFER, 15_000);
      world.offerId = offerId;
      await approveListingThroughApi(admin.context, offerId);

      const buyer = await openPage(browser(), DESKTOP);
      world.buyer = buyer;
      await registerMember(buyer.context, 'Kerem', { lastName: 'Alıcı' });
      await waitUntilActive(buyer.context, offerId);
      await payDepositThroughApi(buyer.context, offerId);
      await gotoHydrated(buyer.page, `/auctions/${offerId}`);
      await buyer.page.getByRole('textbox', { name: 'Teklif Tutarı' }).fill('280.000');
      await buyer.page.getByRole('button', { name: 'Teklif Gönder' }).click();
      await buyer.page
        .getByRole('dialog', { name: 'Teklifinizi Onaylayın' })
        .getByRole('button', { name: 'Teklifi Gönder' })
        .click();
      await buyer.page.getByText('Mevcut Teklifiniz: 280.000 ₺ (Beklemede)').waitFor();

      // The firm's follow page on the phone: the offer, accepted through the dialog.
      const phone = firm.page;
      await gotoHydrated(phone, `/firm/listings/${offerId}`);
      await phone.getByRole('heading', { name: OFFER }).first().waitFor();
      const accept = phone.getByRole('button', { name: '280.000 TL teklifini kabul et' });
      await accept.waitFor();
      await expectFits(phone, 'İlan Takibi (offer)');
      await phone.screenshot({ path: `${shots}-follow-offer-375.png`, fullPage: true });
      await accept.click();
      const dialog = phone.getByRole('alertdialog');
      const confirm = dialog.getByRole('button', { name: '280.000 ₺ Teklifi Kabul Et' });
      await confirm.scrollIntoViewIfNeeded();
      await expectFits(phone, 'the accept dialog');
      await phone.screenshot({ path: `${shots}-follow-accept-375.png` });
      await confirm.click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => phone.getByRole('button', { name: /teklifini kabul et$/ }).count())
        .toBe(0);
      await phone.getByText('Kabul Edildi').first().waitFor();
      await phone.screenshot({ path: `${shots}-follow-accepted-375.png`, fullPage: true });

      // The buyer's offer is accepted: their listing page leads them to the sale's next steps.
      const mine = await api(buyer.context, 'GET', `/api/listings/${offerId}/offers/mine`);
      expect(((await mine.json()) as { current: { status: string } | null }).current).toMatchObject(
        {
          status: 'accepted',
        },
      );
      await gotoHydrated(buyer.page, `/auctions/${offerId}`);
      await buyer.page.getByTestId('winner-steps').waitFor();
      await buyer.page.screenshot({
        path: `${shots}-offer-accepted-buyer-1280.png`,
        fullPage: true,
      });
      noErrors(firm, buyer, admin);
    },
  );

  it(
    "a buyer bids on the firm's auction; the firm's follow page on the phone shows it live",
    { timeout: 180_000 },
    async () => {
      const auctionId = need(world.auctionId, 'the auction');
      const buyer = need(world.buyer, 'the buyer');
      const phone = need(world.firm, 'the firm').page;
      await gotoHydrated(phone, `/firm/listings/${auctionId}`);
      await phone.getByRole('heading', { name: AUCTION }).first().waitFor();
      const bids = phone.getByText('Teklif Sayısı').locator('xpath=ancestor::*[2]');
      expect(await bids.textContent()).toMatch(/Teklif Sayısı\s*0(?!\d)/);
      await markPage(phone);

      await payDepositThroughApi(buyer.context, auctionId);
      await waitUntilActive(buyer.context, auctionId);
      await gotoHydrated(buyer.page, `/auctions/${auctionId}`);
      const typed = await bidTheMinimum(buyer.page);
      expect(typed).toBe('100.000');

      // No reload on the phone: the listing's live stream brings the bid.
      await expect
        .poll(() => bids.textContent(), { timeout: 20_000 })
        .toMatch(/Teklif Sayısı\s*1(?!\d)/);
      await phone.getByRole('heading', { name: /^Teklif Geçmişi\s*\(1\)$/ }).waitFor();
      await phone.getByText(`${typed} TL`).waitFor();
      await phone.getByText('En Yüksek').waitFor();
      expect(await stillSamePage(phone)).toBe(true);
      await expectFits(phone, 'İlan Takibi (auction)');
      await phone.screenshot({ path: `${shots}-follow-bid-375.png`, fullPage: true });
      noErrors(world.firm, buyer);
    },
  );
});
