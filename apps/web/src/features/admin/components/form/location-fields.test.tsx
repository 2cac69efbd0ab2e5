import { ADMIN_LISTING_FORM_DEFAULTS } from '@arsamezat/shared/admin/admin-listing-form';
import type { ProvinceLocations } from '@arsamezat/shared/listings/locations';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '../../../../testing/render-with-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, stubResizeObserver } from '../../testing/admin-test-kit';
import { ListingForm } from './listing-form';

beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

const KUTAHYA: ProvinceLocations = {
  city: 'Kütahya',
  districts: [
    {
      code: '43.merkez',
      name: 'Merkez',
      neighbourhoods: [{ code: '43.merkez.zafertepe-mah', name: 'Zafertepe Mah.' }],
    },
    { code: '43.simav', name: 'Simav', neighbourhoods: [] },
  ],
};

describe('the listing form’s location', { timeout: 20_000 }, () => {
  it('picks ilçe and mahalle from the province’s lists, and shows the place as the listing will', async () => {
    stubApi(() => ({ body: KUTAHYA }));
    render(
      withQueryClient(
        <MemoryRouter>
          <ListingForm
            mode="create"
            defaultValues={ADMIN_LISTING_FORM_DEFAULTS}
            onSubmit={vi.fn(() => Promise.resolve())}
            images={null}
          />
        </MemoryRouter>,
      ),
    );
    const user = userEvent.setup({ delay: null });
    const details = screen.getByRole('textbox', { name: 'Konum Detayı' });
    expect(details).toHaveAccessibleDescription(
      'İlçe ve mahalleyi listeden seçin; buraya mevki, yol gibi ek bilgi yazın.',
    );
    expect(screen.getByRole('combobox', { name: 'İlçe' })).toBeDisabled();

    await user.type(details, 'Kocatepe mevkii');
    await user.click(screen.getByRole('combobox', { name: 'Şehir' }));
    await user.type(screen.getByPlaceholderText('Şehir ara...'), 'kütahya');
    await user.click(
      within(screen.getByRole('listbox', { name: 'İller' })).getByRole('option', {
        name: 'Kütahya',
      }),
    );
    // The province's lists load once it is chosen.
    const district = await screen.findByRole('combobox', { name: 'İlçe' });
    await waitFor(() => expect(district).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Mahalle' })).toBeDisabled();
    await user.selectOptions(district, 'Merkez');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mahalle' }), 'Zafertepe Mah.');
    expect(screen.getByText(/^İlanda görünecek:/)).toHaveTextContent(
      'İlanda görünecek: Kütahya, Merkez, Zafertepe Mah., Kocatepe mevkii',
    );
    // Another district clears the mahalle.
    await user.selectOptions(district, 'Simav');
    expect(screen.getByRole('combobox', { name: 'Mahalle' })).toHaveValue('');
  });
});
