import {
  FIRM_LISTING_FORM_DEFAULTS,
  type FirmListingFormValues,
} from '@arsamezat/shared/firms/firm-listings';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '../../../testing/render-with-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirmListingForm } from './firm-listing-form';

beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);

function renderForm(values: Partial<FirmListingFormValues> = {}) {
  const onSubmit = vi.fn<(values: FirmListingFormValues) => Promise<void>>(() => Promise.resolve());
  render(
    withQueryClient(
      <MemoryRouter>
        <FirmListingForm
          mode="create"
          defaultValues={{ ...FIRM_LISTING_FORM_DEFAULTS, ...values }}
          onSubmit={onSubmit}
          images={null}
        />
      </MemoryRouter>,
    ),
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

describe("a firm's listing form", { timeout: 20_000 }, () => {
  it('has the operator’s sections without the deposit, status, extension or İlan Sahibi', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Başlangıç Fiyatı' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Taşınmaz Numarası' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Maliki olduğumuz taşınmaz' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Malikin yetkilendirdiği taşınmaz' }),
    ).toBeInTheDocument();
    for (const name of ['Teminat Tutarı', 'İlan Sahibi', 'Son dakika uzatması (dk)']) {
      expect(screen.queryByRole('textbox', { name })).toBeNull();
    }
    expect(screen.queryByRole('combobox', { name: 'Durum' })).toBeNull();
  });

  it('asks for the taşınmaz numarası, the basis and both dates in Turkish, and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Taslağı Kaydet' }));
    for (const message of [
      'Taşınmaz numarası zorunludur.',
      'Yetki dayanağını seçin.',
      'Başlangıç tarihi zorunludur.',
      'Bitiş tarihi zorunludur.',
      'İlan başlığı zorunludur.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Taşınmaz Numarası' }), '12-A');
    await user.tab();
    expect(
      await screen.findByText('Taşınmaz numarası yalnızca rakamlardan oluşmalıdır.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
