import type { ProvinceLocations } from '@arsamezat/shared/listings/locations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browseRequests, listingsPageFor } from '../testing/browse-api';
import { mockApi, renderRoute } from '../testing/render';
import { ListingBrowser } from './listing-browser';

const IZMIR: ProvinceLocations = {
  city: 'İzmir',
  districts: [
    {
      code: '35.cesme',
      name: 'Çeşme',
      neighbourhoods: [
        { code: '35.cesme.alacati-mah', name: 'Alaçatı Mah.' },
        { code: '35.cesme.ilica-mah', name: 'Ilıca Mah.' },
      ],
    },
    { code: '35.urla', name: 'Urla', neighbourhoods: [] },
  ],
};

const mockSearchApi = () =>
  mockApi({
    '/api/listings?': (url) => ({ body: listingsPageFor(url, 30) }),
    '/api/locations?': () => ({ body: IZMIR }),
  });
const open = (url = '/') => renderRoute(<ListingBrowser defaultTab="new" />, { url });
const sidebar = () => screen.getByRole('form', { name: 'Filtreler' });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search of issue 30 in the browse filters', { timeout: 30_000 }, () => {
  it('applies a keyword, a district and mahalle of one province, an area and zonings', async () => {
    const fetchMock = mockSearchApi();
    const { router } = open();
    await screen.findByText('30 sonuç bulundu');
    const form = sidebar();
    expect(
      within(form).getByText('İlçe ve mahalle seçmek için tek bir il seçin.'),
    ).toBeInTheDocument();

    await userEvent.type(
      within(form).getByRole('searchbox', { name: 'Kelime ile Ara' }),
      'Zeytinlik',
    );
    await userEvent.type(
      within(form).getByRole('searchbox', { name: 'Şehir ara' }),
      'izmir{Enter}',
    );
    // The province's lists load from the server once it is chosen.
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Çeşme' }));
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Alaçatı Mah.' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'En küçük alan' }), '1000');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Konut İmarlı' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Villa İmarlı' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Filtreleri Uygula' }));

    const expected =
      `?q=Zeytinlik&cities=${encodeURIComponent('İzmir')}&districts=35.cesme` +
      `&neighbourhoods=35.cesme.alacati-mah&minArea=1000&zoning=${encodeURIComponent('konut,villa')}`;
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual(Object.fromEntries(new URLSearchParams(expected)));
    await waitFor(() => {
      const request = new URLSearchParams(browseRequests(fetchMock).at(-1));
      expect(request.get('q')).toBe('Zeytinlik');
      expect(request.get('districts')).toBe('35.cesme');
      expect(request.get('neighbourhoods')).toBe('35.cesme.alacati-mah');
      expect(request.get('minArea')).toBe('1000');
      expect(request.get('zoning')).toBe('konut,villa');
    });
    const applied = screen.getByRole('list', { name: 'Uygulanan filtreler' });
    expect(
      within(applied)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      '“Zeytinlik”',
      'İzmir',
      'Çeşme',
      'Alaçatı Mah.',
      'En az 1.000 m²',
      'Konut İmarlı',
      'Villa İmarlı',
    ]);

    // Removing the province drops its district and mahalle with it.
    await userEvent.click(within(applied).getByRole('button', { name: 'İzmir filtresini kaldır' }));
    const after = new URLSearchParams(router.state.location.search);
    expect(after.get('districts')).toBeNull();
    expect(after.get('neighbourhoods')).toBeNull();
    expect(after.get('q')).toBe('Zeytinlik');
  });

  it('forgets the district when a second province is ticked', async () => {
    mockSearchApi();
    const { router } = open(`/?cities=${encodeURIComponent('İzmir')}&districts=35.urla`);
    const form = sidebar();
    expect(await within(form).findByRole('checkbox', { name: 'Urla' })).toBeChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Konya' }));
    expect(
      within(form).getByText('İlçe ve mahalle seçmek için tek bir il seçin.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Filtreleri Uygula' }));
    expect(new URLSearchParams(router.state.location.search).get('districts')).toBeNull();
  });

  it('refuses a smallest area above the largest, and sorts by price per m²', async () => {
    mockSearchApi();
    const { router } = open();
    const form = sidebar();
    await userEvent.type(within(form).getByRole('textbox', { name: 'En küçük alan' }), '900');
    await userEvent.type(within(form).getByRole('textbox', { name: 'En büyük alan' }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Filtreleri Uygula' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'En küçük alan en büyük alandan büyük olamaz.',
    );
    expect(router.state.location.search).toBe('');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Sırala' }),
      'm² Fiyatı (Artan)',
    );
    expect(router.state.location.search).toBe('?sort=pricePerM2Asc');
  });
});
