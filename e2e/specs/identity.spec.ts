import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { expectFits, expectNoSideScroll } from '../support/fits.ts';
import { REGISTERED_ADDRESS, testRangeIdentityNumber } from '../support/identity.ts';
import { api, registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { createListing } from '../support/trading.ts';

/**
 * 'Kimlik Doğrulama' before the first deposit (issue 27): a new member on a phone opens the
 * deposit dialog, is asked for their identity, is refused with the registry's mismatch (no deposit
 * starts), verifies, pays through the sandbox bank, and the profile shows the mark.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const shots = 'e2e/artifacts/identity';

describe('identity before the first deposit', () => {
  it('a new member verifies in the deposit dialog on a phone, pays, and the profile shows the mark', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const listing = await createListing(admin.context, {
      title: `E2E Kimlik İhalesi ${stamp}`,
      startingPrice: 100_000_00,
      minIncrement: 1_000_00,
    });

    const { page, context, errors } = await openPage(browser(), MOBILE);
    await registerMember(context, 'Selin', { lastName: 'Kaya' });
    await gotoHydrated(page, `/auctions/${listing.id}`);
    await page.getByRole('button', { name: 'Teminatı Yatır' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });
    await dialog.getByRole('button', { name: 'Teminatı Yatır' }).click();
    await dialog.getByRole('heading', { name: 'Kimlik Doğrulama' }).waitFor();
    // The account's name is there to start from.
    expect(await dialog.getByRole('textbox', { name: 'Ad', exact: true }).inputValue()).toBe(
      'Selin',
    );
    await page.screenshot({ path: `${shots}-form-375.png` });
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 740 });
      await expectFits(page, `identity step at ${width} px`);
    }
    await page.setViewportSize(MOBILE);

    // A person the registry holds, with a birth year it does not: the mismatch, and no deposit.
    await dialog.getByRole('textbox', { name: 'TC Kimlik Numarası' }).fill('12345678950');
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ahmet');
    await dialog.getByRole('textbox', { name: 'Soyad' }).fill('Yılmaz');
    await dialog.getByRole('textbox', { name: 'Doğum Yılı' }).fill('1979');
    await dialog.getByRole('combobox', { name: 'İl' }).selectOption(REGISTERED_ADDRESS.province);
    await dialog.getByRole('textbox', { name: 'İlçe' }).fill(REGISTERED_ADDRESS.district);
    await dialog.getByRole('textbox', { name: 'Adres' }).fill(REGISTERED_ADDRESS.address);
    await dialog.getByRole('button', { name: 'Doğrula ve Devam Et' }).click();
    await dialog.getByText('Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi').waitFor();
    await page.screenshot({ path: `${shots}-mismatch-375.png` });
    expect(await dialog.getByRole('textbox', { name: 'Kart Numarası' }).count()).toBe(0);
    const deposit = await api(context, 'GET', `/api/listings/${listing.id}/deposit`);
    expect(await deposit.json()).toMatchObject({ deposit: null, hasPending: false });

    // Her own identity (the fake's test range): the card comes next.
    await dialog
      .getByRole('textbox', { name: 'TC Kimlik Numarası' })
      .fill(testRangeIdentityNumber());
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Selin');
    await dialog.getByRole('textbox', { name: 'Soyad' }).fill('Kaya');
    await dialog.getByRole('textbox', { name: 'Doğum Yılı' }).fill('1990');
    await dialog.getByRole('button', { name: 'Doğrula ve Devam Et' }).click();
    await dialog.getByRole('textbox', { name: 'Kart Numarası' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Kart Sahibi' }).fill('Selin Kaya');
    await dialog.getByRole('textbox', { name: 'Kart Numarası' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('textbox', { name: 'Ay' }).fill('12');
    await dialog.getByRole('textbox', { name: 'Yıl' }).fill('2030');
    await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
    await dialog.getByRole('button', { name: 'Ödeme Yap' }).click();
    await page.waitForURL('**/api/payments/sandbox/3ds/**');
    await page.getByRole('textbox', { name: /doğrulama kodu/ }).fill('123456');
    await page.getByRole('button', { name: 'Onayla' }).click();
    await page.getByRole('heading', { name: 'Ödeme Başarılı!' }).waitFor();
    await page.getByRole('link', { name: 'İlana Geri Dön' }).click();
    await page.getByText('Teminatınız yatırıldı.').waitFor();

    await gotoHydrated(page, '/profile');
    await page.getByText('Kimliği doğrulanmış').first().waitFor();
    expect(await page.getByText(/^10\d\*{6}\d{2}$/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}-profile-375.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${shots}-profile-1280.png`, fullPage: true });
    // The only console line allowed is the browser's own note of the refused check (422).
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);

    // The operator sees the verification, its date and attempts, never the number in full.
    const me = await api(context, 'GET', '/api/me/profile');
    const memberId = ((await me.json()) as { profile: { id: string } }).profile.id;
    await gotoHydrated(admin.page, `/admin/users/${memberId}`);
    const card = admin.page.locator('div.overflow-hidden', {
      has: admin.page.getByRole('heading', { name: 'Kimlik Doğrulama' }),
    });
    await card.getByText('Kimliği doğrulanmış').waitFor();
    await card.getByText('Nüfus kayıtlarıyla eşleşmedi').waitFor();
    expect(await card.textContent()).toMatch(/10\d\*{6}\d{2}/);
    expect(await card.textContent()).not.toMatch(/\d{11}/);
    await admin.page.screenshot({ path: `${shots}-admin-1280.png`, fullPage: true });
    await admin.page.setViewportSize(MOBILE);
    // The card fits the phone and its action is a full tap target (the rest of the page is
    // the member records' own business).
    await expectNoSideScroll(admin.page);
    const reset = await card.getByRole('button', { name: 'Doğrulamayı Sıfırla' }).boundingBox();
    expect(reset?.height).toBeGreaterThanOrEqual(44);
    await card.scrollIntoViewIfNeeded();
    await admin.page.screenshot({ path: `${shots}-admin-375.png` });
    expect(admin.errors).toEqual([]);
  }, 120_000);
});
