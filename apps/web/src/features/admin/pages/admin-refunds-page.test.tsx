import type { AdminRefund, AdminRefundsPage } from '@arsamezat/shared/admin/admin-payments';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminRefundsPage as RefundsScreen } from './admin-refunds-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LISTING = { id: '11111111-1111-4111-8111-111111111111', title: 'Çeşme Deniz Manzaralı Arsa' };
const refund = (values: Partial<AdminRefund> = {}): AdminRefund => ({
  depositId: '44444444-4444-4444-8444-444444444444',
  amount: 2_500_000,
  status: 'refund_due',
  member: {
    id: '33333333-3333-4333-8333-333333333333',
    fullName: 'Ayşe Çelik',
    phone: '5321234567',
    email: null,
  },
  listing: LISTING,
  orderId: 'a11111111111141118111111111111111u5f0abct000000001',
  provider: 'iyzico',
  dueSince: '2026-11-02T09:00:00.000Z',
  refundBy: '2026-11-11T09:00:00.000Z',
  overdue: false,
  inProgress: false,
  lastError: null,
  refundedAt: null,
  ...values,
});
const page = (items: AdminRefund[]): AdminRefundsPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  groups: [{ listing: LISTING, count: 2, amount: 5_000_000 }],
  summary: { count: 2, amount: 5_000_000, overdue: 1 },
});

function renderWith(
  answer: (u: string, init?: RequestInit) => { status?: number; body?: unknown },
) {
  const api = stubApi(answer);
  const view = renderWithRouter([{ path: '/admin/refunds', Component: RefundsScreen }], {
    initialEntries: ['/admin/refunds'],
  });
  return { ...view, api };
}

const twoRefunds = [
  refund({ overdue: true, lastError: 'Banka iade işlemini onaylamadı (10005)' }),
  refund({
    depositId: '55555555-5555-4555-8555-555555555555',
    member: {
      id: '66666666-6666-4666-8666-666666666666',
      fullName: 'Mehmet Demir',
      phone: '5329876543',
      email: null,
    },
  }),
];

beforeEach(() => vi.clearAllMocks());

describe('admin refunds screen', () => {
  it('shows totals, the overdue refund highlighted and the last provider error', async () => {
    renderWith(() => ({ body: page(twoRefunds) }));
    const rows = await screen.findAllByTestId('refund-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Süresi geçti')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByText(/Son deneme başarısız: Banka iade işlemini onaylamadı/),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Teminat İade Sürecinde')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Süresi geçti')).not.toBeInTheDocument();
    expect(screen.getByText('Süresi geçen').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Toplam tutar').nextSibling).toHaveTextContent('50.000 ₺');
  });

  it('refunds one after a confirmation with its amount, and shows a refusal with its reason', async () => {
    const { user, api } = renderWith((_url, init) =>
      init?.method === 'POST'
        ? {
            status: 502,
            body: {
              error: {
                code: 'REFUND_FAILED',
                message: 'İade gerçekleştirilemedi: Banka iade işlemini onaylamadı',
              },
            },
          }
        : { body: page(twoRefunds) },
    );
    const rows = await screen.findAllByTestId('refund-row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'İade Et' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('25.000 ₺');
    expect(dialog).toHaveTextContent('Mehmet Demir');
    await user.click(within(dialog).getByRole('button', { name: 'İade Et' }));
    expect(api).toHaveBeenCalledWith(
      '/api/admin/deposits/55555555-5555-4555-8555-555555555555/refund',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(toast.error).toHaveBeenCalledWith('İade gerçekleştirilemedi.', {
      description: 'İade gerçekleştirilemedi: Banka iade işlemini onaylamadı',
      duration: 10_000,
    });
  });

  it('refunds all of a listing at once after confirming the total', async () => {
    const { user, api } = renderWith((_url, init) =>
      init?.method === 'POST'
        ? { body: { message: '2 teminat iade edildi.', refunded: 2, failed: [], skipped: 0 } }
        : { body: page(twoRefunds) },
    );
    const group = await screen.findByTestId('refund-group');
    await user.click(within(group).getByRole('button', { name: 'Tümünü İade Et' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('50.000 ₺');
    await user.click(within(dialog).getByRole('button', { name: '2 Teminatı İade Et' }));
    expect(api).toHaveBeenCalledWith(
      `/api/admin/listings/${LISTING.id}/refunds`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(toast.success).toHaveBeenCalledWith('2 teminat iade edildi.');
  });
});
