import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingDetail } from '../testing/render';
import { LINK_COPIED, listingShareText, ShareButton } from './share-button';

const listing = listingDetail();
const url = `${window.location.origin}/auctions/${listing.id}`;

function stubNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { configurable: true, value });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.useRealTimers();
});

/** Clicks and lets the share promise settle. */
async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    await Promise.resolve();
  });
}

describe('ShareButton', () => {
  it("shares through the device's share sheet with the minimum bid of a running auction", async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    render(<ShareButton listing={listing} />);
    await clickShare();
    expect(share).toHaveBeenCalledWith({
      title: 'Kütahya Merkez imarlı arsa',
      text: 'Kütahya Merkez imarlı arsa - Minimum teklif: 1.260.000 ₺',
      url,
    });
    expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
  });

  it('uses the price otherwise', () => {
    expect(listingShareText(listingDetail({ phase: 'ended', displayPrice: 42_000_000 }))).toBe(
      'Kütahya Merkez imarlı arsa - 420.000 ₺',
    );
    expect(listingShareText(listingDetail({ listingType: 'offer', minimumNextBid: null }))).toBe(
      'Kütahya Merkez imarlı arsa - 1.250.000 ₺',
    );
  });

  it('copies the link without a share sheet and says so for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    render(<ShareButton listing={listing} />);
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent(LINK_COPIED);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText(LINK_COPIED)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
  });

  it('stays silent when sharing is cancelled or the clipboard refuses', async () => {
    stubNavigator('share', () => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const { unmount } = render(<ShareButton listing={listing} />);
    await clickShare();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    unmount();

    Reflect.deleteProperty(navigator, 'share');
    stubNavigator('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    render(<ShareButton listing={listing} />);
    await clickShare();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
