import type { SaleListItem } from '@arsamezat/shared/sales/sale';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { saleListItem, stubApi } from '../testing/admin-test-kit';
import { AdminSalesPage } from './admin-sales-page';

const OVERDUE = saleListItem({
  id: '66666666-6666-4666-8666-666666666666',
  number: 'SAT-2026-000101',
  listing: {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Manisa Akhisar Tarla',
    province: 'Manisa',
    district: 'Akhisar',
  },
  step: 'buyer_confirmation',
  stepDeadline: '2026-11-12T06:05:00.000Z',
  overdue: true,
  nextAction: 'declare_default',
  runnerUpStatus: 'held',
});
const RUNNING = saleListItem({ firmTitle: null });

const page = (items: SaleListItem[], total = items.length) => ({
  body: { items, total, page: 1, pageSize: 20 },
});

function renderPage(handler: Parameters<typeof stubApi>[0], entry = '/admin/sales') {
  const api = stubApi(handler);
  const view = renderWithRouter(
    [
      { path: '/admin/sales', Component: AdminSalesPage },
      { path: '/sales/:id', Component: () => <h1>Satış sayfası</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { ...view, api };
}

/** The phone cards (the table is the same rows from 1024 px; jsdom draws both). */
const cards = () => screen.getAllByRole('list').at(-1) as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("AdminSalesPage ('Satışlar')", () => {
  it('asks for the open sales first, and shows a spinner while they load', async () => {
    const { api } = renderPage(() => page([RUNNING]));
    expect(screen.getByText('Veriler Yükleniyor')).toBeInTheDocument();
    await screen.findAllByText('Kütahya Merkez Arsa');
    expect(api).toHaveBeenCalledWith('/api/admin/sales?filter=open&page=1', expect.anything());
    expect(screen.getByRole('button', { name: 'Süren' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks an overdue step, its Istanbul deadline, the operator’s next action and the runner-up', async () => {
    renderPage(() => page([OVERDUE, RUNNING]));
    await screen.findAllByText('Manisa Akhisar Tarla');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    // The header, then the server's order: the overdue sale first.
    expect(rows[1]).toHaveTextContent('SAT-2026-000101');
    const overdueRow = within(rows[1] as HTMLElement);
    expect(overdueRow.getByText('Süresi geçti')).toBeInTheDocument();
    expect(overdueRow.getByText('Alıcı Onayı')).toBeInTheDocument();
    expect(overdueRow.getByText('Son tarih: 12.11.2026 09:05')).toBeInTheDocument();
    expect(overdueRow.getByText('Temerrüt kararı ver')).toBeInTheDocument();
    expect(overdueRow.getByText('Yedek Alıcı: teminatı tutuluyor')).toBeInTheDocument();
    expect(overdueRow.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(overdueRow.getByText('Firma: Ege Arsa Gayrimenkul A.Ş.')).toBeInTheDocument();
    expect(overdueRow.getByText('1.250.000 ₺')).toBeInTheDocument();

    const runningRow = within(rows[2] as HTMLElement);
    expect(runningRow.queryByText('Süresi geçti')).not.toBeInTheDocument();
    expect(runningRow.getByText('Ödeme Güvencesi')).toBeInTheDocument();
    expect(runningRow.getByText('Son tarih: 17.11.2026 12:00')).toBeInTheDocument();
    // Nobody's fault yet: whose turn it is.
    expect(runningRow.getByText('Alıcının ödeme bilgisi bekleniyor')).toBeInTheDocument();
    expect(runningRow.getByText('Firma: —')).toBeInTheDocument();

    // The phone cards carry the same mark and the same way to the sale.
    expect(within(cards()).getByText('Süresi geçti')).toBeInTheDocument();
  });

  it('opens the sale’s page from its row', async () => {
    const { user, router } = renderPage(() => page([OVERDUE]));
    const table = await screen.findByRole('table');
    const open = within(table).getByRole('link', { name: 'SAT-2026-000101 satışını aç' });
    expect(open).toHaveAttribute('href', `/sales/${OVERDUE.id}`);
    expect(within(table).getByRole('link', { name: 'SAT-2026-000101' })).toHaveAttribute(
      'href',
      `/sales/${OVERDUE.id}`,
    );
    await user.click(open);
    expect(router.state.location.pathname).toBe(`/sales/${OVERDUE.id}`);
  });

  it('switches to the overdue list, kept in the address', async () => {
    const { api, user, router } = renderPage((url) =>
      url.includes('filter=overdue') ? page([OVERDUE]) : page([RUNNING]),
    );
    await screen.findAllByText('Kütahya Merkez Arsa');
    await user.click(screen.getByRole('button', { name: 'Süresi Geçen' }));
    await screen.findAllByText('Manisa Akhisar Tarla');
    expect(router.state.location.search).toBe('?filter=overdue');
    expect(api).toHaveBeenCalledWith('/api/admin/sales?filter=overdue&page=1', expect.anything());
    expect(screen.getByRole('button', { name: 'Süresi Geçen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads the filter from the overview’s link, and says when nothing is overdue', async () => {
    const { api } = renderPage(() => page([]), '/admin/sales?filter=overdue');
    expect(await screen.findByText('Süresi geçen satış adımı yok.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/admin/sales?filter=overdue&page=1', expect.anything());
  });

  it('pages through a long list', async () => {
    const { api, user } = renderPage(() => page([RUNNING], 45));
    await screen.findAllByText('Kütahya Merkez Arsa');
    await user.click(screen.getByRole('button', { name: /Sonraki/ }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/admin/sales?filter=open&page=2', expect.anything()),
    );
  });

  it('says so when the list cannot load, and tries again', async () => {
    let fail = true;
    const { user } = renderPage(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Hata' } } }
        : page([RUNNING]),
    );
    expect(await screen.findByText('Satışlar yüklenirken bir hata oluştu.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(await screen.findByRole('table')).toHaveTextContent('SAT-2026-000123');
  });

  it('links to the deadline settings', async () => {
    renderPage(() => page([]));
    expect(await screen.findByRole('link', { name: 'Süre Ayarları' })).toHaveAttribute(
      'href',
      '/admin/sales/settings',
    );
  });
});
