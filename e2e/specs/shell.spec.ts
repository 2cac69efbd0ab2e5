import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { MEMBER_PASSWORD, registerMember } from '../support/members.ts';

const browser = useBrowser();

/** Every route of spec 01's route table, with what a visitor must end up seeing. */
const ROUTES: { path: string; landsOn?: string }[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/sss' },
  { path: '/terms-of-use' },
  { path: '/privacy-policy' },
  { path: '/sartlar-ve-kosullar' },
  { path: '/kvkk-aydinlatma-metni' },
  { path: '/cookies' },
  { path: '/legal' },
  { path: '/security' },
  { path: '/auctions' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/forgot-password' },
  { path: '/reset-password' },
  { path: '/payment-callback' },
  { path: '/dashboard', landsOn: '/login' },
  { path: '/profile', landsOn: '/login' },
  { path: '/settings', landsOn: '/login' },
  { path: '/admin/dashboard', landsOn: '/login' },
];

describe('the shell', () => {
  it('answers every route of the route table with a page, not an error', async () => {
    const { page, errors } = await openPage(browser());
    for (const route of ROUTES) {
      await page.goto(route.path);
      await page.locator('h1').first().waitFor();
      expect(new URL(page.url()).pathname, route.path).toBe(route.landsOn ?? route.path);
      expect(await page.locator('body').innerText(), route.path).not.toContain(
        'Unexpected Application Error!',
      );
    }
    expect(errors).toEqual([]);
  });

  it('has the four public links in the top bar, highlights the active one, and guest buttons', async () => {
    const { page, errors } = await openPage(browser());
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const [label, path] of [
      ['Hakkımızda', '/about'],
      ['Sözleşmeler', '/terms-of-use'],
      ['SSS', '/sss'],
      ['İletişim', '/contact'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect
        .poll(() =>
          nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current'),
        )
        .toBe('page');
    }
    // The guest buttons come back to the page they were pressed on.
    const header = page.locator('header').first();
    expect(await header.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe(
      '/login?next=%2Fcontact',
    );
    expect(await header.getByRole('link', { name: 'Kayıt Ol' }).getAttribute('href')).toBe(
      '/signup?next=%2Fcontact',
    );
    expect(errors).toEqual([]);
  });

  it('changes the top bar once the page is scrolled past 20 px', async () => {
    const { page } = await openPage(browser(), undefined, '/sss');
    const header = page.locator('header').first();
    await page.locator('h1').first().waitFor();
    const before = await header.getAttribute('class');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('class')).not.toBe(before);
  });

  it('has every footer item and its links lead to their pages', async () => {
    const { page } = await openPage(browser());
    const footer = page.locator('footer');
    const text = await footer.innerText();
    expect(text).toContain('Akhisar');
    expect(text).toContain(String(new Date().getFullYear()));
    expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await footer.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    for (const social of ['whatsapp', 'instagram', 'facebook']) {
      expect(await footer.locator(`a[href*="${social}"]`).count(), social).toBeGreaterThan(0);
    }
    for (const label of [
      'KVKK Aydınlatma Metni',
      'Çerez Politikası',
      'Yasal Uyarılar',
      'Güvenlik',
    ]) {
      await footer.getByRole('link', { name: label }).click();
      await page.locator('h1').first().waitFor();
      expect(await page.locator('h1').first().innerText()).not.toBe('');
    }
  });

  it('opens the drawer at 375 px and closes it on navigation', async () => {
    const { page, errors } = await openPage(browser(), MOBILE);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'İletişim' }).click();
    await page.waitForURL('**/contact');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it("brings a member back to the page whose header 'Giriş Yap' they pressed", async () => {
    // A member of their own, signed in elsewhere: this browser is a guest.
    const elsewhere = await openPage(browser());
    const phone = await registerMember(elsewhere.context, 'Dönüş');
    await elsewhere.context.close();
    const listings = (await (
      await fetch(`${baseUrl()}/api/listings?tab=auctions&phase=active&pageSize=1`)
    ).json()) as { items: { id: string }[] };
    const listing = `/auctions/${listings.items[0]?.id}`;

    /** Presses the header's 'Giriş Yap' on `path`, signs in, and answers where it landed. */
    const signInFrom = async (page: Page, path: string) => {
      await page.goto(path);
      // A plain link, drawn by the server with the way back: it works before the scripts.
      const signIn = page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' });
      expect(await signIn.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(path)}`);
      await signIn.click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('textbox', { name: 'Telefon Numarası' }).fill(phone);
      await page.getByLabel('Şifre', { exact: true }).fill(MEMBER_PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    };

    // A listing, on a desktop.
    const desktop = await openPage(browser());
    expect(await signInFrom(desktop.page, listing)).toBe(listing);
    await desktop.page.getByRole('button', { name: 'Hesap menüsü' }).waitFor();
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    // A browse with its filters, on a phone: 'Giriş Yap' is beside the menu button.
    const browse = '/auctions?cities=Konya&sort=priceAsc';
    const phone375 = await openPage(browser(), MOBILE);
    expect(await signInFrom(phone375.page, browse)).toBe(browse);
    expect(phone375.errors).toEqual([]);
    await phone375.context.close();

    // The sign-in page's sign-up link keeps the way back; so does the header's 'Kayıt Ol'.
    const signUp = await openPage(browser(), undefined, browse);
    await signUp.page.getByRole('banner').getByRole('link', { name: 'Kayıt Ol' }).click();
    await signUp.page.waitForURL((url) => url.pathname === '/signup');
    expect(new URL(signUp.page.url()).searchParams.get('next')).toBe(browse);
    await signUp.page.getByRole('link', { name: 'Giriş yapın' }).click();
    await signUp.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(signUp.page.url()).searchParams.get('next')).toBe(browse);
    await signUp.context.close();
  });

  it('answers an unknown address with 404 and a Turkish not-found page with a way home', async () => {
    const { page } = await openPage(browser(), undefined, '/about');
    const answer = await page.goto('/bu-sayfa-yok');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Aradığınız sayfa taşınmış');
    expect(await page.locator('body').innerText()).not.toContain('Unexpected Application Error');
    await page.getByRole('link', { name: 'Anasayfaya Dön' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
