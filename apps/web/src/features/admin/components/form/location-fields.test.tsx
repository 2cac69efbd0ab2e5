import { ADMIN_LISTING_FORM_DEFAULTS } from '@arsamezat/shared/admin/admin-listing-form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../testing/admin-test-kit';
import { ListingForm } from './listing-form';

beforeEach(() => stubResizeObserver());

describe('the listing form’s location', { timeout: 20_000 }, () => {
  it('asks for mahalle then ilçe, and shows the place as the listing will: il, ilçe, mahalle', async () => {
    render(
      <MemoryRouter>
        <ListingForm
          mode="create"
          defaultValues={ADMIN_LISTING_FORM_DEFAULTS}
          onSubmit={vi.fn(() => Promise.resolve())}
          images={null}
        />
      </MemoryRouter>,
    );
    const user = userEvent.setup({ delay: null });
    const details = screen.getByRole('textbox', { name: 'Konum Detayı' });
    expect(details).toHaveAccessibleDescription('Önce mahalle, sonra ilçe; virgülle ayırın.');
    expect(details).toHaveAttribute('placeholder', 'Örn. Zafertepe Mah., Merkez');

    await user.type(details, 'Zafertepe Mah., Merkez');
    await user.click(screen.getByRole('combobox', { name: 'Şehir' }));
    await user.type(screen.getByPlaceholderText('Şehir ara...'), 'kütahya');
    await user.click(
      within(screen.getByRole('listbox', { name: 'İller' })).getByRole('option', {
        name: 'Kütahya',
      }),
    );
    expect(screen.getByText(/^İlanda görünecek:/)).toHaveTextContent(
      'İlanda görünecek: Kütahya, Merkez, Zafertepe Mah.',
    );
  });
});
