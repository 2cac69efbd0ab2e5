import type { AdminInvoice } from '@arsamezat/shared/sales/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminInvoicesPage } from './admin-invoices-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** An invoice row as the server answers it; pass what the test is about. */
const invoice = (values: Partial<AdminInvoice> = {}): AdminInvoice => ({
  id: '77777777-7777-4777-8777-777777777777',
  saleId: '55555555-5555-4555-8555-555555555555',
  saleNumber: 'SAT-2026-000123',
  buyerName: 'Ayşe Yılmaz',
  kind: 'e_arsiv',
  status: 'signed',
  number: 'ARS2026000000007',
  reversalNumber: null,
  net: 2_083_333,
  vat: 416_667,
  total: 2_500_000,
  error: null,
  attempts: 1,
  signedAt: '2026-11-12T06:05:00.000Z',
  createdAt: '2026-11-12T06:00:00.000Z',
  updatedAt: '2026-11-12T06:05:00.000Z',
  ...values,
});

const FAILED = invoice({
  id: '88888888-8888-4888-8888-888888888888',
  saleId: '66666666-6666-4666-8666-666666666666',
  saleNumber: 'SAT-2026-000101',
  buyerName: 'Mehmet Demir',
  kind: 'e_fatura',
  status: 'failed',
  number: 'ARS2026000000008',
  total: 1_200_000,
  vat: 200_000,
  net: 1_000_000,
  error: 'Alıcının VKN bilgisi GİB kayıtlarıyla uyuşmuyor.',
  attempts: 8,
  signedAt: null,
  updatedAt: '2026-11-13T10:30:00.000Z',
});
const SIGNED = invoice();
const MANUAL = invoice({
  id: '99999999-9999-4999-8999-999999999999',
  status: 'manual_refund',
  error:
    'e-Arşiv iptal süresi geçti; e-Arşiv faturada iade (alacak) belgesi yoktur. İade elle belgelenmeli.',
});

const page = (items: AdminInvoice[], total = items.length) => ({
  body: { items, total, page: 1, pageSize: 20 },
});

function renderPage(handler: Parameters<typeof stubApi>[0], entry = '/admin/invoices') {
  const api = stubApi(handler);
  const view = renderWithRouter(
    [
      { path: '/admin/invoices', Component: AdminInvoicesPage },
      { path: '/sales/:id', Component: () => <h1>Satış sayfası</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { ...view, api };
}

/** The table's body rows (jsdom draws the phone cards too; the table is enough to read rows). */
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("AdminInvoicesPage ('Faturalar')", () => {
  it('asks for every invoice first, and shows a spinner while they load', async () => {
    const { api } = renderPage(() => page([SIGNED]));
    expect(screen.getByText('Veriler Yükleniyor')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(api).toHaveBeenCalledWith('/api/admin/invoices?page=1', expect.anything());
    expect(screen.getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the number, kind, buyer, sale, total with KDV, status, reason and Istanbul dates', async () => {
    renderPage(() => page([FAILED, SIGNED, MANUAL]));
    await screen.findByRole('table');
    const [failed, signed, manual] = bodyRows().map((row) => within(row));

    expect(failed!.getByText('ARS2026000000008')).toBeInTheDocument();
    expect(failed!.getByText('e-Fatura')).toBeInTheDocument();
    expect(failed!.getByText('Mehmet Demir')).toBeInTheDocument();
    expect(failed!.getByText('12.000 ₺')).toBeInTheDocument();
    expect(failed!.getByText('KDV dahil (2.000 ₺)')).toBeInTheDocument();
    expect(failed!.getByText('Başarısız')).toBeInTheDocument();
    expect(
      failed!.getByText('Hata: Alıcının VKN bilgisi GİB kayıtlarıyla uyuşmuyor.'),
    ).toBeInTheDocument();
    expect(failed!.getByText('Son deneme: 13.11.2026 13:30 (8 deneme)')).toBeInTheDocument();
    expect(failed!.getByRole('button', { name: /yeniden gönder/i })).toBeInTheDocument();

    expect(signed!.getByText('e-Arşiv Fatura')).toBeInTheDocument();
    expect(signed!.getByText('Düzenlendi')).toBeInTheDocument();
    expect(signed!.getByText('Oluşturuldu: 12.11.2026 09:00')).toBeInTheDocument();
    expect(signed!.getByText('Düzenlendi: 12.11.2026 09:05')).toBeInTheDocument();
    // Only a failed invoice may be sent again.
    expect(signed!.queryByRole('button')).not.toBeInTheDocument();

    expect(manual!.getByText('İptal süresi geçti')).toBeInTheDocument();
    expect(manual!.getByText(/İade elle belgelenmeli\.$/)).toBeInTheDocument();
    expect(manual!.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links the sale number to the sale’s page', async () => {
    const { user, router } = renderPage(() => page([FAILED]));
    const table = await screen.findByRole('table');
    const link = within(table).getByRole('link', { name: 'SAT-2026-000101' });
    expect(link).toHaveAttribute('href', `/sales/${FAILED.saleId}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/sales/${FAILED.saleId}`);
  });

  it('narrows to the failed ones, kept in the address, and says when there are none', async () => {
    const { api, user, router } = renderPage((url) =>
      url.includes('status=failed') ? page([]) : page([SIGNED]),
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Başarısız' }));
    expect(await screen.findByText('Başarısız fatura yok.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=failed');
    expect(api).toHaveBeenCalledWith('/api/admin/invoices?status=failed&page=1', expect.anything());
    expect(screen.getByRole('button', { name: 'Başarısız' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads the status and page from the address, and pages on', async () => {
    const { api, user, router } = renderPage(
      () => page([SIGNED], 45),
      '/admin/invoices?status=signed&page=2',
    );
    await screen.findByRole('table');
    expect(api).toHaveBeenCalledWith('/api/admin/invoices?status=signed&page=2', expect.anything());
    await user.click(screen.getByRole('button', { name: /Sonraki/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=signed&page=3'));
    expect(api).toHaveBeenCalledWith('/api/admin/invoices?status=signed&page=3', expect.anything());
  });

  it('says so when the list cannot load, and tries again', async () => {
    let fail = true;
    const { user } = renderPage(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Hata' } } }
        : page([SIGNED]),
    );
    expect(await screen.findByText('Faturalar yüklenirken bir hata oluştu.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(await screen.findByRole('table')).toHaveTextContent('ARS2026000000007');
  });

  it('sends a failed invoice again after a confirmation that says what happens', async () => {
    let status: AdminInvoice['status'] = 'failed';
    const { api, user } = renderPage((url, init) => {
      if (init?.method === 'POST') {
        status = 'queued';
        return { body: { id: FAILED.id, status } };
      }
      return page([{ ...FAILED, status, error: status === 'failed' ? FAILED.error : null }]);
    });
    await screen.findByRole('table');
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: /yeniden gönder/i }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('12.000 ₺');
    expect(dialog).toHaveTextContent('Mehmet Demir');
    expect(dialog).toHaveTextContent('SAT-2026-000101');
    expect(dialog).toHaveTextContent('Alıcıdan yeniden ödeme alınmaz');
    await user.click(within(dialog).getByRole('button', { name: 'Yeniden Gönder' }));

    expect(api).toHaveBeenCalledWith(
      `/api/admin/invoices/${FAILED.id}/retry`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Fatura yeniden gönderilmek üzere sıraya alındı.');
    // The list is read again: the invoice is back in the queue, without its button.
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Sırada')).toBeInTheDocument());
    expect(within(bodyRows()[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses to send again', async () => {
    const { user } = renderPage((_url, init) =>
      init?.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'INVOICE_NOT_RETRYABLE',
                message:
                  'Bu fatura yeniden gönderilemez; yalnızca başarısız faturalar yeniden gönderilir.',
              },
            },
          }
        : page([FAILED]),
    );
    await screen.findByRole('table');
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: /yeniden gönder/i }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yeniden Gönder' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Fatura yeniden gönderilemedi.', {
        description:
          'Bu fatura yeniden gönderilemez; yalnızca başarısız faturalar yeniden gönderilir.',
        duration: 10_000,
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
