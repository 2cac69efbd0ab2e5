import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deposit,
  id,
  mockApi,
  myBid,
  page,
  recordListing,
  renderPage,
  SERVER_ERROR,
} from '../testing/member-test-kit';
import { SALE_ID, saleListItem } from '../../../testing/sale-fixtures';
import { BidsPage } from './bids-page';

afterEach(() => vi.unstubAllGlobals());

const show = (url = '/bids') => renderPage(<BidsPage />, url);

const requested = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.search);

describe('BidsPage — all my bids', () => {
  it('loads, then lists my bids with where I stand', async () => {
    mockApi({
      '/api/me/bids': {
        body: page(
          [
            myBid({ outcome: 'leading' }),
            myBid({
              id: id(101),
              outcome: 'outbid',
              isHighest: false,
              amount: 110_000_000,
              listing: {
                ...recordListing({ id: id(2), title: 'Geçilen arsa' }),
                highestBid: 130_000_000,
              },
            }),
          ],
          12,
        ),
      },
    });
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(await screen.findByText('12 teklif')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1.250.000 ₺');
    expect(items[0]).toHaveTextContent('En yüksek teklif sizde');
    expect(items[1]).toHaveTextContent('Teklifiniz geçildi: güncel en yüksek teklif 1.300.000 ₺');
    expect(within(items[1]!).getByRole('link', { name: 'Geçilen arsa' })).toHaveAttribute(
      'href',
      `/auctions/${id(2)}`,
    );
    expect(screen.getByText('Sayfa 1 / 2')).toBeInTheDocument();
  });

  it('asks the server again with the filters and pages chosen', async () => {
    const fetchMock = mockApi({
      '/api/me/bids': (url) => ({
        body: page([myBid()], 25, Number(url.searchParams.get('page'))),
      }),
    });
    const { user, router } = show();
    await user.click(await screen.findByRole('button', { name: /Sonraki/ }));
    expect(await screen.findByText('Sayfa 2 / 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sonuç'), 'won');
    await user.selectOptions(screen.getByLabelText('İhale durumu'), 'ended');
    await waitFor(() =>
      expect(requested(fetchMock, '/api/me/bids')).toContain('?page=1&phase=ended&outcome=won'),
    );
    expect(requested(fetchMock, '/api/me/bids')).toContain('?page=2');
    expect(router.state.location.search).toBe('?phase=ended&outcome=won');
  });

  it('has an empty state, one for filters, and the error state', async () => {
    mockApi({ '/api/me/bids': { body: page([]) } });
    const first = show();
    expect(await screen.findByText('Henüz Teklif Vermediniz')).toBeInTheDocument();
    first.unmount();
    mockApi({ '/api/me/bids': { body: page([]) } });
    const second = show('/bids?outcome=won');
    expect(
      await screen.findByText('Bu filtrelere uygun teklifiniz bulunmuyor'),
    ).toBeInTheDocument();
    second.unmount();
    mockApi({ '/api/me/bids': SERVER_ERROR });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Teklifleriniz yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    );
  });
});

describe('BidsPage — Teminatlarım', () => {
  it('shows each deposit in Turkish with refund dates, and a printable receipt', async () => {
    mockApi({
      '/api/me/deposits': {
        body: page([
          deposit(),
          deposit({
            id: id(201),
            status: 'refund_due',
            receipt: null,
            paidAt: null,
            refundSince: '2026-05-07T10:00:00.000Z',
            refundBy: '2026-05-18T10:00:00.000Z',
          }),
          deposit({ id: id(202), status: 'pending', receipt: null, paidAt: null }),
        ]),
      },
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = show('/bids?tab=deposits');
    expect(screen.getByRole('tab', { name: 'Teminatlarım' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Tamamlandı')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('156.000 ₺');
    expect(within(items[1]!).getByText('İade Sürecinde')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('7 iş günü içinde, en geç 18 Mayıs 2026');
    expect(within(items[2]!).getByText('Beklemede')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Makbuzu Görüntüle' })).toBeNull();

    await user.click(within(items[0]!).getByRole('button', { name: 'Makbuzu Görüntüle' }));
    const receipt = await screen.findByRole('dialog', { name: 'Teminat Ödeme Makbuzu' });
    for (const text of ['a6f1c2d3eu4b5xyzt123456789', 'A12345', '156.000 ₺', '1 Mayıs 2026']) {
      expect(receipt).toHaveTextContent(text);
    }
    expect(receipt).toHaveTextContent('Kütahya Merkez imarlı arsa');
    await user.click(within(receipt).getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('has its empty and error states', async () => {
    mockApi({ '/api/me/deposits': { body: page([]) } });
    const first = show('/bids?tab=deposits');
    expect(await screen.findByText('Henüz teminat yatırmadınız')).toBeInTheDocument();
    first.unmount();
    mockApi({ '/api/me/deposits': SERVER_ERROR });
    show('/bids?tab=deposits');
    expect(await screen.findByRole('alert')).toHaveTextContent('Teminatlarınız yüklenemedi.');
  });
});

describe('BidsPage — Pazarlık Tekliflerim and Kazandıklarım', () => {
  it('lists offers with their status, and switching tabs starts on page 1', async () => {
    mockApi({
      '/api/me/bids': { body: page([]) },
      '/api/me/offers': {
        body: page([
          {
            id: id(400),
            listing: recordListing({ listingType: 'offer', title: 'Pazarlık arsası' }),
            amount: 95_000_000,
            status: 'pending',
            createdAt: '2026-05-03T10:00:00.000Z',
            updatedAt: '2026-05-03T10:00:00.000Z',
          },
        ]),
      },
    });
    const { user, router } = show('/bids?page=3');
    await user.click(screen.getByRole('tab', { name: 'Pazarlık Tekliflerim' }));
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Pazarlık arsası');
    expect(item).toHaveTextContent('950.000 ₺');
    expect(item).toHaveTextContent('Beklemede');
    expect(router.state.location.search).toBe('?tab=offers');
  });

  it('shows my sales in Kazandıklarım: the step, its deadline, what to do now and the sale page', async () => {
    const fetchMock = mockApi({
      '/api/me/sales': {
        body: page([
          saleListItem(),
          saleListItem({
            id: id(902),
            number: 'SAT-2026-000124',
            viewer: 'runner_up',
            listing: {
              id: id(3),
              title: 'Yedek olduğum arsa',
              province: 'İzmir',
              district: 'Tire',
            },
            step: 'payment_security',
            nextAction: null,
            runnerUpStatus: 'held',
            runnerUpUntil: '2026-12-03T20:59:00.000Z',
          }),
        ]),
      },
    });
    show('/bids?tab=wins');
    const [mine, held] = await screen.findAllByTestId('sale-card');
    if (!mine || !held) throw new Error('two sales expected');
    expect(mine).toHaveTextContent('Alıcı Onayı');
    expect(mine).toHaveTextContent('Satış SAT-2026-000123');
    expect(mine).toHaveTextContent('1.250.000 ₺');
    expect(mine).toHaveTextContent(/Kalan süre: \d gün/);
    expect(mine).toHaveTextContent('Şimdi: Satın almayı SMS koduyla onaylayın');
    expect(within(mine).getByRole('link', { name: /Satış sayfasına git/ })).toHaveAttribute(
      'href',
      `/sales/${SALE_ID}`,
    );
    // The runner-up reads where their held deposit stands, not the buyer's deadline.
    expect(held).toHaveTextContent(
      'Yedek alıcısınız — teminatınız 3 Aralık 2026 tarihine kadar tutuluyor.',
    );
    expect(held).not.toHaveTextContent('Kalan süre');
    expect(held).not.toHaveTextContent('Şimdi:');
    expect(requested(fetchMock, '/api/me/sales')).toEqual(['?filter=all&page=1']);
  });

  it('has empty and error states for offers and wins', async () => {
    mockApi({ '/api/me/offers': { body: page([]) }, '/api/me/sales': SERVER_ERROR });
    const first = show('/bids?tab=offers');
    expect(await screen.findByText('Henüz pazarlık teklifiniz bulunmuyor')).toBeInTheDocument();
    first.unmount();
    show('/bids?tab=wins');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hata Oluştu');
  });
});
