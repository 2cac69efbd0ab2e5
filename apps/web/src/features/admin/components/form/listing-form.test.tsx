import {
  ADMIN_LISTING_FORM_DEFAULTS,
  toAdminListingInput,
  type AdminListingFormValues,
} from '@arsamezat/shared/admin/admin-listing-form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '../../../../testing/render-with-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../testing/admin-test-kit';
import { ListingForm } from './listing-form';

beforeEach(() => stubResizeObserver());

function renderForm(mode: 'create' | 'edit' = 'create') {
  const onSubmit = vi.fn<(values: AdminListingFormValues) => Promise<void>>(() =>
    Promise.resolve(),
  );
  render(
    withQueryClient(
      <MemoryRouter>
        <ListingForm
          mode={mode}
          defaultValues={ADMIN_LISTING_FORM_DEFAULTS}
          onSubmit={onSubmit}
          images={null}
        />
      </MemoryRouter>,
    ),
  );
  // No pause between keystrokes: the typing tests stay fast when the machine is busy.
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

const box = (name: string) => screen.getByRole('textbox', { name });

// Typing a whole form is slow in jsdom on a loaded two-core machine.
describe('admin listing form', { timeout: 20_000 }, () => {
  it('labels price and increment by listing type', async () => {
    const { user } = renderForm();
    expect(box('Başlangıç Fiyatı')).toBeInTheDocument();
    expect(box('Minimum Artış Tutarı')).toBeInTheDocument();
    expect(box('Son dakika uzatması (dk)')).toHaveValue('5');
    await user.click(screen.getByRole('radio', { name: /Pazarlık/ }));
    expect(box('Liste Fiyatı')).toBeInTheDocument();
    expect(box('Teklif Artış Tutarı')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Minimum Artış Tutarı' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Son dakika uzatması (dk)' })).toBeNull();
  });

  it('shows the Turkish messages of the missing fields and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'İlanı Oluştur' }));
    for (const message of [
      'İlan başlığı zorunludur.',
      'Açıklama zorunludur.',
      'Alan büyüklüğü zorunludur.',
      'Başlangıç fiyatı zorunludur.',
      'Minimum artış tutarı zorunludur.',
      'Şehir seçin.',
      'İlan sahibi zorunludur.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(box('İlan Başlığı')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes comma decimals, a searched province and Istanbul times, and submits', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(box('İlan Başlığı'), 'Merkezde arsa');
    await user.type(box('Açıklama'), 'Yola cepheli.');
    await user.type(box('Başlangıç Fiyatı'), '1.250.000,50');
    await user.type(box('Minimum Artış Tutarı'), '5000');
    await user.type(box('Alan Büyüklüğü'), '1250,5');
    await user.type(box('İlan Sahibi'), 'Ege Arsa Ltd. Şti.');
    await user.click(screen.getByRole('combobox', { name: 'Şehir' }));
    await user.type(screen.getByPlaceholderText('Şehir ara...'), 'kutahya');
    const list = screen.getByRole('listbox', { name: 'İller' });
    await user.click(within(list).getByRole('option', { name: 'Kütahya' }));
    expect(screen.getByRole('combobox', { name: 'Şehir' })).toHaveTextContent('Kütahya');
    await user.type(screen.getByLabelText(/Başlangıç Tarihi/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'İlanı Oluştur' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0];
    expect(toAdminListingInput(values)).toMatchObject({
      listingType: 'auction',
      city: 'Kütahya',
      startingPrice: 125_000_050,
      minIncrement: 500_000,
      areaSize: 1250.5,
      depositAmount: 0,
      startsAt: '2026-12-01T09:00:00.000Z',
      status: 'upcoming',
      areaUnit: 'm2',
      ilanSahibi: 'Ege Arsa Ltd. Şti.',
    });
  });

  it('refuses letters in a price and an end before the start', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(box('Başlangıç Fiyatı'), '12a');
    await user.type(screen.getByLabelText(/Başlangıç Tarihi/), '2026-12-05');
    await user.type(screen.getByLabelText(/Bitiş Tarihi/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'İlanı Oluştur' }));
    expect(
      await screen.findByText('Başlangıç fiyatı geçerli bir sayı olmalıdır (ör. 1250,50).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bitiş zamanı başlangıç zamanından sonra olmalıdır.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
