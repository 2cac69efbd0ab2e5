import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

const browser = useBrowser();

const newPhone = () => `54${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const PASSWORD = 'Arsa-Deneme-2026';

async function api(context: BrowserContext, method: string, path: string, data?: unknown) {
  const cookies = await context.cookies(baseUrl());
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return context.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf },
    ...(data === undefined ? {} : { data }),
  });
}

async function signUpCode(phone: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${phone}`);
    const { messages } = (await res.json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${phone}`);
}

/** A member registered through the API (signed in in `context`). */
async function registerMember(context: BrowserContext, firstName: string) {
  const phone = newPhone();
  expect(
    (await api(context, 'POST', '/api/auth/codes', { phone, purpose: 'signup' })).status(),
  ).toBe(200);
  const res = await api(context, 'POST', '/api/auth/register', {
    firstName,
    lastName: 'Deneme',
    phone,
    password: PASSWORD,
    code: await signUpCode(phone),
    marketingConsent: false,
    termsAccepted: true,
  });
  expect(res.status()).toBe(201);
  return { phone, fullName: `${firstName} Deneme` };
}

async function roleOf(context: BrowserContext) {
  const res = await api(context, 'GET', '/api/auth/session');
  return ((await res.json()) as { user: { role: string } | null }).user?.role ?? null;
}

async function openUser(page: Page, phone: string, fullName: string) {
  await page.goto(`/admin/users?q=${phone}`);
  // The table (wide screens) or the cards (phones): whichever is shown.
  await page.getByRole('link', { name: `${fullName} detayları` }).waitFor();
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('admin users', () => {
  it('the admin promotes a member to admin and back, confirming each time', async () => {
    const member = await openPage(browser());
    const { phone, fullName } = await registerMember(member.context, 'Rol');
    const { page, errors } = await openPage(browser());
    await signInAsAdmin(page);
    await openUser(page, phone, fullName);

    await page.getByRole('button', { name: `${fullName}: Admin yap` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Admin yap' }).click();
    await page.getByText('Kullanıcı rolü Admin olarak güncellendi!').waitFor();
    expect(await roleOf(member.context)).toBe('admin');

    await page.getByRole('button', { name: `${fullName}: Kullanıcı yap` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Evet, Kullanıcı yap' })
      .click();
    await page.getByText('Kullanıcı rolü Kullanıcı olarak güncellendi!').waitFor();
    expect(await roleOf(member.context)).toBe('user');
    await page.screenshot({ path: 'e2e/artifacts/admin-users-1280.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  it('bans a member: their next request is signed out and sign-in says why', async () => {
    const member = await openPage(browser());
    const { phone, fullName } = await registerMember(member.context, 'Engel');
    expect((await api(member.context, 'GET', '/api/me/profile')).status()).toBe(200);

    const { page, errors } = await openPage(browser(), MOBILE);
    await signInAsAdmin(page);
    await openUser(page, phone, fullName);
    await expectNoSideScroll(page);
    await page.getByRole('link', { name: `${fullName} detayları` }).click();
    await page.getByRole('heading', { name: fullName }).waitFor();
    await page.getByRole('button', { name: 'Engelle' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('en yüksek teklifleri silinmez', { exact: false }).waitFor();
    await dialog.getByLabel('Süresiz').check();
    await dialog.getByLabel('Engelleme nedeni').fill('Sahte hesap şüphesi');
    await page.screenshot({ path: 'e2e/artifacts/admin-ban-dialog-375.png' });
    await dialog.getByRole('button', { name: 'Evet, Engelle' }).click();
    await page.getByText('Kullanıcı engellendi.').waitFor();
    await page.getByText('Engelli: süresiz').waitFor();
    await expectNoSideScroll(page);
    await page.screenshot({ path: 'e2e/artifacts/admin-user-details-375.png', fullPage: true });

    // The member's very next request: signed out.
    expect((await api(member.context, 'GET', '/api/me/profile')).status()).toBe(401);
    await member.page.goto('/login');
    await member.page.getByRole('textbox', { name: 'Telefon Numarası' }).fill(phone);
    await member.page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await member.page.getByRole('button', { name: 'Giriş Yap' }).click();
    await member.page
      .getByText('Hesabınız süresiz olarak askıya alınmıştır. Lütfen bizimle iletişime geçin.')
      .waitFor();

    await page.getByRole('button', { name: 'Engeli Kaldır' }).click();
    await page.getByRole('button', { name: 'Evet, Engeli Kaldır' }).click();
    await page.getByText('Kullanıcının engeli kaldırıldı.').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the overview, users and KVKK pages without sideways scrolling at 375 px', async () => {
    const { page, errors } = await openPage(browser(), MOBILE);
    await signInAsAdmin(page);
    for (const [path, heading, shot] of [
      ['/admin/dashboard', 'Bugün Yapılacaklar', 'overview'],
      ['/admin/users', 'Kullanıcılar', 'users'],
      ['/admin/kvkk', 'KVKK Başvuruları', 'kvkk'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await expectNoSideScroll(page);
      await page.screenshot({ path: `e2e/artifacts/admin-${shot}-375.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Bugün Yapılacaklar' }).waitFor();
    await page.screenshot({ path: 'e2e/artifacts/admin-overview-1280.png', fullPage: true });
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });
});
