import type { ListingsPage } from '@arsamezat/shared/listings/listings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuctionsPage } from '../pages/auctions-page';
import { HomePage } from '../pages/home-page';
import { listingSummary, mockApi, renderRoute } from '../testing/render';

const counts = { active: 2, upcoming: 0, ended: 5 };

function pageOf(url: URL, total: number): ListingsPage {
  const page = Number(url.searchParams.get('page'));
  const size = total === 0 ? 0 : Math.min(2, total);
  return {
    items: Array.from({ length: size }, (_, i) =>
      listingSummary({
        id: `00000000-0000-4000-8000-0000000000${page}${i}`,
        title: `${url.searchParams.get('tab') ?? ''} ilan ${page}-${i}`,
      }),
    ),
    total,
    page,
    pageSize: 12,
    counts,
  };
}

/** Answers like the server: the auctions tab has no upcoming listings, everything else 30. */
const listingsApi = () =>
  mockApi({
    '/api/listings?': (url) => ({
      body: pageOf(url, url.searchParams.get('phase') === 'upcoming' ? 0 : 30),
    }),
  });

/** The query strings of the browse requests (the session check is not one). */
const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((url) => url.pathname === '/api/listings')
    .map((url) => url.search);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('invites bids, links the popular cities and shows the newest listings', async () => {
    const fetchMock = listingsApi();
    renderRoute(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('değerli arsalara');
    expect(screen.getByRole('link', { name: /İhaleleri İncele/ })).toHaveAttribute(
      'href',
      '/auctions',
    );
    for (const point of [
      'Teminat iadesi 7 iş günü',
      '3D Secure ödeme',
      'Yetkili firmaların ilanları',
    ]) {
      expect(screen.getByText(point)).toBeInTheDocument();
    }
    const cities = screen.getByRole('navigation', { name: 'Popüler şehirler' });
    expect(within(cities).getByRole('link', { name: 'Kütahya' })).toHaveAttribute(
      'href',
      '/auctions?cities=K%C3%BCtahya',
    );
    expect(within(cities).getByRole('link', { name: 'Tüm Şehirler' })).toHaveAttribute(
      'href',
      '/auctions',
    );

    expect(await screen.findByText('30 sonuç bulundu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Yeni Eklenenler/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('link', { name: /^new ilan 1-/ })).toHaveLength(2);
    expect(requested(fetchMock)).toEqual(['?tab=new&sort=newest&page=1&pageSize=12']);
  });

  it('keeps tab, sub-tab and page in the address and shows phase counts', async () => {
    const fetchMock = listingsApi();
    const { router } = renderRoute(<HomePage />);
    await screen.findByText('30 sonuç bulundu');

    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pager).getByRole('button', { name: 'Sayfa 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Sonraki sayfa' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sayfa 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('link', { name: 'new ilan 3-0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();

    // Each tab is a link to its browse, page 1: it works before the page's scripts have run.
    const auctionsTab = screen.getByRole('link', { name: /Açık Arttırmalar/ });
    expect(auctionsTab).toHaveAttribute('href', '/?tab=auctions');
    expect(screen.getByRole('link', { name: /Yeni Eklenenler/ })).toHaveAttribute('href', '/');
    await userEvent.click(auctionsTab);
    expect(router.state.location.search).toBe('?tab=auctions');
    const phases = await screen.findByRole('navigation', { name: 'İhale durumu' });
    expect(within(phases).getByRole('link', { name: /Yaklaşan/ })).toHaveAttribute(
      'href',
      '/?tab=auctions&phase=upcoming',
    );
    expect(within(phases).getByRole('link', { name: 'Aktif 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(phases).getByRole('link', { name: 'Sona Eren 5' })).toBeInTheDocument();

    await userEvent.click(within(phases).getByRole('link', { name: 'Yaklaşan 0' }));
    expect(router.state.location.search).toBe('?tab=auctions&phase=upcoming');
    expect(await screen.findByText('Yaklaşan İhale Bulunamadı')).toBeInTheDocument();

    // Back restores the previous sub-tab (a pop settles asynchronously).
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=auctions'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Aktif 2' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(requested(fetchMock)).toContain(
      '?tab=auctions&phase=upcoming&sort=newest&page=1&pageSize=12',
    );
  });

  it("shows 'Hata Oluştu' when listings cannot load, and retries on 'Yenile'", async () => {
    const fetchMock = mockApi({
      '/api/listings?': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    renderRoute(<HomePage />);
    expect(await screen.findByText('Hata Oluştu')).toBeInTheDocument();
    expect(
      screen.getByText('Veriler yüklenirken bir hata oluştu. Lütfen sayfayı yenileyin.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(requested(fetchMock)).toHaveLength(2);
  });
});

describe('AuctionsPage', () => {
  it('opens on running auctions filtered by the cities in the address', async () => {
    const fetchMock = mockApi({
      '/api/listings?': (url) => ({ body: pageOf(url, 0) }),
    });
    const { router } = renderRoute(<AuctionsPage />, {
      path: '/auctions',
      url: '/auctions?cities=kutahya',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'İhaleler' })).toBeInTheDocument();
    expect(
      await screen.findByText('Arama Kriterlerine Uygun İhale Bulunamadı'),
    ).toBeInTheDocument();
    expect(requested(fetchMock)[0]).toBe(
      `?tab=auctions&phase=active&cities=${encodeURIComponent('Kütahya')}&sort=newest&page=1&pageSize=12`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kütahya filtresini kaldır' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Aktif İhale Bulunamadı')).toBeInTheDocument();
  });
});
