import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { guest, loading, member, setFakeAuth } from '../../../testing/fake-auth';
import { mockApi, renderRoute } from '../testing/render';
import { WatchButton } from './watch-button';

vi.mock('../../../lib/session/use-auth', () => import('../../../testing/fake-auth'));

const ID = '00000000-0000-4000-8000-000000000001';
const watchCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map((call) => call as unknown as [string, RequestInit | undefined])
    .filter(([input]) => input.endsWith('/watch'))
    .map(([input, init]) => `${init?.method ?? 'GET'} ${input}`);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setFakeAuth(guest);
});

describe('WatchButton', () => {
  it('follows a listing for a member and says how many people follow it', async () => {
    setFakeAuth(member);
    let watching = false;
    const fetchMock = mockApi({
      [`/api/listings/${ID}/watch`]: () => ({
        body: { watching, watchers: watching ? 4 : 3 },
      }),
    });
    renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" variant="full" />);
    expect(await screen.findByText('3 kişi takip ediyor')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Takip Et' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    watching = true;
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Takip Ediliyor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('4 kişi takip ediyor')).toBeInTheDocument();
    expect(watchCalls(fetchMock)).toContain(`PUT /api/listings/${ID}/watch`);
  });

  it("says a member's heart is getting ready until their follows are known (decision 095)", async () => {
    setFakeAuth(member);
    mockApi({ '/api/me/watchlist/ids': { body: { ids: [ID] } } });
    renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" />);
    // Drawn before the member's follows have come (as the server draws it).
    expect(screen.getByRole('button', { name: 'Takip Et: Konya Arsası' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const followed = await screen.findByRole('button', { name: 'Takip Ediliyor: Konya Arsası' });
    expect(followed).not.toHaveAttribute('aria-busy');
  });

  it('follows a listing whose button was pressed before the page was live (decision 095)', async () => {
    setFakeAuth(member);
    const fetchMock = mockApi({
      [`/api/listings/${ID}/watch`]: { body: { watching: true, watchers: 1 } },
    });
    // What boot.ts keeps of a tap on the server's button before the app was live.
    window.__arsamezatKeptPress = `watch-full-${ID}`;
    renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" variant="full" />);
    await waitFor(() => expect(watchCalls(fetchMock)).toContain(`PUT /api/listings/${ID}/watch`));
    expect(window.__arsamezatKeptPress).toBeUndefined();
  });

  it('keeps a press made while the session is checked and follows once it is known', async () => {
    setFakeAuth(loading);
    const fetchMock = mockApi({
      [`/api/listings/${ID}/watch`]: { body: { watching: true, watchers: 1 } },
      '/api/me/watchlist/ids': { body: { ids: [] } },
    });
    renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" />);
    const button = screen.getByRole('button', { name: 'Takip Et: Konya Arsası' });
    // It shows it is getting ready, and a press is kept.
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(watchCalls(fetchMock)).toEqual([]);

    act(() => setFakeAuth(member));
    await waitFor(() => expect(watchCalls(fetchMock)).toEqual([`PUT /api/listings/${ID}/watch`]));
  });

  it('sends a press kept while the session is checked to sign in when it is a guest', async () => {
    setFakeAuth(loading);
    mockApi({});
    renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" />);
    await userEvent.click(screen.getByRole('button', { name: 'Takip Et: Konya Arsası' }));
    act(() => setFakeAuth(guest));
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    // The follow is remembered for when they are back, signed in.
    expect(sessionStorage.length).toBe(1);
  });

  it('shows the follow when the list of followed ids was still on its way as the press went', async () => {
    // The press is kept while the session is checked; once it is known, the card's list of
    // followed ids and the follow go together. That list, answered before the follow was saved,
    // must not be the last word (a journey saw the toast and an empty heart under load).
    setFakeAuth(loading);
    const reply = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    let answerFirstList: (response: Response) => void = () => {};
    let listsAsked = 0;
    let followed = false;
    const fetchMock = vi.fn((input: string, init?: RequestInit) => {
      if (input.endsWith('/watch') && init?.method === 'PUT') {
        followed = true;
        return Promise.resolve(reply({ watching: true, watchers: 1 }));
      }
      if (input.startsWith('/api/me/watchlist/ids')) {
        listsAsked += 1;
        if (listsAsked === 1)
          return new Promise<Response>((resolve) => (answerFirstList = resolve));
        return Promise.resolve(reply({ ids: followed ? [ID] : [] }));
      }
      return Promise.resolve(reply({ user: null }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" />);
    await userEvent.click(screen.getByRole('button', { name: 'Takip Et: Konya Arsası' }));

    act(() => setFakeAuth(member));
    await waitFor(() => expect(followed).toBe(true));
    // The first list, read before the follow was saved, arrives last.
    act(() => answerFirstList(reply({ ids: [] })));
    expect(
      await screen.findByRole('button', { name: 'Takip Ediliyor: Konya Arsası' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a guest to sign in, and follows the listing once they are back signed in', async () => {
    const fetchMock = mockApi({
      [`/api/listings/${ID}/watch`]: { body: { watching: true, watchers: 1 } },
      '/api/me/watchlist/ids': { body: { ids: [] } },
    });
    const first = renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" />, {
      path: '/auctions/:id',
      url: `/auctions/${ID}`,
    });
    // A link, which works before the page's scripts have run, back to this page.
    const link = screen.getByRole('link', { name: 'Takip Et: Konya Arsası' });
    expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/auctions/${ID}`)}`);
    await userEvent.click(link);
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(watchCalls(fetchMock)).toEqual([]);
    first.unmount();

    setFakeAuth(member);
    renderRoute(<WatchButton listingId={ID} listingTitle="Konya Arsası" />);
    await waitFor(() => expect(watchCalls(fetchMock)).toEqual([`PUT /api/listings/${ID}/watch`]));
    // Done once: a later visit does not follow again.
    expect(sessionStorage.length).toBe(0);
  });
});
