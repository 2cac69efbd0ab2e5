import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, profile, renderMemberPage } from '../testing/member-test-kit';
import { ProfilePage } from './profile-page';

/** The profile's 'Kimlik Doğrulama' (issue 27): the mark, the masked number, the locked name. */
afterEach(() => vi.unstubAllGlobals());

const verified = {
  identity: {
    kind: 'tc',
    maskedNumber: '123******50',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    birthYear: 1985,
    province: 'Kütahya',
    district: 'Merkez',
    address: 'Cumhuriyet Mah. İnönü Cad. No: 12',
    companyTitle: null,
    companyTaxNumber: null,
    verifiedAt: '2026-05-01T09:00:00.000Z',
  },
};

const renderProfile = () => renderMemberPage('/profile', <ProfilePage />);

describe('ProfilePage identity', () => {
  it("shows 'Kimliği doğrulanmış', the masked number and keeps ad/soyad to the verified ones", async () => {
    mockApi({
      'GET /api/me/profile': { body: { profile } },
      'GET /api/me/identity': { body: verified },
    });
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Kimlik Doğrulama' });
    expect(within(section).getByText('Kimliği doğrulanmış')).toBeVisible();
    expect(within(section).getByText('123******50')).toBeVisible();
    expect(screen.getAllByText('Kimliği doğrulanmış')).toHaveLength(2);
    expect(await screen.findByLabelText('Ad')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Soyad')).toHaveAttribute('readonly');
  });

  it('offers the check to a member not verified yet, and shows the registry’s refusal', async () => {
    mockApi({
      'GET /api/me/profile': { body: { profile } },
      'GET /api/me/identity': { body: { identity: null } },
      'POST /api/me/identity': apiError(
        422,
        'IDENTITY_MISMATCH',
        'Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi',
      ),
    });
    const { user } = renderProfile();
    const section = await screen.findByRole('region', { name: 'Kimlik Doğrulama' });
    expect(within(section).getByText('Kimliğiniz henüz doğrulanmadı.')).toBeVisible();
    expect(screen.queryByText('Kimliği doğrulanmış')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Kimliğimi Doğrula' }));
    const form = within(section);
    await user.type(form.getByLabelText('TC Kimlik Numarası'), '12345678950');
    await user.type(form.getByLabelText('Doğum Yılı'), '1985');
    await user.selectOptions(form.getByLabelText('İl'), 'Kütahya');
    await user.type(form.getByLabelText('İlçe'), 'Merkez');
    await user.type(form.getByLabelText('Adres'), 'Cumhuriyet Mah. No: 12');
    await user.click(form.getByRole('button', { name: 'Kimliğimi Doğrula' }));
    expect(await form.findByText('Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi')).toBeVisible();
    expect(screen.queryByText('Kimliği doğrulanmış')).not.toBeInTheDocument();
  });
});
