import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guest, member, setFakeAuth } from '../../../testing/fake-auth';
import { mockApi, renderRoute } from '../testing/render';
import { SaveSearchButton } from './save-search-button';

vi.mock('../../../lib/session/use-auth', () => import('../../../testing/fake-auth'));

const filters = {
  tab: 'auctions' as const,
  phase: 'active' as const,
  cities: ['Konya' as const, 'Ankara' as const],
  minPrice: 100_000_00,
};
const saved = {
  search: {
    id: '00000000-0000-4000-8000-000000000009',
    name: 'x',
    filters,
    frequency: 'daily',
    createdAt: '2026-05-05T12:00:00.000Z',
  },
};
const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map((call) => call as unknown as [string, RequestInit | undefined])
    .filter(([input, init]) => input === '/api/me/saved-searches' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setFakeAuth(guest);
});

describe('SaveSearchButton', () => {
  it('saves the filters under the name and frequency the member chose', async () => {
    setFakeAuth(member);
    const fetchMock = mockApi({ '/api/me/saved-searches': { body: saved } });
    renderRoute(<SaveSearchButton filters={filters} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aramayı Kaydet' }));
    // The form is loaded on the first press.
    expect(
      await screen.findByText('Açık Arttırmalar (Aktif) · Konya, Ankara · En az 100.000 ₺'),
    ).toBeInTheDocument();
    const name = screen.getByLabelText('Arama adı');
    expect(name).toHaveValue('Konya, Ankara aramam');
    await userEvent.clear(name);
    await userEvent.type(name, 'İç Anadolu');
    await userEvent.click(screen.getByRole('radio', { name: /Günlük özet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([{ name: 'İç Anadolu', filters, frequency: 'daily' }]),
    );
    await waitFor(() => expect(screen.queryByLabelText('Arama adı')).not.toBeInTheDocument());
    // The focus goes back to the button that opened the form.
    expect(screen.getByRole('button', { name: 'Aramayı Kaydet' })).toHaveFocus();
  });

  it('opens the form for a press made before the page was live (decision 095)', async () => {
    setFakeAuth(member);
    mockApi({ '/api/me/saved-searches': { body: saved } });
    // What boot.ts keeps of a tap on the server's button before the app was live.
    window.__arsamezatKeptPress = 'save-search';
    renderRoute(<SaveSearchButton filters={filters} />);
    expect(await screen.findByLabelText('Arama adı')).toHaveValue('Konya, Ankara aramam');
    expect(window.__arsamezatKeptPress).toBeUndefined();
  });

  it('asks for a name before saving', async () => {
    setFakeAuth(member);
    const fetchMock = mockApi({ '/api/me/saved-searches': { body: saved } });
    renderRoute(<SaveSearchButton filters={filters} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aramayı Kaydet' }));
    await userEvent.clear(await screen.findByLabelText('Arama adı'));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('Arama için bir ad girin.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('sends a guest to sign in and saves the search when they are back', async () => {
    const fetchMock = mockApi({ '/api/me/saved-searches': { body: saved } });
    const first = renderRoute(<SaveSearchButton filters={filters} />, {
      path: '/auctions',
      url: '/auctions?cities=Konya',
    });
    // A link, which works before the page's scripts have run, back to this browse.
    const link = screen.getByRole('link', { name: 'Aramayı Kaydet' });
    expect(link).toHaveAttribute('href', '/login?next=%2Fauctions%3Fcities%3DKonya');
    await userEvent.click(link);
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    first.unmount();

    setFakeAuth(member);
    renderRoute(<SaveSearchButton filters={filters} />);
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        { name: 'Konya, Ankara aramam', filters, frequency: 'immediate' },
      ]),
    );
  });
});
