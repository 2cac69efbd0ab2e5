import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboard,
  id,
  mockApi,
  myBid,
  recordListing,
  renderPage,
  SERVER_ERROR,
  summary,
} from '../testing/member-test-kit';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in for the app's listing card: the page only has to place it. */
const renderCard = (listing: { id: string; title: string }) => (
  <article aria-label={`kart ${listing.title}`}>{listing.title}</article>
);

const show = () => renderPage(<DashboardPage renderListingCard={renderCard} />, '/dashboard');

describe('DashboardPage', () => {
  it("says 'Yükleniyor...' until the answer comes", async () => {
    mockApi({ '/api/me/dashboard': 'never' });
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(screen.getByRole('heading', { level: 1, name: 'Panelim' })).toBeInTheDocument();
  });

  it("shows 'Hata Oluştu' with the spec's text, and tries again on request", async () => {
    const fetchMock = mockApi({ '/api/me/dashboard': SERVER_ERROR });
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Hata Oluştu' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Teklifleriniz yüklenemedi. Lütfen daha sonra tekrar deneyin.');
    mockApi({ '/api/me/dashboard': { body: dashboard() } });
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Henüz Teklif Vermediniz')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('shows zero stats and the three empty states to a member without bids', async () => {
    mockApi({ '/api/me/dashboard': { body: dashboard() } });
    show();
    expect(await screen.findByText('Henüz Teklif Vermediniz')).toBeInTheDocument();
    expect(screen.getByText('Aktif İhalede Teklifiniz Bulunmuyor')).toBeInTheDocument();
    expect(screen.getByText('Yaklaşan İhalede Teklifiniz Bulunmuyor')).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).closest('div')!;
    expect(stat('Toplam Teklif')).toHaveTextContent('0');
    expect(stat('Toplam Harcama')).toHaveTextContent('0 ₺');
    expect(screen.queryByRole('link', { name: /Tüm Teklifleri Görüntüle/ })).toBeNull();
  });

  it('shows the stats, the latest bids with where I stand, and my auctions as cards', async () => {
    mockApi({
      '/api/me/dashboard': {
        body: dashboard({
          stats: { totalBids: 7, activeAuctions: 2, wonAuctions: 1, totalSpent: 250_000_000 },
          recentBids: [
            myBid({ id: id(11), outcome: 'outbid', isHighest: false, amount: 101_000_000 }),
            myBid({
              id: id(12),
              outcome: 'won',
              amount: 150_000_000,
              listing: {
                ...recordListing({ id: id(2), title: 'Biten arsa', phase: 'ended' }),
                highestBid: 150_000_000,
              },
            }),
          ],
          active: [
            {
              listing: summary({ title: 'Aktif arsa' }),
              myHighestBid: 101_000_000,
              outcome: 'outbid',
            },
          ],
          upcoming: [
            {
              listing: summary({ id: id(3), title: '', phase: 'upcoming' }),
              myHighestBid: 90_000_000,
              outcome: 'leading',
            },
          ],
        }),
      },
    });
    show();
    const stat = async (label: string) => (await screen.findByText(label)).closest('div')!;
    expect(await stat('Toplam Teklif')).toHaveTextContent('7');
    expect(await stat('Aktif İhaleler')).toHaveTextContent('2');
    expect(await stat('Kazanılan İhaleler')).toHaveTextContent('1');
    expect(await stat('Toplam Harcama')).toHaveTextContent('2.500.000 ₺');

    const recent = screen.getByRole('region', { name: 'Son Tekliflerim' });
    const rows = within(recent).getAllByRole('link', { name: /arsa/ });
    expect(rows[0]).toHaveAttribute('href', `/auctions/${id(1)}`);
    expect(rows[0]).toHaveTextContent('1.010.000 ₺');
    expect(rows[0]).toHaveTextContent('Aktif');
    expect(rows[0]).toHaveTextContent('Teklifiniz geçildi');
    expect(rows[1]).toHaveTextContent('Kazandınız');
    expect(within(recent).getByRole('link', { name: /Tüm Teklifleri Görüntüle/ })).toHaveAttribute(
      'href',
      '/bids',
    );

    const active = screen.getByRole('region', { name: 'Teklif Verdiğim Aktif İhaleler' });
    expect(within(active).getByRole('article', { name: 'kart Aktif arsa' })).toBeInTheDocument();
    expect(active).toHaveTextContent('Teklifiniz: 1.010.000 ₺');
    expect(active).toHaveTextContent('Teklifiniz geçildi');
    const upcoming = screen.getByRole('region', { name: 'Teklif Verdiğim Yaklaşan İhaleler' });
    // A listing without a title reads 'Arsa' (spec §2.5).
    expect(within(upcoming).getByRole('article', { name: 'kart Arsa' })).toBeInTheDocument();
    expect(upcoming).toHaveTextContent('En yüksek teklif sizde');
  });
});
