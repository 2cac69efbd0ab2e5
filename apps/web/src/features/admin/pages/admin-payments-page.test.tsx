import type { AdminPayment, AdminPaymentsPage } from '@arsamezat/shared/admin/admin-payments';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminPaymentsPage as PaymentsScreen } from './admin-payments-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LISTING = { id: '11111111-1111-4111-8111-111111111111', title: 'Kütahya Merkez Arsa' };
const payment = (values: Partial<AdminPayment> = {}): AdminPayment => ({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'deposit',
  packageSale: null,
  orderId: 'a11111111111141118111111111111111u5f0abct000000001',
  amount: 2_500_000,
  status: 'pending',
  provider: 'sandbox',
  manualNote: null,
  failureReason: null,
  member: {
    id: '33333333-3333-4333-8333-333333333333',
    fullName: 'Ayşe Çelik',
    phone: '5321234567',
    email: null,
  },
  listing: LISTING,
  deposit: { id: '44444444-4444-4444-8444-444444444444', status: 'pending' },
  isLiveAttempt: true,
  createdAt: '2026-11-17T09:00:00.000Z',
  completedAt: null,
  ...values,
});
const page = (items: AdminPayment[]): AdminPaymentsPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  listings: [LISTING],
});

function renderAt(
  url: string,
  answer: (u: string, init?: RequestInit) => { status?: number; body?: unknown },
) {
  const api = stubApi(answer);
  const view = renderWithRouter([{ path: '/admin/payments', Component: PaymentsScreen }], {
    initialEntries: [url],
  });
  return { ...view, api };
}

beforeEach(() => vi.clearAllMocks());

describe('admin payments screen', () => {
  it('honours ?status=pending, shows Turkish statuses and links the CSV of the filter', async () => {
    const { api } = renderAt('/admin/payments?status=pending', () => ({ body: page([payment()]) }));
    const table = await screen.findByRole('table');
    expect(api).toHaveBeenCalledWith(
      '/api/admin/payments?status=pending&page=1',
      expect.anything(),
    );
    expect(within(table).getByText('Ayşe Çelik')).toBeInTheDocument();
    expect(within(table).getByText('Beklemede')).toBeInTheDocument();
    expect(within(table).getByText('Teminat Beklemede')).toBeInTheDocument();
    expect(within(table).getByText('25.000 ₺')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beklemede' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'CSV İndir' })).toHaveAttribute(
      'href',
      '/api/admin/payments/export.csv?status=pending',
    );
  });

  it('records a bank transfer only with the same amount and a note', async () => {
    const { user, api } = renderAt('/admin/payments', (_url, init) =>
      init?.method === 'POST'
        ? {
            body: {
              message: 'Ödeme durumu güncellendi.',
              payment: payment({ status: 'completed' }),
            },
          }
        : { body: page([payment()]) },
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Havale/EFT' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Alınan tutar (₺)'));
    await user.paste('24.000');
    await user.click(within(dialog).getByRole('button', { name: 'Ödemeyi Onayla' }));
    expect(
      within(dialog).getByText('Girilen tutar ödemenin tutarıyla aynı olmalıdır.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Havale/EFT açıklaması zorunludur (en az 5 karakter).'),
    ).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ method: 'POST' }),
    );

    await user.clear(within(dialog).getByLabelText('Alınan tutar (₺)'));
    await user.click(within(dialog).getByLabelText('Alınan tutar (₺)'));
    await user.paste('25.000');
    await user.click(within(dialog).getByLabelText('Açıklama'));
    await user.paste('Ziraat EFT dekont 4411');
    await user.click(within(dialog).getByRole('button', { name: 'Ödemeyi Onayla' }));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(
      '/api/admin/payments/22222222-2222-4222-8222-222222222222/manual-completion',
    );
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      amount: 2_500_000,
      note: 'Ziraat EFT dekont 4411',
    });
    expect(toast.success).toHaveBeenCalledWith('Ödeme durumu güncellendi.');
  });

  it('confirms sending a completed deposit to refund with its amount, and says when it fails', async () => {
    const completed = payment({
      status: 'completed',
      deposit: { id: '44444444-4444-4444-8444-444444444444', status: 'completed' },
    });
    const { user } = renderAt('/admin/payments', (_url, init) =>
      init?.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'DEPOSIT_NOT_COMPLETED',
                message: 'Yalnızca tamamlanmış teminatlar iadeye alınabilir.',
              },
            },
          }
        : { body: page([completed]) },
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'İadeye Al' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('25.000 ₺');
    await user.click(within(dialog).getByRole('button', { name: 'İadeye Al' }));
    expect(toast.error).toHaveBeenCalledWith('Ödeme durumu güncellenirken bir hata oluştu.', {
      description: 'Yalnızca tamamlanmış teminatlar iadeye alınabilir.',
      duration: 8000,
    });
  });

  it('filters package sales by kind and names the firm and the package (issue 28)', async () => {
    const sale = payment({
      kind: 'package',
      listing: null,
      deposit: null,
      isLiveAttempt: false,
      status: 'completed',
      packageSale: {
        firmId: '55555555-5555-4555-8555-555555555555',
        firmTitle: 'Kaya Gayrimenkul A.Ş.',
        packageName: 'Profesyonel 10',
      },
    });
    const { api, user } = renderAt('/admin/payments', () => ({ body: page([sale]) }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('İlan Paketi')).toBeInTheDocument();
    expect(within(table).getByText('Kaya Gayrimenkul A.Ş.')).toBeInTheDocument();
    expect(within(table).getByText(/Profesyonel 10/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tür'), 'package');
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/api/admin/payments?status=all&kind=package&page=1',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('link', { name: 'CSV İndir' })).toHaveAttribute(
      'href',
      '/api/admin/payments/export.csv?status=all&kind=package',
    );
  });
});
