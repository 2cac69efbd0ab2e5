import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browseRequests, listingsPageFor, mockBrowseApi } from '../testing/browse-api';
import { renderRoute } from '../testing/render';
import { ListingBrowser } from './listing-browser';

const open = () => renderRoute(<ListingBrowser defaultTab="new" />);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('browse loading and refresh', () => {
  it("shows 'Veriler Yükleniyor' with six skeletons, then 'Filtreleniyor' over the last page", async () => {
    let release = () => {};
    const fetchMock = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/listings') return json({ user: null });
      await new Promise<void>((resolve) => (release = resolve));
      return json(listingsPageFor(url, 30));
    });
    vi.stubGlobal('fetch', fetchMock);
    open();

    const loading = screen.getByText('Veriler Yükleniyor').closest('[role="status"]');
    expect(loading?.querySelector('.grid')?.children).toHaveLength(6);
    await act(async () => release());
    expect(await screen.findByText('30 sonuç bulundu')).toBeInTheDocument();
    expect(screen.queryByText('Veriler Yükleniyor')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    expect(await screen.findByText('Filtreleniyor')).toBeInTheDocument();
    // The last page stays on screen, dimmed and marked busy, until the next arrives.
    const results = screen.getByRole('region', { name: 'Sonuçlar' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'new ilan 1-0' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'new ilan 2-0' })).toBeInTheDocument();
    expect(screen.queryByText('Filtreleniyor')).not.toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'false');
  });

  it('refreshes every 30 s while visible, never while hidden, and on return after 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockBrowseApi();
    open();
    await screen.findByText('30 sonuç bulundu');
    const count = () => browseRequests(fetchMock).length;
    expect(count()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(count()).toBe(2);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(count()).toBe(2);
    // Back after 90 s: older than a minute, so it reloads at once.
    await act(async () => setVisibility('visible'));
    expect(count()).toBe(3);

    // Back after 10 s: fresh enough.
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await act(async () => setVisibility('visible'));
    expect(count()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(count()).toBe(4);
  });
});
