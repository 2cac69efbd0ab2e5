import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, openPage, useBrowser } from '../support/browser.ts';
import {
  MEMBER_PASSWORD,
  api,
  codeIn,
  newPhone,
  nthMessage,
  registerMember,
} from '../support/members.ts';
import { E2E_ADMIN } from '../support/server.ts';

const browser = useBrowser();

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Hesap menüsü' });
const guestLogin = (page: Page) =>
  page.locator('header').first().getByRole('link', { name: 'Giriş Yap' });

async function signIn(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Telefon Numarası' }).fill(phone);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

async function expectSignedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Panelim' }).waitFor();
  await page.keyboard.press('Escape');
}

async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await guestLogin(page).waitFor();
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: '1. hane' }).click();
  await page.keyboard.type(code);
}

/** Console noise a journey causes on purpose (a wrong password answers 401). */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 401'));

describe('accounts', () => {
  it('registers with the SMS code, signs out and in, resets the password by phone and signs in with it', async () => {
    const phone = newPhone();
    const { page, errors } = await openPage(browser(), undefined, '/signup');
    await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await page.getByLabel('Soyad').fill('Yılmaz');
    await page.getByRole('textbox', { name: 'Telefon Numarası' }).fill(phone);
    await page.getByLabel('Şifre', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('checkbox', { name: /Üyelik sözleşmesini/ }).check();
    await page.getByRole('button', { name: 'DEVAM ET' }).click();
    await page.getByRole('group', { name: 'Doğrulama kodu' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(
      `+90 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
    );
    await page.getByRole('button', { name: /Kodu tekrar gönder \(\d+ sn\)/ }).waitFor();
    await typeCode(page, codeIn(await nthMessage(phone, 1)));
    await page.getByRole('button', { name: 'DOĞRULA VE KAYIT OL' }).click();
    await expectSignedIn(page);

    await signOut(page);
    await signIn(page, phone, MEMBER_PASSWORD);
    await expectSignedIn(page);
    await signOut(page);

    // Forgot password, starting from the login screen with the number typed.
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Telefon Numarası' }).fill(phone);
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await page.waitForURL(`**/forgot-password?phone=${phone}`);
    // The sign-up code was used: the recovery code need not wait for its minute (decision 052).
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await page.getByRole('group', { name: 'Doğrulama kodu' }).waitFor();
    await typeCode(page, codeIn(await nthMessage(phone, 2)));
    await page.getByRole('button', { name: 'Kodu Doğrula' }).click();
    await page.getByText('Doğrulama başarılı. Şimdi yeni şifrenizi belirleyebilirsiniz.').waitFor();
    const newPassword = 'Yeni-Arsa-Sifre-77';
    await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
    await page.getByLabel('Yeni Şifre (Tekrar)').fill(newPassword);
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await page
      .getByText('Şifreniz başarıyla değiştirildi. Artık yeni şifrenizle giriş yapabilirsiniz.')
      .waitFor();

    await signIn(page, phone, MEMBER_PASSWORD);
    await page.getByRole('alert').getByText('Geçersiz giriş bilgileri').waitFor();
    await signIn(page, phone, newPassword);
    await expectSignedIn(page);
    expect(unexpected(errors)).toEqual([]);
  }, 180_000);

  it('resets the password from the e-mail link and signs in with the new one', async () => {
    const phone = newPhone();
    const email = `e2e-${phone}@ornek.com`;
    const { page, context, errors } = await openPage(browser());
    await registerMember(context, 'Deniz', { phone: phone, lastName: 'Kaya' });
    expect((await api(context, 'PATCH', '/api/me/profile', { email })).status()).toBe(200);
    // Recovery links go only to a verified address: open the verification link first.
    const verification = await nthMessage(email, 1);
    await page.goto(/(https?:\/\/\S+\/verify-email#token=[\w-]+)/.exec(verification)![1]!);
    await page.getByText('E-posta adresiniz doğrulandı.').waitFor();
    await gotoHydrated(page, '/');
    await signOut(page);

    await page.goto(`/forgot-password?email=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await page.getByText('Şifre sıfırlama bağlantısı e-posta adresinize gönderildi!').waitFor();
    const mail = await nthMessage(email, 2);
    const link = /(https?:\/\/\S+\/reset-password#token=[\w-]+&type=recovery)/.exec(mail)![1]!;

    await page.goto(link);
    await page.getByLabel('Yeni Şifre', { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/reset-password`);
    const newPassword = 'Baglanti-Ile-Yeni-42';
    await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
    await page.getByLabel('Yeni Şifre (Tekrar)').fill(newPassword);
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await page
      .getByText('Şifreniz başarıyla değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.')
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

    await signIn(page, phone, newPassword);
    await expectSignedIn(page);
    expect(unexpected(errors)).toEqual([]);
  }, 120_000);

  it('guards member and admin screens', async () => {
    const { page, context } = await openPage(browser(), undefined, '/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');

    await registerMember(context, 'Deniz', { lastName: 'Kaya' });
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Panelim' }).waitFor();
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Panelim' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Paneli' }).count()).toBe(0);
    // Signing out from a members-only screen lands home, not on the guard's /login.
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await guestLogin(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const admin = await openPage(browser(), undefined, '/login');
    await signIn(admin.page, E2E_ADMIN.phone, E2E_ADMIN.password);
    await expectSignedIn(admin.page);
    await accountMenu(admin.page).click();
    await admin.page.getByRole('menuitem', { name: 'Admin Paneli' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await admin.page.locator('h1').first().waitFor();
  }, 90_000);

  it('signs out every open tab when one tab signs out', async () => {
    const { page, context } = await openPage(browser());
    await registerMember(context, 'Deniz', { lastName: 'Kaya' });
    await page.reload();
    const other = await context.newPage();
    await gotoHydrated(other, '/');
    await accountMenu(page).waitFor();
    await accountMenu(other).waitFor();
    // Marks the second tab's document: a reload would wipe it.
    await other.evaluate(() => document.documentElement.setAttribute('data-tab', 'kept'));

    await signOut(page);
    await guestLogin(other).waitFor({ timeout: 10_000 });
    expect(await accountMenu(other).count()).toBe(0);
    expect(await other.evaluate(() => document.documentElement.dataset.tab)).toBe('kept');
  }, 60_000);
});
