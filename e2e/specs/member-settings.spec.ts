import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { expectNoSideScroll } from '../support/fits.ts';
import {
  MEMBER_PASSWORD,
  codeIn,
  newPhone,
  nthMessage,
  registerMember,
} from '../support/members.ts';

const browser = useBrowser();

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await page.locator('header').first().getByRole('link', { name: 'Giriş Yap' }).waitFor();
}

async function fillLogin(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Telefon Numarası' }).fill(phone);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 401'));

describe('member settings', () => {
  const twoStepPhone = newPhone();
  let twoStepContext: BrowserContext;
  beforeAll(async () => {
    twoStepContext = await browser().newContext({ baseURL: baseUrl(), locale: 'tr-TR' });
    await twoStepContext.request.get(`${baseUrl()}/api/auth/session`);
    await registerMember(twoStepContext, 'Deniz', { phone: twoStepPhone, lastName: 'Kaya' });
  });

  it('updates the profile and verifies the e-mail from the link (375 px)', async () => {
    const phone = newPhone();
    const email = `uye-${phone}@ornek.com`;
    const { page, context, errors } = await openPage(browser(), MOBILE);
    await registerMember(context, 'Deniz', { phone: phone, lastName: 'Kaya' });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Deniz Kaya' }).waitFor();
    await page.getByText(/Üyelik Tarihi:/).waitFor();
    await page.getByLabel('Ad', { exact: true }).fill('Deniz Su');
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('İl').selectOption('Kütahya');
    await page.getByLabel('Posta Kodu').fill('43100');
    await page.getByRole('button', { name: 'Bilgilerimi Kaydet' }).click();
    await page.getByText('Profil bilgileriniz başarıyla güncellendi.').waitFor();
    await page.getByText(/E-posta adresiniz doğrulanmadı/).waitFor();
    await expectNoSideScroll(page);

    const mail = await nthMessage(email, 1);
    const link = /(https?:\/\/\S+\/verify-email#token=[\w-]+)/.exec(mail)![1]!;
    await page.goto(link);
    await page.getByText('E-posta adresiniz doğrulandı.').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/verify-email`);

    await page.goto('/profile');
    await page.getByText('E-posta adresiniz doğrulandı').waitFor();
    expect(await page.getByLabel('İl').inputValue()).toBe('Kütahya');
    await page.getByRole('heading', { name: 'Deniz Su Kaya' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it('changes the password, signs out other sessions, and signs in with the new one', async () => {
    const phone = newPhone();
    const { page, context, errors } = await openPage(browser());
    await registerMember(context, 'Deniz', { phone: phone, lastName: 'Kaya' });
    const other = await browser().newContext({ baseURL: baseUrl() });
    await other.request.get(`${baseUrl()}/api/auth/session`);
    const csrf = (await other.cookies(baseUrl())).find((c) => c.name === 'csrf_token')?.value;
    const signedIn = await other.request.post(`${baseUrl()}/api/auth/login`, {
      headers: { 'x-csrf-token': csrf ?? '' },
      data: { phone, password: MEMBER_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto('/profile?tab=account');
    await page.getByLabel('Mevcut Şifre').fill(MEMBER_PASSWORD);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('Yeni-Arsa-Sifre-7');
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni-Arsa-Sifre-7');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await page.getByText('Şifreniz başarıyla güncellendi.').waitFor();

    const session = await other.request.get(`${baseUrl()}/api/auth/session`);
    expect(((await session.json()) as { user: unknown }).user).toBeNull();
    await other.close();

    await page.reload();
    await page.getByRole('heading', { name: 'Deniz Kaya' }).waitFor();
    await signOut(page);
    await fillLogin(page, phone, MEMBER_PASSWORD);
    await page.getByText('Geçersiz giriş bilgileri').waitFor();
    await fillLogin(page, phone, 'Yeni-Arsa-Sifre-7');
    await page.waitForURL((url) => url.pathname === '/');
    expect(unexpected(errors)).toEqual([]);
  });

  it('keeps the settings toggles after a reload', async () => {
    const phone = newPhone();
    const { page, context, errors } = await openPage(browser());
    await registerMember(context, 'Deniz', { phone: phone, lastName: 'Kaya' });
    await page.goto('/settings');
    const email = page.getByRole('switch', { name: 'E-posta Bildirimleri' });
    const marketing = page.getByRole('switch', { name: 'Pazarlama E-postaları' });
    expect(await email.getAttribute('aria-checked')).toBe('true');
    expect(await marketing.getAttribute('aria-checked')).toBe('false');
    await email.click();
    await page.getByText('Ayarlarınız başarıyla güncellendi.').waitFor();
    await marketing.click();
    await expect.poll(() => marketing.getAttribute('aria-checked')).toBe('true');
    await page.getByText('Ayarlarınız başarıyla güncellendi.').waitFor({ state: 'hidden' });

    await page.reload();
    await expect.poll(() => email.getAttribute('aria-checked')).toBe('false');
    expect(await marketing.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.getByRole('switch', { name: 'İki Adımlı Doğrulama' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(unexpected(errors)).toEqual([]);
  });

  it('signs in in two steps with the SMS code once two-step sign-in is on', async () => {
    const { page, context, errors } = await openPage(browser());
    await context.addCookies(await twoStepContext.cookies(baseUrl()));
    await twoStepContext.close();
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'İki Adımlı Doğrulama' }).click();
    await page.getByText('Ayarlarınız başarıyla güncellendi.').waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('switch', { name: 'İki Adımlı Doğrulama' }).getAttribute('aria-checked'),
      )
      .toBe('true');
    await signOut(page);

    // Sign-in codes have their own budget: no wait for the sign-up code's minute (decision 052).
    await fillLogin(page, twoStepPhone, MEMBER_PASSWORD);
    await page.getByRole('heading', { name: 'İki Adımlı Doğrulama' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/login`);
    const sms = await nthMessage(twoStepPhone, 2);
    expect(sms).toContain('giriş doğrulama kodunuz');
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(codeIn(sms));
    await page.getByRole('button', { name: 'DOĞRULA VE GİRİŞ YAP' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Hesap menüsü' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  }, 150_000);
});
