import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, member, setFakeAuth } from '../../testing/fake-auth';
import { renderWithRouter } from '../../testing/render-with-router';
import { AdminApp } from './admin-app';
import { adminOverview, stubApi, summary } from './testing/admin-test-kit';

vi.mock('../../lib/session/use-auth', () => import('../../testing/fake-auth'));

const routes = [
  { path: '/admin/*', Component: AdminApp },
  { path: '/dashboard', element: <h1>Panelim</h1> },
];

beforeEach(() => {
  stubApi((url) =>
    url.startsWith('/api/admin/overview')
      ? { body: adminOverview({ users: { total: 7 }, recentUsers: [] }) }
      : {
          body: {
            items: [summary()],
            total: 1,
            page: 1,
            pageSize: 20,
            counts: { all: 1, active: 1, upcoming: 0, ended: 0 },
          },
        },
  );
});

describe('admin panel', () => {
  it('tells a non-admin that access is denied and offers the way back', async () => {
    setFakeAuth(member);
    const { user, router } = renderWithRouter(routes, { initialEntries: ['/admin/listings'] });
    expect(screen.getByRole('heading', { name: 'Erişim Engellendi' })).toBeInTheDocument();
    expect(
      screen.getByText('Bu sayfaya erişim yetkiniz yok. Yönetici yetkisine sahip olmalısınız.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Panelime Dön' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens on the overview with the side menu and the real counts', async () => {
    setFakeAuth(admin);
    const { router } = renderWithRouter(routes, { initialEntries: ['/admin'] });
    expect(await screen.findByRole('heading', { name: 'Genel Bakış' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    const sections = [
      ['Genel Bakış', '/admin/dashboard'],
      ['İlanlar', '/admin/listings'],
      ['Teklifler', '/admin/offers'],
      ['Satışlar', '/admin/sales'],
      ['Kullanıcılar', '/admin/users'],
      ['KVKK Başvuruları', '/admin/kvkk'],
      ['Ödemeler', '/admin/payments'],
      ['İadeler', '/admin/refunds'],
      ['Mesajlar', '/admin/messages'],
      ['Denetim Kaydı', '/admin/audit'],
      ['Kullanıcı Paneline Dön', '/dashboard'],
    ];
    for (const [label, href] of sections) {
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(menu).not.toHaveTextContent(/Overview|Auctions|Users|Payments|Back to User Panel/);
    expect(await screen.findByText('Toplam Kullanıcı')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('switches sections from the mobile select', async () => {
    setFakeAuth(admin);
    const { user, router } = renderWithRouter(routes, { initialEntries: ['/admin/dashboard'] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bölüm' }), 'Ödemeler');
    expect(router.state.location.pathname).toBe('/admin/payments');
    expect(await screen.findByRole('heading', { name: 'Ödemeler' })).toBeInTheDocument();
  });
});
