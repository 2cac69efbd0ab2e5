import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { expectNoSideScroll } from '../support/fits.ts';
import { MEMBER_PASSWORD, api, registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

const browser = useBrowser();

async function roleOf(context: BrowserContext) {
  const res = await api(context, 'GET', '/api/auth/session');
  return ((await res.json()) as { user: { role: string } | null }).user?.role ?? null;
}

async function openUser(page: Page, phone: string, fullName: string) {
  await page.goto(`/admin/users?q=${phone}`);
  // The table (wide screens) or the cards (phones): whichever is shown.
  await page.getByRole('link', { name: `${fullName} detayları` }).waitFor();
}

describe('admin users', () => {
  it('the admin promotes a member to admin and back, confirming each time', async () => {
    const member = await openPage(browser());
    const phone = await registerMember(member.context, 'Rol');
    const fullName = 'Rol Deneme';
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
    const phone = await registerMember(member.context, 'Engel');
    const fullName = 'Engel Deneme';
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
    await member.page.getByLabel('Şifre', { exact: true }).fill(MEMBER_PASSWORD);
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
