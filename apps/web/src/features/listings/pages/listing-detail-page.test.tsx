import type { ListingBids } from '@arsamezat/shared/trading/bids';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingDetail, mockApi, renderRoute } from '../testing/render';
import { ListingDetailPage } from './listing-detail-page';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const names = ['Ah*** Yı***', 'Ay*** Ka***', 'Me*** De***', 'Ze*** Ar***'];
const bids: ListingBids = {
  items: [1500, 1400, 1300, 1200].map((thousands, index) => ({
    id: `00000000-0000-4000-8000-0000000000${10 + index}`,
    amount: thousands * 1_000 * 100,
    createdAt: `2026-05-04T1${index}:00:00.000Z`,
    bidderName: names[index] ?? '',
    isHighest: index === 0,
    automatic: index === 0,
  })),
  total: 4,
};

const openPage = () =>
  renderRoute(<ListingDetailPage />, { path: '/auctions/:id', url: `/auctions/${ID}` });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const detailRoutes = () => ({
  [`/api/listings/${ID}/bids`]: { body: { items: [], total: 0 } },
  [`/api/listings/${ID}`]: { body: listingDetail() },
});

describe('ListingDetailPage', () => {
  it('shows an active auction with its facts, price panel and visitor prompt', async () => {
    mockApi({
      [`/api/listings/${ID}/bids`]: { body: bids },
      [`/api/listings/${ID}`]: {
        body: listingDetail({
          ilanSahibi: null,
          description: '  ',
          endsAt: '2099-01-01T00:00:00.000Z',
        }),
      },
    });
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kütahya Merkez imarlı arsa' }));
    expect(document.title).toBe('Kütahya Merkez imarlı arsa - ArsaTest');
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('Kütahya, Merkez')).toBeInTheDocument();

    const facts = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(facts('Ada No')).toBe('112');
    expect(facts('Parsel No')).toBe('7');
    expect(facts('Alan')).toBe('1.250 m²');
    // No owner stored (an older listing): no İlan Sahibi line at all, no stand-in name.
    expect(screen.queryByText('İlan Sahibi')).not.toBeInTheDocument();
    expect(facts('İlan Tarihi')).toBe('4 Mayıs 2026');
    expect(facts('Başlangıç Zamanı')).toBe('1 Mayıs 2026 12:00');
    expect(screen.getByText('Açıklama girilmemiş.')).toBeInTheDocument();

    const panel = screen.getByRole('complementary', { name: 'Fiyat ve teklifler' });
    expect(within(panel).getByText('1.250.000 ₺')).toBeInTheDocument();
    expect(within(panel).getByText('Minimum Teklif').nextElementSibling).toHaveTextContent(
      '1.260.000 ₺',
    );
    expect(within(panel).getByText('Hizmet Bedeli Peşinatı').nextElementSibling).toHaveTextContent(
      '50.000 ₺',
    );
    expect(within(panel).getByRole('timer')).toBeInTheDocument();
    // Shown once the session check has answered that this is a guest.
    expect(await within(panel).findByText('Teklif vermek için giriş yapın.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Giriş Yap/ })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/auctions/${ID}`)}`,
    );
  });

  it('previews three bids with masked names and expands to the rest', async () => {
    mockApi({
      [`/api/listings/${ID}/bids`]: { body: bids },
      [`/api/listings/${ID}`]: { body: listingDetail() },
    });
    openPage();

    expect(await screen.findByText('1.500.000 TL')).toBeInTheDocument();
    expect(screen.getByText('Ah*** Yı***')).toBeInTheDocument();
    expect(screen.getAllByText('En Yüksek')).toHaveLength(1);
    // The server's answer for a maximum is marked in the public history.
    expect(screen.getAllByText('otomatik')).toHaveLength(1);
    expect(screen.queryByText('Ze*** Ar***')).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Daha Fazla Göster (1 teklif daha)' }),
    );
    expect(screen.getByText('Ze*** Ar***')).toBeInTheDocument();
    expect(screen.getByText('1.200.000 TL')).toBeInTheDocument();
  });

  it('steps through images with wrapping arrows and thumbnails', async () => {
    mockApi({
      [`/api/listings/${ID}/bids`]: { body: { items: [], total: 0 } },
      [`/api/listings/${ID}`]: { body: listingDetail() },
    });
    openPage();

    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    const main = screen.getByRole('img', { name: /görsel 1 \/ 3/ });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '1600');
    expect(main.previousElementSibling).toHaveAttribute(
      'srcset',
      '/uploads/1-400w.webp 400w, /uploads/1-800w.webp 800w, /uploads/1-1200w.webp 1200w, /uploads/1.webp 1600w',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Önceki görsel' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Görsel 2' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /görsel 2 \/ 3/ })).toHaveAttribute('loading', 'lazy');
    expect(
      await screen.findByText('Bu ihale için henüz teklif verilmemiştir.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['upcoming', 'Yakında', 'Teklif verme henüz başlamadı.'],
    ['ended', 'Sona Erdi', 'Teklif verme sona erdi.'],
  ] as const)('tells a visitor when bidding is %s', async (phase, badge, message) => {
    mockApi({
      [`/api/listings/${ID}/bids`]: { body: { items: [], total: 0 } },
      [`/api/listings/${ID}`]: { body: listingDetail({ phase, images: [] }) },
    });
    openPage();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.queryByText('Teklif vermek için giriş yapın.')).not.toBeInTheDocument();
    expect(screen.getByText('Görsel bulunmuyor')).toBeInTheDocument();
  });

  it("says 'İlan bulunamadı.' for an unknown listing", async () => {
    mockApi({
      [`/api/listings/${ID}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'İlan bulunamadı.' } },
      },
    });
    openPage();
    expect(await screen.findByRole('heading', { name: 'İlan bulunamadı.' })).toBeInTheDocument();
  });

  it('explains a load failure with the error message and offers a retry', async () => {
    const fetchMock = mockApi({
      [`/api/listings/${ID}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu.' } },
      },
    });
    openPage();
    expect(
      await screen.findByText('İlan detayları yüklenirken bir hata oluştu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Hata: Beklenmeyen bir hata oluştu.');
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
  });

  it('reloads on coming back to the tab after more than a minute, not sooner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi(detailRoutes());
    openPage();
    await screen.findByRole('heading', { level: 1 });
    const loads = () =>
      fetchMock.mock.calls.filter(([input]) => input === `/api/listings/${ID}`).length;
    expect(loads()).toBe(1);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await act(async () => setVisibility('visible'));
    expect(loads()).toBe(1);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await act(async () => setVisibility('visible'));
    expect(loads()).toBe(2);
  });

  it("shows 'Oturum bilgileri yükleniyor...' only when the session check takes over 750 ms", async () => {
    vi.useFakeTimers();
    const answer = mockApi(detailRoutes());
    // The session check never answers in this test.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        input === '/api/auth/session' ? new Promise<never>(() => {}) : answer(input),
      ),
    );
    openPage();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(650));
    expect(screen.queryByText('Oturum bilgileri yükleniyor...')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Oturum bilgileri yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByText('Teklif vermek için giriş yapın.')).not.toBeInTheDocument();
  });

  it('has a share button next to the back button', async () => {
    mockApi(detailRoutes());
    openPage();
    expect(await screen.findByRole('button', { name: 'Paylaş' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geri' })).toBeInTheDocument();
  });

  it('names the stored listing owner as İlan Sahibi', async () => {
    mockApi(detailRoutes());
    openPage();
    const label = await screen.findByText('İlan Sahibi');
    expect(label.nextElementSibling).toHaveTextContent('Yetkili Emlak A.Ş.');
  });
});
