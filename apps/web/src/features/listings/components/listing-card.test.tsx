import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingSummary, renderRoute, siteConfig, TEST_NOW } from '../testing/render';
import { ListingCard } from './listing-card';

const inMs = (ms: number) => new Date(TEST_NOW.getTime() + ms).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ListingCard', () => {
  it('shows the title, reversed location, price, chips and links to the detail page', () => {
    const listing = listingSummary();
    renderRoute(<ListingCard listing={listing} />);
    const link = screen.getByRole('link', { name: 'Kütahya Merkez imarlı arsa' });
    expect(link).toHaveAttribute('href', `/auctions/${listing.id}`);
    expect(screen.getByText('Kütahya, Merkez')).toBeInTheDocument();
    expect(screen.getByText('1.250.000 ₺')).toBeInTheDocument();
    expect(screen.getByText('Güncel Teklif')).toBeInTheDocument();
    expect(screen.getByText('1.250 m²')).toBeInTheDocument();
    expect(screen.getByText('Konut İmarlı')).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/uploads/a.webp');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1067');
    const source = document.querySelector('picture source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/uploads/a-400w.webp 400w, /uploads/a-800w.webp 800w, /uploads/a-1200w.webp 1200w, /uploads/a.webp 1600w',
    );
    expect(source?.getAttribute('sizes')).toContain('(min-width: 640px) 50vw');
  });

  it('loads the first card of a page at once and first (the LCP image)', () => {
    renderRoute(<ListingCard listing={listingSummary()} priority />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an image stored without WebP copies from its thumbnail, lazily', () => {
    const listing = listingSummary({
      coverImage: {
        url: '/uploads/old.webp',
        thumbnailUrl: '/uploads/old-thumb.webp',
        width: null,
        height: null,
        variants: [],
      },
    });
    renderRoute(<ListingCard listing={listing} />);
    expect(document.querySelector('picture')).toBeNull();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/old-thumb.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
  });

  it("says 'Konum bilgisi yok' without a location and 0 ₺ without a price", () => {
    renderRoute(<ListingCard listing={listingSummary({ location: '', displayPrice: 0 })} />);
    expect(screen.getByText('Konum bilgisi yok')).toBeInTheDocument();
    expect(screen.getByText('0 ₺')).toBeInTheDocument();
  });

  it.each([
    [{ phase: 'upcoming', status: 'upcoming' }, 'Yakında'],
    [{ phase: 'ended', status: 'ended' }, 'Sona Erdi'],
    [{ listingType: 'offer', phase: 'active' }, 'Pazarlık'],
    [{ listingType: 'offer', phase: 'ended' }, 'Sona Erdi'],
  ] as const)('badges %o as %s, without a countdown', (overrides, label) => {
    renderRoute(<ListingCard listing={listingSummary(overrides)} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts down on active auctions, warns under five minutes and ends with Süre doldu', () => {
    const onExpire = vi.fn();
    renderRoute(
      <ListingCard
        listing={listingSummary({ endsAt: inMs(5 * 60_000 + 2_000) })}
        onExpire={onExpire}
      />,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('05:02');
    expect(timer).toHaveAccessibleName('5 dakika 2 saniye kaldı');
    expect(timer).not.toHaveAttribute('data-warning');

    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(timer).toHaveTextContent('04:59');
    expect(timer).toHaveAttribute('data-warning', 'true');

    act(() => {
      vi.advanceTimersByTime(299_000);
    });
    expect(timer).toHaveTextContent('Süre doldu');
    expect(timer).toHaveAccessibleName('Süre doldu');
    expect(timer).not.toHaveAttribute('data-warning');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("counts to the server's clock, not the device's", () => {
    // The server is a minute ahead of this device.
    const site = siteConfig(new Date(TEST_NOW.getTime() + 60_000));
    renderRoute(<ListingCard listing={listingSummary({ endsAt: inMs(2 * 3_600_000) })} />, {
      site,
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:59:00');
  });

  it('shows days from a day on', () => {
    renderRoute(
      <ListingCard listing={listingSummary({ endsAt: inMs(2 * 86_400_000 + 3_600_000) })} />,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2 gün 1 sa 0 dk');
    expect(timer).toHaveAccessibleName('2 gün 1 saat kaldı');
  });

  it("shows an ended listing's sale as its page does, in the grid and the list", () => {
    const ended = {
      status: 'sold' as const,
      phase: 'ended' as const,
      finalPrice: 125_000_000,
      endsAt: inMs(-60_000),
    };
    const { unmount } = renderRoute(
      <ListingCard listing={listingSummary({ ...ended, saleState: 'in_progress' })} />,
    );
    expect(screen.getByTestId('sale-state-badge')).toHaveTextContent('Satış sürecinde');
    expect(screen.getByText('Son Fiyat')).toBeInTheDocument();
    unmount();
    renderRoute(
      <ListingCard listing={listingSummary({ ...ended, saleState: 'completed' })} layout="list" />,
    );
    expect(screen.getByTestId('sale-state-badge')).toHaveTextContent('Satıldı');
  });

  it('shows no sale line on a listing without a sale', () => {
    renderRoute(<ListingCard listing={listingSummary({ phase: 'ended', status: 'ended' })} />);
    expect(screen.queryByTestId('sale-state-badge')).toBeNull();
  });
});
