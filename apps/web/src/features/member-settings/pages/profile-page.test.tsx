import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  deferred,
  mockApi,
  profile,
  renderMemberPage,
  type Reply,
} from '../testing/member-test-kit';
import { ProfilePage } from './profile-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderProfile = (url = '/profile') => renderMemberPage('/profile', <ProfilePage />, { url });

const sessionUser = { ...profile, role: 'user' as const };

describe('ProfilePage', () => {
  it('shows the name, the membership date and the form filled from the server', async () => {
    mockApi({
      'GET /api/me/profile': {
        body: { profile: { ...profile, city: 'Kütahya', address: 'Cumhuriyet Mah.' } },
      },
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByText('Üyelik Tarihi: 14 Mart 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profil Bilgileri' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Telefon Numarası')).toHaveValue('+90 532 123 45 67');
    expect(screen.getByLabelText('Telefon Numarası')).toBeDisabled();
    expect(screen.getByLabelText('İl')).toHaveValue('Kütahya');
    expect(within(screen.getByLabelText('İl')).getAllByRole('option')).toHaveLength(82);
    expect(document.title).toBe('Profilim - TestArsa');
  });

  it('saves the form, says so, and marks a new e-mail as not verified yet', async () => {
    const api = mockApi({
      'GET /api/me/profile': { body: { profile } },
      'PATCH /api/me/profile': (call): Reply => {
        const body = call.body as { email: string; city: string };
        const saved = { ...profile, email: body.email, city: body.city, emailVerified: false };
        return { body: { user: sessionUser, profile: saved } };
      },
    });
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText('E-posta'), 'Ayse@Example.com');
    await user.selectOptions(screen.getByLabelText('İl'), 'Uşak');
    await user.click(screen.getByRole('button', { name: 'Bilgilerimi Kaydet' }));
    expect(
      await screen.findByText('Profil bilgileriniz başarıyla güncellendi.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/me/profile')[0]?.body).toEqual({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@example.com',
      address: null,
      city: 'Uşak',
      postalCode: null,
    });
    expect(screen.getByText(/E-posta adresiniz doğrulanmadı/)).toBeInTheDocument();
  });

  it('shows the field message and the spec failure text when saving fails', async () => {
    mockApi({
      'GET /api/me/profile': { body: { profile } },
      'PATCH /api/me/profile': apiError(
        409,
        'EMAIL_TAKEN',
        'Bu e-posta adresi başka bir hesapta kayıtlı.',
      ),
    });
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText('E-posta'), 'dolu@example.com');
    await user.click(screen.getByRole('button', { name: 'Bilgilerimi Kaydet' }));
    expect(await screen.findByText('Profil güncellenirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getAllByText('Bu e-posta adresi başka bir hesapta kayıtlı.')).not.toHaveLength(0);
  });

  it('refuses a first name left empty before calling the server', async () => {
    const api = mockApi({ 'GET /api/me/profile': { body: { profile } } });
    const { user } = renderProfile();
    await user.clear(await screen.findByLabelText('Ad'));
    await user.click(screen.getByRole('button', { name: 'Bilgilerimi Kaydet' }));
    expect(await screen.findByText('Ad alanı zorunludur')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/me/profile')).toHaveLength(0);
  });

  it('resends the verification link for an unverified address', async () => {
    const api = mockApi({
      'GET /api/me/profile': { body: { profile: { ...profile, email: 'a@b.co' } } },
      'POST /api/me/email-verification': { status: 202, body: { sent: true } },
    });
    const { user } = renderProfile();
    await user.click(
      await screen.findByRole('button', { name: 'Doğrulama bağlantısını tekrar gönder' }),
    );
    expect(
      await screen.findByText(
        'Doğrulama bağlantısı e-posta adresinize gönderildi. Lütfen e-postanızı kontrol ediniz.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/email-verification')).toHaveLength(1);
  });

  it('says a verified address is verified', async () => {
    mockApi({
      'GET /api/me/profile': {
        body: { profile: { ...profile, email: 'a@b.co', emailVerified: true } },
      },
    });
    renderProfile();
    expect(await screen.findByText('E-posta adresiniz doğrulandı')).toBeInTheDocument();
  });

  it('loading: nothing for 0.5 s, then a spinner, seconds from 2 s, a retry button from 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const slow = deferred<Reply>();
    mockApi({ 'GET /api/me/profile': () => slow.promise });
    renderProfile();
    expect(screen.queryByText('Profil bilgileri yükleniyor...')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('Profil bilgileri yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByText(/saniye/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByText('2 saniye')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
    vi.useRealTimers();
    slow.resolve({ body: { profile } });
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  });

  it('a failed load shows the spec message and retries on request', async () => {
    let fail = true;
    mockApi({
      'GET /api/me/profile': () => (fail ? apiError(500, 'INTERNAL', 'x') : { body: { profile } }),
    });
    const { user } = renderProfile();
    expect(
      await screen.findByText('Profil yüklenirken bir hata oluştu, lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  });

  it('bid history tab: my bids with the auction and its status, or the empty text', async () => {
    mockApi({
      'GET /api/me/profile': { body: { profile } },
      'GET /api/me/bid-history': {
        body: {
          items: [
            {
              id: 'b1',
              amount: 125_000_000,
              createdAt: '2026-11-02T11:30:00.000Z',
              listing: { id: 'l1', title: 'Göl Kenarı Arsa', phase: 'active' },
            },
          ],
          page: 1,
          pageSize: 10,
          total: 1,
        },
      },
    });
    renderProfile('/profile?tab=bids');
    const row = await screen.findByRole('link', { name: /Göl Kenarı Arsa/ });
    expect(row).toHaveAttribute('href', '/auctions/l1');
    expect(row).toHaveTextContent('1.250.000 TL');
    expect(row).toHaveTextContent('Aktif');
    expect(row).toHaveTextContent('02.11.2026 14:30');
  });

  it('bid history tab: empty and error states', async () => {
    mockApi({
      'GET /api/me/profile': { body: { profile } },
      'GET /api/me/bid-history': { body: { items: [], page: 1, pageSize: 10, total: 0 } },
    });
    renderProfile('/profile?tab=bids');
    expect(
      await screen.findByText('Henüz teklif verdiğiniz bir ihale bulunmamaktadır.'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockApi({
      'GET /api/me/profile': { body: { profile } },
      'GET /api/me/bid-history': apiError(500, 'INTERNAL', 'x'),
    });
    renderProfile('/profile?tab=bids');
    expect(await screen.findByText(/Teklif geçmişiniz yüklenemedi/)).toBeInTheDocument();
  });

  it('account tab: password change with every message of spec 02 §5 and §8', async () => {
    let reply: Reply = apiError(400, 'WRONG_PASSWORD', 'Mevcut şifre doğru değil');
    const api = mockApi({
      'GET /api/me/profile': { body: { profile } },
      'POST /api/auth/password': () => reply,
    });
    const { user } = renderProfile('/profile?tab=account');
    const current = await screen.findByLabelText('Mevcut Şifre');
    const next = screen.getByLabelText('Yeni Şifre');
    const again = screen.getByLabelText('Yeni Şifre (Tekrar)');
    const submit = screen.getByRole('button', { name: 'Şifreyi Güncelle' });

    await user.click(submit);
    expect(await screen.findByText('Mevcut şifrenizi giriniz')).toBeInTheDocument();
    expect(screen.getByText('Yeni şifrenizi giriniz')).toBeInTheDocument();
    await user.type(current, 'Eski-Sifre-1');
    await user.type(next, 'kisa');
    await user.click(submit);
    expect(await screen.findByText('Şifre en az 8 karakter olmalıdır')).toBeInTheDocument();
    await user.type(next, '-uzun-yeni');
    await user.type(again, 'baska');
    await user.click(submit);
    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    await user.clear(again);
    await user.type(again, 'kisa-uzun-yeni');
    await user.click(submit);
    expect(
      await screen.findByText('Şifre doğrulanamadı. Lütfen mevcut şifrenizi kontrol edin.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Mevcut şifre doğru değil')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/auth/password')[0]?.body).toEqual({
      currentPassword: 'Eski-Sifre-1',
      newPassword: 'kisa-uzun-yeni',
    });

    reply = apiError(429, 'RATE_LIMITED', 'Çok fazla deneme yapıldı. Lütfen 60 saniye sonra…');
    await user.click(submit);
    expect(
      await screen.findByText('Çok fazla deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.'),
    ).toBeInTheDocument();

    reply = { body: { ok: true } };
    await user.click(submit);
    expect(await screen.findByText('Şifreniz başarıyla güncellendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Mevcut Şifre')).toHaveValue(''));
  });
});
