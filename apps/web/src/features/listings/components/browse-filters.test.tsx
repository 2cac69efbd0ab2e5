import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browseRequests, mockBrowseApi } from '../testing/browse-api';
import { renderRoute } from '../testing/render';
import { ListingBrowser } from './listing-browser';

const open = (url = '/') => renderRoute(<ListingBrowser defaultTab="new" />, { url });
const sidebar = () => screen.getByRole('form', { name: 'Filtreler' });
const lastRequest = (fetchMock: ReturnType<typeof mockBrowseApi>) =>
  browseRequests(fetchMock).at(-1);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing re-renders the 81 provinces per key: slow on a busy machine.
describe('browse filters', { timeout: 20_000 }, () => {
  it('applies provinces and a price range typed in lira, asks in kuruş, from page 1', async () => {
    const fetchMock = mockBrowseApi();
    const { router } = open('/?page=3');
    await screen.findByText('30 sonuç bulundu');
    const form = sidebar();

    await userEvent.type(
      within(form).getByRole('searchbox', { name: 'Şehir ara' }),
      'izmir{Enter}',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Konya' }));
    const min = within(form).getByRole('textbox', { name: 'En düşük fiyat' });
    await userEvent.type(min, '500000');
    expect(min).toHaveValue('500.000');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'En yüksek fiyat' }),
      '2.000.000',
    );
    // Nothing is asked until the filters are applied.
    expect(router.state.location.search).toBe('?page=3');

    await userEvent.click(within(form).getByRole('button', { name: 'Filtreleri Uygula' }));
    const cities = encodeURIComponent('İzmir,Konya');
    expect(router.state.location.search).toBe(
      `?cities=${cities}&minPrice=50000000&maxPrice=200000000`,
    );
    await waitFor(() =>
      expect(lastRequest(fetchMock)).toBe(
        `?tab=new&cities=${cities}&minPrice=50000000&maxPrice=200000000&sort=newest&page=1&pageSize=12`,
      ),
    );
    const applied = screen.getByRole('list', { name: 'Uygulanan filtreler' });
    expect(
      within(applied)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['İzmir', 'Konya', 'En az 500.000 ₺', 'En çok 2.000.000 ₺']);

    await userEvent.click(
      within(applied).getByRole('button', { name: 'En az 500.000 ₺ filtresini kaldır' }),
    );
    expect(router.state.location.search).toBe(`?cities=${cities}&maxPrice=200000000`);
    expect(within(sidebar()).getByRole('textbox', { name: 'En düşük fiyat' })).toHaveValue('');
  });

  it('refuses a minimum above the maximum', async () => {
    mockBrowseApi();
    const { router } = open();
    const form = sidebar();
    await userEvent.type(within(form).getByRole('textbox', { name: 'En düşük fiyat' }), '900');
    await userEvent.type(within(form).getByRole('textbox', { name: 'En yüksek fiyat' }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Filtreleri Uygula' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'En düşük fiyat en yüksek fiyattan büyük olamaz.',
    );
    expect(router.state.location.search).toBe('');
  });

  it("'Temizle' clears provinces, prices and sort and goes back to page 1", async () => {
    mockBrowseApi();
    const { router } = open('/?tab=offers&cities=Konya&minPrice=10000&sort=priceAsc&page=2');
    expect(within(sidebar()).getByRole('checkbox', { name: 'Konya' })).toBeChecked();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Temizle' }));
    expect(router.state.location.search).toBe('?tab=offers');
    expect(within(sidebar()).getByRole('checkbox', { name: 'Konya' })).not.toBeChecked();
  });

  it("sorts at once, from page 1, with 'Bitişi Yakın' on auctions only", async () => {
    const fetchMock = mockBrowseApi();
    const { router } = open('/?page=2');
    const sort = await screen.findByRole('combobox', { name: 'Sırala' });
    const options = () =>
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual([
      'En Yeni',
      'Fiyat (Artan)',
      'Fiyat (Azalan)',
      'm² Fiyatı (Artan)',
      'm² Fiyatı (Azalan)',
    ]);

    await userEvent.selectOptions(sort, 'Fiyat (Azalan)');
    expect(router.state.location.search).toBe('?sort=priceDesc');
    await waitFor(() => expect(lastRequest(fetchMock)).toContain('sort=priceDesc&page=1'));

    await userEvent.click(screen.getByRole('link', { name: /Açık Arttırmalar/ }));
    const auctionSort = await screen.findByRole('combobox', { name: 'Sırala' });
    expect(within(auctionSort).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(auctionSort, 'Bitişi Yakın');
    expect(router.state.location.search).toBe('?tab=auctions&sort=endingSoon');
    await userEvent.click(screen.getByRole('link', { name: /Pazarlık/ }));
    expect(router.state.location.search).toBe('?tab=offers');
  });

  it('switches to the list (8 per page) from page 1, and Back restores the grid page', async () => {
    const fetchMock = mockBrowseApi();
    const { router } = open('/?page=2');
    const grid = await screen.findByRole('button', { name: 'Izgara görünümü' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Liste görünümü' }));
    expect(router.state.location.search).toBe('?view=list');
    await waitFor(() =>
      expect(lastRequest(fetchMock)).toBe('?tab=new&sort=newest&page=1&pageSize=8'),
    );
    expect(screen.getByRole('button', { name: 'Liste görünümü' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // 30 results, 8 per page: four pages.
    expect(await screen.findByRole('button', { name: 'Sayfa 4' })).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Izgara görünümü' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters from the mobile sheet, which closes on apply', async () => {
    mockBrowseApi();
    const { router } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtreler' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Uşak' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Filtreleri Uygula' }));
    expect(router.state.location.search).toBe(`?cities=${encodeURIComponent('Uşak')}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Filtrele (1 filtre uygulandı)' }),
    ).toBeInTheDocument();
  });
});
