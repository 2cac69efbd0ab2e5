import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { mockSaleApi, saleListItem } from '../../../testing/sale-fixtures';
import { FirmSalesPage } from './firm-sales-page';

afterEach(() => vi.unstubAllGlobals());

const page = (items: ReturnType<typeof saleListItem>[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 20 },
});

const show = () =>
  renderWithRouter([{ path: '/firm/sales', element: <FirmSalesPage /> }], {
    initialEntries: ['/firm/sales'],
  });

describe('FirmSalesPage', () => {
  it("lists the firm's sales with the buyer and the firm's next move, filtered by the URL", async () => {
    const api = mockSaleApi({
      'GET /api/firm/sales': page([
        saleListItem({
          viewer: 'firm',
          step: 'payment_security',
          nextAction: 'confirm_payment',
          overdue: true,
          stepDeadline: '2026-11-01T09:00:00.000Z',
        }),
      ]),
    });
    const { user, router } = show();
    const card = await screen.findByTestId('sale-card');
    expect(card).toHaveTextContent('Ödeme Güvencesi');
    expect(card).toHaveTextContent('AlıcıAhmet Yılmaz');
    expect(card).toHaveTextContent('Süresi geçti');
    expect(card).toHaveTextContent('Şimdi: Girilen ödeme güvencesini kontrol edip onaylayın');
    expect(within(card).getByRole('link', { name: /Satış sayfasına git/ })).toHaveAttribute(
      'href',
      '/sales/5a1e0000-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('button', { name: 'Süren' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Süresi Geçen' }));
    expect(router.state.location.search).toBe('?filter=overdue&page=1');
    await screen.findByRole('button', { name: 'Süresi Geçen', pressed: true });
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/firm/sales?filter=open&page=1',
      '/api/firm/sales?filter=overdue&page=1',
    ]);
  });

  it('says when there is nothing, and when the member is not in a firm', async () => {
    mockSaleApi({ 'GET /api/firm/sales': page([]) });
    const first = show();
    expect(await screen.findByText('Süren satışınız yok.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    mockSaleApi({
      'GET /api/firm/sales': {
        status: 403,
        body: { error: { code: 'FIRM_REQUIRED', message: 'Bu sayfa firma hesapları içindir.' } },
      },
    });
    show();
    expect(await screen.findByText('Bu sayfa firma hesapları içindir.')).toBeInTheDocument();
    expect(screen.getByText('Firma hesabı gerekli')).toBeInTheDocument();
  });
});
