import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  LISTING_ID,
  listingPath,
  renderWithQuery,
  stubApi,
  VERIFIED_IDENTITY,
} from '../testing/bidding-test-kit';
import { DepositDialog } from './deposit-dialog';

/** 'Kimlik Doğrulama' inside the deposit dialog, before the first deposit (issue 27). */
const listing = { id: LISTING_ID, title: 'Kütahya Merkez imarlı arsa', depositAmount: 5_000_000 };
const PAYMENTS = `POST ${listingPath}/deposit/payments`;
const NOT_VERIFIED = { 'GET /api/me/identity': { body: { identity: null } } };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter>
      <DepositDialog listing={listing} open={open} onOpenChange={setOpen} hasPending={false} />
    </MemoryRouter>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });
const field = (label: string) => within(dialog()).getByLabelText(label);

beforeEach(() => {
  document.cookie = 'csrf_token=test-csrf';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function fillIdentity(user: ReturnType<typeof renderWithQuery>['user'], number: string) {
  await user.type(field('TC Kimlik Numarası'), number);
  await user.type(field('Ad'), 'Ayşe');
  await user.type(field('Soyad'), 'Yılmaz');
  await user.type(field('Doğum Yılı'), '1985');
  await user.selectOptions(field('İl'), 'Kütahya');
  await user.type(field('İlçe'), 'Merkez');
  await user.type(field('Adres'), 'Cumhuriyet Mah. İnönü Cad. No: 12');
}

describe('DepositDialog before the first deposit', () => {
  it('asks for the identity first, then goes on to the card once the registry matches', async () => {
    const api = stubApi({
      ...NOT_VERIFIED,
      'POST /api/me/identity': { body: VERIFIED_IDENTITY },
    });
    const { user } = renderWithQuery(<Harness />);
    await waitFor(() => expect(api.sent('GET', '/api/me/identity')).toHaveLength(1));
    // The button waits for the answer to be read (its schema may still be loading).
    const pay = within(dialog()).getByRole('button', { name: 'Teminatı Yatır' });
    await waitFor(() => expect(pay).toBeEnabled(), { timeout: 10_000 });
    await user.click(pay);
    expect(within(dialog()).getByRole('heading', { name: 'Kimlik Doğrulama' })).toBeVisible();
    expect(within(dialog()).queryByLabelText('Kart Numarası')).not.toBeInTheDocument();

    // The check digits are checked here first: nothing is sent for a wrong 11th digit.
    await fillIdentity(user, '12345678951');
    await user.click(within(dialog()).getByRole('button', { name: 'Doğrula ve Devam Et' }));
    expect(
      await within(dialog()).findByText(
        'TC kimlik numarasının 11. hanesi tutmuyor. Lütfen numaranızı kontrol ediniz.',
      ),
    ).toBeVisible();
    expect(api.sent('POST', '/api/me/identity')).toHaveLength(0);

    await user.clear(field('TC Kimlik Numarası'));
    await user.type(field('TC Kimlik Numarası'), '12345678950');
    await user.click(within(dialog()).getByRole('button', { name: 'Doğrula ve Devam Et' }));
    expect(await within(dialog()).findByLabelText('Kart Numarası')).toBeVisible();
    expect(api.sent('POST', '/api/me/identity')[0]?.body).toMatchObject({
      identityNumber: '12345678950',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      birthYear: 1985,
      province: 'Kütahya',
    });
  });

  it('shows the registry mismatch and starts no payment', async () => {
    const api = stubApi({
      ...NOT_VERIFIED,
      'POST /api/me/identity': apiError(
        422,
        'IDENTITY_MISMATCH',
        'Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi',
      ),
    });
    const { user } = renderWithQuery(<Harness />);
    await waitFor(() => expect(api.sent('GET', '/api/me/identity')).toHaveLength(1));
    await user.click(within(dialog()).getByRole('button', { name: 'Teminatı Yatır' }));
    await fillIdentity(user, '12345678950');
    await user.click(within(dialog()).getByRole('button', { name: 'Doğrula ve Devam Et' }));
    expect(
      await within(dialog()).findByText('Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi'),
    ).toBeVisible();
    expect(within(dialog()).queryByLabelText('Kart Numarası')).not.toBeInTheDocument();
    expect(api.sent('POST', `${listingPath}/deposit/payments`)).toHaveLength(0);
    expect(PAYMENTS).toContain('deposit/payments');
  });

  it('asks a foreigner (99…) for the day and month of birth too', async () => {
    stubApi(NOT_VERIFIED);
    const { user } = renderWithQuery(<Harness />);
    await user.click(await within(dialog()).findByRole('button', { name: 'Teminatı Yatır' }));
    await waitFor(() => expect(field('TC Kimlik Numarası')).toBeVisible());
    expect(within(dialog()).queryByLabelText('Doğum Günü')).not.toBeInTheDocument();
    await user.type(field('TC Kimlik Numarası'), '99123456740');
    expect(field('Doğum Günü')).toBeVisible();
    expect(field('Doğum Ayı')).toBeVisible();
  });
});
