import { WEB_PAGE_PATTERNS } from '@arsamezat/shared/site/web-paths';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';
import { admin, guest, loading, member, setFakeAuth } from '../testing/fake-auth';
import { renderWithRouter } from '../testing/render-with-router';

vi.mock('../lib/session/use-auth', () => import('../testing/fake-auth'));

const visit = (path: string) => renderWithRouter(appRoutes, { initialEntries: [path] });

beforeEach(() => setFakeAuth(guest));

/** Every page path of a route table ('/' for an index route), without the catch-all. */
function pagePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe('route table', () => {
  it('is the list the server answers 200 for (every other page path is a 404)', () => {
    expect(pagePaths(appRoutes).sort()).toEqual([...WEB_PAGE_PATTERNS].sort());
  });

  it('renders public pages inside the main layout', async () => {
    visit('/payment-callback');
    expect(await screen.findByRole('heading', { name: 'Ödeme Sonucu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Giriş Yap'],
    ['/signup', 'Kayıt Ol'],
    ['/forgot-password', 'Şifremi Unuttum'],
    ['/reset-password', 'Yeni Şifre Belirle'],
  ])('shows %s in the plain centred layout, without the top bar', async (path, title) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menüyü aç' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TestArsa anasayfa' })).toHaveAttribute('href', '/');
  });

  it('shows the Turkish not-found page for an unknown address, inside the layout', async () => {
    visit('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Sayfa bulunamadı - TestArsa');
  });
});

describe('member guard (/dashboard, /bids, /profile, /settings)', () => {
  it.each(['/dashboard', '/bids', '/profile', '/settings', '/watchlist'])(
    'sends an anonymous visitor from %s to /login, replacing history',
    async (path) => {
      const { router } = visit(path);
      expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      // The page travels along, for after sign-in (decision 031).
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('shows the session spinner while auth is loading', async () => {
    setFakeAuth(loading);
    visit('/profile');
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('status')).toHaveTextContent('Oturum bilgileri yükleniyor...');
  });

  it('lets a member through', async () => {
    setFakeAuth(member);
    const { router } = visit('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Panelim' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('admin guard (/admin/*)', () => {
  it('sends an anonymous visitor to /login', async () => {
    const { router } = visit('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in member who is not an admin to /dashboard', async () => {
    setFakeAuth(member);
    const { router } = visit('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Panelim' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the permission spinner while auth is loading', async () => {
    setFakeAuth(loading);
    visit('/admin/dashboard');
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('status')).toHaveTextContent('Yetki kontrolü yapılıyor...');
  });

  it('lets an admin through', async () => {
    setFakeAuth(admin);
    visit('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Yönetim Paneli' })).toBeInTheDocument();
  });
});
