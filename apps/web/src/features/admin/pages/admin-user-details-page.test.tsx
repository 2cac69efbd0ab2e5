import type { AdminUserDetail, SignInThrottleStatus } from '@arsamezat/shared/admin/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi, userSummary } from '../testing/admin-test-kit';
import { AdminUserDetailsPage } from './admin-user-details-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const USER_ID = '33333333-3333-4333-8333-333333333333';
const URL = `/api/admin/users/${USER_ID}`;
const emptyPage = { items: [], total: 0, page: 1, pageSize: 10 };

function detail(signInThrottle: Partial<SignInThrottleStatus> = {}): AdminUserDetail {
  return {
    user: {
      ...userSummary(),
      address: null,
      city: null,
      postalCode: null,
      emailVerified: true,
      banReason: null,
      bannedAt: null,
      deletedAt: null,
    },
    signIns: [],
    signInThrottle: {
      failures: 0,
      limit: 100,
      lastFailureAt: null,
      codeRequiredUntil: null,
      ...signInThrottle,
    },
    deposits: emptyPage,
    bids: emptyPage,
    offers: emptyPage,
    strikes: { status: { count: 0, blocked: false, until: null }, items: [] },
  };
}

const THROTTLED = {
  failures: 104,
  lastFailureAt: '2026-11-10T08:59:00.000Z',
  codeRequiredUntil: '2026-11-11T07:30:00.000Z',
};

function renderPage(handler: Parameters<typeof stubApi>[0]) {
  const api = stubApi((url, init) =>
    url === '/api/auth/session' ? { body: { user: null } } : handler(url, init),
  );
  const view = renderWithRouter([{ path: '/admin/users/:id', Component: AdminUserDetailsPage }], {
    initialEntries: [`/admin/users/${USER_ID}`],
  });
  return { ...view, api };
}

beforeEach(() => vi.clearAllMocks());

describe('admin user page: sign-in throttling', () => {
  it('says nothing of it when the phone has no failed sign-ins', async () => {
    renderPage(() => ({ body: detail() }));
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    expect(screen.queryByText(/hatalı giriş/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sınırı Kaldır' })).not.toBeInTheDocument();
  });

  it('shows failures below the ceiling, and what happens at it', async () => {
    renderPage(() => ({ body: detail({ failures: 7, lastFailureAt: THROTTLED.lastFailureAt }) }));
    expect(await screen.findByText('Son 24 saatte 7 hatalı giriş denemesi')).toBeInTheDocument();
    expect(
      screen.getByText('100 hatalı denemede şifreyle girişte SMS kodu da istenir.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Son hatalı deneme: 10.11.2026 11:59')).toBeInTheDocument();
  });

  it('past the ceiling says until when a code is needed; clearing asks first, then refreshes', async () => {
    let cleared = false;
    const { api, user } = renderPage((url, init) => {
      if (init?.method === 'DELETE') {
        cleared = true;
        return { body: { user: userSummary(), message: 'Giriş denemesi sınırı kaldırıldı.' } };
      }
      return { body: detail(cleared ? {} : THROTTLED) };
    });
    const notice = (await screen.findByText('Giriş sınırı aşıldı: girişte SMS kodu isteniyor'))
      .parentElement!;
    expect(
      within(notice).getByText(
        'Son 24 saatte 104 hatalı giriş denemesi (sınır 100). 11.11.2026 10:30 tarihine kadar şifrenin yanında telefona gönderilen kod isteniyor.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sınırı Kaldır' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/hatalı giriş denemeleri silinecek/)).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sınırı Kaldır' }));

    expect(toast.success).toHaveBeenCalledWith('Giriş denemesi sınırı kaldırıldı.');
    const del = api.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(del?.[0]).toBe(`${URL}/sign-in-throttle`);
    // The page reads the member again: nothing is left to show.
    await waitFor(() => expect(screen.queryByText(/Giriş sınırı aşıldı/)).not.toBeInTheDocument());
  });

  it('shows the server refusal when clearing fails', async () => {
    const { user } = renderPage((_url, init) =>
      init?.method === 'DELETE'
        ? { status: 409, body: { error: { code: 'USER_DELETED', message: 'Hesap silinmiş.' } } }
        : { body: detail(THROTTLED) },
    );
    await user.click(await screen.findByRole('button', { name: 'Sınırı Kaldır' }));
    await user.click(await screen.findByRole('button', { name: 'Evet, Sınırı Kaldır' }));
    expect(toast.error).toHaveBeenCalledWith('Hesap silinmiş.');
  });
});

describe('admin user page: strikes (issue 29)', () => {
  const SALE_ID = '55555555-5555-4555-8555-555555555555';
  const strikes = (blocked: boolean): NonNullable<AdminUserDetail['strikes']> => ({
    status: { count: blocked ? 3 : 1, blocked, until: blocked ? '2027-03-01T09:00:00.000Z' : null },
    items: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        saleId: SALE_ID,
        saleNumber: 'SAT-2026-000101',
        reason: 'Ödeme güvencesi süresinde sağlanmadı: Alıcı aramalara dönmedi',
        createdAt: '2026-11-12T06:05:00.000Z',
        counting: true,
      },
      {
        id: '88888888-8888-4888-8888-888888888888',
        saleId: null,
        saleNumber: null,
        reason: 'buyer_withdrew',
        createdAt: '2024-01-02T06:05:00.000Z',
        counting: false,
      },
    ],
  });

  it('lists each strike with its sale, reason and date, and which still count', async () => {
    renderPage(() => ({ body: { ...detail(), strikes: strikes(false) } }));
    const card = (await screen.findByRole('heading', { name: /Uyarılar \(Temerrüt\)/ }))
      .parentElement as HTMLElement;
    expect(within(card).getByRole('link', { name: 'SAT-2026-000101' })).toHaveAttribute(
      'href',
      `/sales/${SALE_ID}`,
    );
    expect(
      within(card).getByText('Ödeme güvencesi süresinde sağlanmadı: Alıcı aramalara dönmedi'),
    ).toBeInTheDocument();
    expect(within(card).getByText('12.11.2026 09:05')).toBeInTheDocument();
    expect(within(card).getByText('Sayılıyor')).toBeInTheDocument();
    expect(within(card).getByText('Alıcı satıştan vazgeçti')).toBeInTheDocument();
    expect(within(card).getByText('Süresi doldu')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the member cannot pay deposits at the limit, and until when', async () => {
    renderPage(() => ({ body: { ...detail(), strikes: strikes(true) } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uyarı sınırına ulaştı: yeni teminat yatıramaz.');
    expect(alert).toHaveTextContent('Engel 1 Mart 2027 tarihinde kalkar.');
  });

  it('says there are none', async () => {
    renderPage(() => ({
      body: {
        ...detail(),
        strikes: { status: { count: 0, blocked: false, until: null }, items: [] },
      },
    }));
    expect(await screen.findByText('Uyarı yok.')).toBeInTheDocument();
  });
});
