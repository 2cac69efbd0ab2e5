import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deposit, id, mockApi, page, recordListing, renderPage } from '../testing/member-test-kit';
import { DepositsList } from './deposits-list';

afterEach(() => vi.unstubAllGlobals());

const show = () => renderPage(<DepositsList page={1} onPage={() => undefined} />, '/bids');

describe('Teminatlarım', () => {
  it('shows failed card payments as attempts of the deposit they led to, not as deposits', async () => {
    mockApi({
      '/api/me/deposits': {
        body: page([
          deposit({ failedAttempts: 2 }),
          deposit({
            id: id(201),
            listing: recordListing({ id: id(2), title: 'Hiç ödenemeyen arsa' }),
            status: 'failed',
            failedAttempts: 1,
            paidAt: null,
            receipt: null,
          }),
          deposit({
            id: id(202),
            listing: recordListing({ id: id(3), title: 'Tek denemede ödenen arsa' }),
          }),
        ]),
      },
    });
    show();
    const items = await screen.findAllByRole('listitem');
    // One row per deposit: two failed tries sit on the completed one as a count.
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Tamamlandı')).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('failed-attempts')).toHaveTextContent(
      'Başarısız ödeme denemesi: 2 (bu denemelerde kartınızdan ödeme alınmadı)',
    );
    // Tries that led to no deposit: one row, saying so.
    expect(within(items[1]!).getByText('Başarısız')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(
      'Ödeme tamamlanamadı (2 deneme); kartınızdan ödeme alınmadı.',
    );
    expect(within(items[1]!).queryByRole('button', { name: 'Makbuzu Görüntüle' })).toBeNull();
    expect(within(items[2]!).queryByTestId('failed-attempts')).toBeNull();
  });

  it('names each status with the same words and badge as the other member lists', async () => {
    const statuses = [
      ['completed', 'Tamamlandı'],
      ['pending', 'Beklemede'],
      ['failed', 'Başarısız'],
      ['refund_due', 'İade Sürecinde'],
      ['refunded', 'İade Edildi'],
      ['kept', 'Hizmet Bedeli Tahsil Edildi'],
    ] as const;
    mockApi({
      '/api/me/deposits': {
        body: page(
          statuses.map(([status], n) =>
            deposit({ id: id(210 + n), status, receipt: null, paidAt: null }),
          ),
        ),
      },
    });
    show();
    const items = await screen.findAllByRole('listitem');
    for (const [n, [, label]] of statuses.entries()) {
      const badge = within(items[n]!).getByText(label, { exact: true });
      // The pill every member list uses (offers' 'Kabul Edildi', bids' 'Kazandınız').
      expect(badge).toHaveClass('rounded-full', 'ring-1');
      expect(items[n]).not.toHaveTextContent(/Durum: /);
    }
  });

  it('says plainly that a fee kept at a completed sale or a default is not refunded', async () => {
    mockApi({
      '/api/me/deposits': { body: page([deposit({ status: 'kept', refundable: false })]) },
    });
    show();
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).getByText('Hizmet Bedeli Tahsil Edildi')).toBeInTheDocument();
    expect(within(item!).getByTestId('deposit-kept')).toHaveTextContent(
      'Teminatınız satış sonucunda hizmet bedeli olarak tahsil edildi; iade edilmez.',
    );
    expect(within(item!).queryByRole('button', { name: /İade/ })).toBeNull();
  });
});
