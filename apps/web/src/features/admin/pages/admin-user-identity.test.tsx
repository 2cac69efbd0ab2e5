import type { AdminIdentity } from '@arsamezat/shared/admin/admin-identity';
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

const OTHER_ID = '44444444-4444-4444-8444-444444444444';
const identity: AdminIdentity = {
  identity: {
    kind: 'tc',
    maskedNumber: '123******50',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    birthYear: 1985,
    province: 'Kütahya',
    district: 'Merkez',
    address: 'Cumhuriyet Mah. İnönü Cad. No: 12',
    companyTitle: null,
    companyTaxNumber: null,
    verifiedAt: '2026-11-10T08:00:00.000Z',
  },
  attemptsToday: 2,
  attempts: [
    { outcome: 'verified', at: '2026-11-10T08:00:00.000Z', otherAccount: null },
    { outcome: 'mismatch', at: '2026-11-10T07:55:00.000Z', otherAccount: null },
  ],
  triedByOthers: [
    { at: '2026-11-10T09:00:00.000Z', account: { id: OTHER_ID, fullName: 'Başka Hesap' } },
  ],
};

function renderPage(answers: { identity: AdminIdentity; afterReset?: AdminIdentity }) {
  const api = stubApi((url, init) => {
    if (url === '/api/auth/session') return { body: { user: null } };
    if (url === `${URL}/identity/reset` && init?.method === 'POST') {
      return { body: answers.afterReset };
    }
    if (url === `${URL}/identity`) return { body: answers.identity };
    return { body: detail() };
  });
  const view = renderWithRouter([{ path: '/admin/users/:id', Component: AdminUserDetailsPage }], {
    initialEntries: [`/admin/users/${USER_ID}`],
  });
  return { ...view, api };
}

beforeEach(() => vi.clearAllMocks());

describe('admin user page: identity verification', () => {
  it('shows status, date, the masked number, attempts and the other accounts that tried it', async () => {
    renderPage({ identity });
    const card = (await screen.findByRole('heading', { name: 'Kimlik Doğrulama' })).closest(
      'div.overflow-hidden',
    ) as HTMLElement;
    expect(await within(card).findByText('Kimliği doğrulanmış')).toBeInTheDocument();
    expect(within(card).getByText('123******50')).toBeInTheDocument();
    expect(within(card).getByText('Son 24 saatteki deneme: 2 / 5')).toBeInTheDocument();
    expect(within(card).getByText('Nüfus kayıtlarıyla eşleşmedi')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Başka Hesap' })).toHaveAttribute(
      'href',
      `/admin/users/${OTHER_ID}`,
    );
    expect(card.textContent).not.toMatch(/\d{11}/);
  });

  it('resets only with a reason, and shows the member as not verified after', async () => {
    const afterReset: AdminIdentity = { ...identity, identity: null, triedByOthers: [] };
    const { user, api } = renderPage({ identity, afterReset });
    await user.click(await screen.findByRole('button', { name: 'Doğrulamayı Sıfırla' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sıfırla' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sıfırlama gerekçesini yazınız (en az 5 karakter).',
    );
    await user.type(within(dialog).getByLabelText('Sıfırlama gerekçesi'), 'Kimlik kartı yenilendi');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sıfırla' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(await screen.findByText('Kimlik doğrulanmamış')).toBeInTheDocument();
    const reset = api.mock.calls.find(([url]) => url === `${URL}/identity/reset`);
    expect(JSON.parse(reset?.[1]?.body as string)).toEqual({ reason: 'Kimlik kartı yenilendi' });
  });
});
