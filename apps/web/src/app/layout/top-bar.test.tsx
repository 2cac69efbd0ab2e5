import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, guest, loading, member, setFakeAuth } from '../../testing/fake-auth';
import { renderWithRouter } from '../../testing/render-with-router';
import { MainLayout } from './main-layout';

vi.mock('../../lib/session/use-auth', () => import('../../testing/fake-auth'));

const routes: RouteObject[] = [
  {
    Component: MainLayout,
    children: [
      { index: true, element: <h1>Anasayfa içeriği</h1> },
      { path: '/about', element: <h1>Hakkımızda sayfası</h1> },
      { path: '/sss', element: <h1>SSS sayfası</h1> },
      { path: '*', element: <h1>Başka sayfa</h1> },
    ],
  },
];

const mainNav = () => within(screen.getByRole('navigation', { name: 'Ana menü' }));

/** A member's links, in the desktop menu and the phone drawer alike. */
const MEMBER_LINKS = [
  ['Profilim', '/profile'],
  ['Panelim', '/dashboard'],
  ['Tekliflerim', '/bids'],
  ['Takip Ettiklerim', '/watchlist'],
  ['Ayarlar', '/settings'],
  ['Kurumsal Başvuru', '/firm/apply'],
];
const header = () => within(screen.getByRole('banner'));

beforeEach(() => setFakeAuth(guest));

describe('TopBar', () => {
  it('shows the brand from the site config, İhaleler and the four public links', () => {
    renderWithRouter(routes);
    expect(header().getByRole('link', { name: 'TestArsa anasayfa' })).toHaveAttribute('href', '/');
    const links = mainNav().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['İhaleler', '/auctions'],
      ['Hakkımızda', '/about'],
      ['Sözleşmeler', '/terms-of-use'],
      ['SSS', '/sss'],
      ['İletişim', '/contact'],
    ]);
  });

  it('offers guests Giriş Yap and Kayıt Ol, which come back to this page', () => {
    renderWithRouter(routes);
    expect(header().getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      '/login?next=%2F',
    );
    expect(header().getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute(
      'href',
      '/signup?next=%2F',
    );
    expect(header().queryByRole('button', { name: 'Hesap menüsü' })).not.toBeInTheDocument();
  });

  it("carries a listing's page, or a browse with its filters, to sign-in as the return path", () => {
    const page = '/auctions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    renderWithRouter(routes, { initialEntries: [page] });
    expect(header().getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(page)}`,
    );
  });

  it('keeps the return path of the sign-in page it is on, and the filters of a browse', () => {
    renderWithRouter(routes, { initialEntries: ['/login?next=%2Fauctions%3Fcities%3DKonya'] });
    expect(header().getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fauctions%3Fcities%3DKonya',
    );
  });

  it('marks the current page link with aria-current', () => {
    renderWithRouter(routes, { initialEntries: ['/about'] });
    expect(mainNav().getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainNav().getByRole('link', { name: 'SSS' })).not.toHaveAttribute('aria-current');
  });

  it('changes its look once the page is scrolled past 20 px', () => {
    renderWithRouter(routes);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 20;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('shows a spinner instead of the account buttons while the session loads', () => {
    setFakeAuth(loading);
    renderWithRouter(routes);
    expect(header().getByRole('status')).toHaveTextContent('Oturum bilgileri yükleniyor...');
    expect(header().queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });

  it('gives a member their links and sign-out, but no admin panel', async () => {
    setFakeAuth(member);
    const { user } = renderWithRouter(routes);
    expect(header().queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    await user.click(header().getByRole('button', { name: 'Hesap menüsü' }));
    const menu = within(await screen.findByRole('menu'));
    expect(
      menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([...MEMBER_LINKS, ['Çıkış Yap', null]]);
  });

  it("gives a member of an approved firm 'Firma Paneli' and its users instead of the application", async () => {
    if (member.status !== 'authenticated') throw new Error('the fake member is signed in');
    setFakeAuth({
      ...member,
      user: {
        ...member.user,
        firm: { slug: 'deneme-as', title: 'Deneme A.Ş.', status: 'approved', role: 'owner' },
      },
    });
    const { user } = renderWithRouter(routes);
    await user.click(header().getByRole('button', { name: 'Hesap menüsü' }));
    const menu = within(await screen.findByRole('menu'));
    const links = menu
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toContainEqual(['Firma Paneli', '/firm']);
    expect(links).toContainEqual(['Firma Kullanıcıları', '/firm/members']);
    expect(links).not.toContainEqual(['Kurumsal Başvuru', '/firm/apply']);
  });

  it('adds Admin Paneli for admins and closes the menu when the session ends', async () => {
    setFakeAuth(admin);
    const { user } = renderWithRouter(routes);
    await user.click(header().getByRole('button', { name: 'Hesap menüsü' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Paneli' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    act(() => setFakeAuth(guest));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
  });
});

describe('mobile drawer', () => {
  it("lists a member's links as the desktop menu does, Tekliflerim and Ayarlar among them", async () => {
    setFakeAuth(member);
    const { user } = renderWithRouter(routes);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menü' }));
    const account = within(drawer.getByText('Ayşe Yılmaz').parentElement as HTMLElement);
    const links = account
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(MEMBER_LINKS);
    expect(drawer.getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
  });

  it('offers a guest Kayıt Ol and Giriş Yap that come back to this page', async () => {
    const { user } = renderWithRouter(routes, { initialEntries: ['/auctions?cities=Konya'] });
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menü' }));
    expect(drawer.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      '/login?next=%2Fauctions%3Fcities%3DKonya',
    );
    expect(drawer.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fauctions%3Fcities%3DKonya',
    );
  });

  it('opens from the menu button and closes when one of its links navigates', async () => {
    const { user, router } = renderWithRouter(routes);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menü' }));
    expect(drawer.getByRole('link', { name: 'Kayıt Ol' })).toBeInTheDocument();
    await user.click(drawer.getByRole('link', { name: 'SSS' }));
    expect(router.state.location.pathname).toBe('/sss');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SSS sayfası' })).toBeInTheDocument();
  });

  it('opens once the page is live when its button was tapped before (the boot script kept it)', async () => {
    window.__arsamezatKeptPress = 'menu';
    renderWithRouter(routes);
    expect(await screen.findByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
    expect(window.__arsamezatKeptPress).toBeUndefined();
  });

  it('stays closed when the visitor goes back to the page it was opened on', async () => {
    const { user, router } = renderWithRouter(routes);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'SSS' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Anasayfa içeriği' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the menu button', async () => {
    const { user } = renderWithRouter(routes);
    const trigger = screen.getByRole('button', { name: 'Menüyü aç' });
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The drawer's own button took the stand-in's place, with the focus back on it.
    expect(screen.getByRole('button', { name: 'Menüyü aç' })).toHaveFocus();
  });

  it('closes when the session changes and then shows the member entries', async () => {
    const { user } = renderWithRouter(routes);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    act(() => setFakeAuth(admin));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menü' }));
    expect(drawer.getByRole('link', { name: 'Admin Paneli' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(drawer.getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });
});
