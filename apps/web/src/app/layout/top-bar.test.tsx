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

  it('offers guests Giriş Yap and Kayıt Ol', () => {
    renderWithRouter(routes);
    expect(header().getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(header().getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/signup');
    expect(header().queryByRole('button', { name: 'Hesap menüsü' })).not.toBeInTheDocument();
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

  it('gives a member Profilim, Panelim and sign-out, but no admin panel', async () => {
    setFakeAuth(member);
    const { user } = renderWithRouter(routes);
    expect(header().queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    await user.click(header().getByRole('button', { name: 'Hesap menüsü' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Profilim' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('menuitem', { name: 'Panelim' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin Paneli' })).not.toBeInTheDocument();
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
  it('opens from the menu button and closes when one of its links navigates', async () => {
    const { user, router } = renderWithRouter(routes);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Menü' }));
    expect(drawer.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/signup');
    await user.click(drawer.getByRole('link', { name: 'SSS' }));
    expect(router.state.location.pathname).toBe('/sss');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SSS sayfası' })).toBeInTheDocument();
  });

  it('stays closed when the visitor goes back to the page it was opened on', async () => {
    const { user, router } = renderWithRouter(routes);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'SSS' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Anasayfa içeriği' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the menu button', async () => {
    const { user } = renderWithRouter(routes);
    const trigger = screen.getByRole('button', { name: 'Menüyü aç' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when the session changes and then shows the member entries', async () => {
    const { user } = renderWithRouter(routes);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    act(() => setFakeAuth(admin));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Menü' }));
    expect(drawer.getByRole('link', { name: 'Admin Paneli' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(drawer.getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });
});
