import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  defaultSettings,
  deletionRequest,
  mockApi,
  profile,
  renderMemberPage,
  type Reply,
} from '../testing/member-test-kit';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderSettings = (url: string | { pathname: string; state: unknown } = '/settings') =>
  renderMemberPage('/settings', <SettingsPage />, { url });

describe('SettingsPage — notifications', () => {
  it('opens on the notifications tab with the four toggles from the server', async () => {
    mockApi({ 'GET /api/me/settings': { body: { settings: defaultSettings } } });
    renderSettings();
    expect(screen.getByRole('tab', { name: 'Bildirimler' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('switch', { name: 'E-posta Bildirimleri' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'İhale Hatırlatıcıları' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Pazarlama E-postaları' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'İki Adımlı Doğrulama' })).not.toBeChecked();
  });

  it('saves a flipped toggle and shows the saved text for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/me/settings': { body: { settings: defaultSettings } },
      'PATCH /api/me/settings': (call): Reply => ({
        body: { settings: { ...defaultSettings, ...(call.body as object) } },
      }),
    });
    const { user } = renderMemberPage('/settings', <SettingsPage />, {
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });
    await user.click(await screen.findByRole('switch', { name: 'İki Adımlı Doğrulama' }));
    expect(await screen.findByText('Ayarlarınız başarıyla güncellendi.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'İki Adımlı Doğrulama' })).toBeChecked();
    expect(api.callsTo('PATCH', '/api/me/settings')[0]?.body).toEqual({ twoFactorAuth: true });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Ayarlarınız başarıyla güncellendi.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText('Ayarlarınız başarıyla güncellendi.')).not.toBeInTheDocument();
  });

  it('says so when saving fails and keeps the old value', async () => {
    mockApi({
      'GET /api/me/settings': { body: { settings: defaultSettings } },
      'PATCH /api/me/settings': apiError(500, 'INTERNAL', 'x'),
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'E-posta Bildirimleri' }));
    expect(
      await screen.findByText(/Ayarlarınız güncellenirken bir hata oluştu/),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-posta Bildirimleri' })).toBeChecked();
  });

  it('shows an error with a retry when the settings cannot load', async () => {
    mockApi({ 'GET /api/me/settings': apiError(500, 'INTERNAL', 'x') });
    renderSettings();
    expect(
      await screen.findByText('Ayarlarınız yüklenemedi. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });
});

describe('SettingsPage — security', () => {
  it('is chosen by the URL or the navigation state; the strict rules apply', async () => {
    const api = mockApi({ 'GET /api/me/profile': { body: { profile } } });
    const { user } = renderSettings({ pathname: '/settings', state: { tab: 'security' } });
    expect(screen.getByRole('tab', { name: 'Güvenlik ve Şifre' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(screen.getByLabelText('Mevcut Şifre'), 'Eski-Sifre-1');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'sadecekucuk1!');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'sadecekucuk1!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(
      await screen.findByText(
        'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password')).toHaveLength(0);
  });

  it('sends the reset link to a verified address only', async () => {
    const api = mockApi({
      'GET /api/me/profile': {
        body: { profile: { ...profile, email: 'ayse@example.com', emailVerified: true } },
      },
      'POST /api/auth/password-reset/email': { status: 202, body: { sent: true } },
    });
    const { user } = renderSettings('/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(
      await screen.findByText('Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password-reset/email')[0]?.body).toEqual({
      email: 'ayse@example.com',
    });
  });

  it('asks for a verified e-mail first when there is none', async () => {
    mockApi({ 'GET /api/me/profile': { body: { profile: { ...profile, email: 'a@b.co' } } } });
    renderSettings('/settings?tab=security');
    expect(
      await screen.findByText(/yalnızca doğrulanmış bir e-posta adresine/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' })).toBeNull();
  });
});

describe('SettingsPage — data and account', () => {
  it('asks for confirmation, records the KVKK application and shows its status', async () => {
    const api = mockApi({
      'GET /api/me/deletion-request': { body: { request: null } },
      'POST /api/me/deletion-request': { status: 201, body: { request: deletionRequest } },
    });
    const { user } = renderSettings('/settings?tab=account');
    await user.click(await screen.findByRole('button', { name: 'Hesap Silme Başvurusu Yap' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Hesabınızı silmek istiyor musunuz?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(api.callsTo('POST', '/api/me/deletion-request')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hesap Silme Başvurusu Yap' }));
    await user.click(screen.getByRole('button', { name: 'Evet, Başvur' }));
    expect(await screen.findByText('Başvurunuz alındı, inceleniyor')).toBeInTheDocument();
    expect(screen.getByText('1 Kasım 2026')).toBeInTheDocument();
    expect(screen.getByText('1 Aralık 2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Hesap Silme Başvurusu Yap' })).toBeNull(),
    );
  });

  it('shows an open application from the server and no second button', async () => {
    mockApi({ 'GET /api/me/deletion-request': { body: { request: deletionRequest } } });
    renderSettings('/settings?tab=account');
    expect(await screen.findByText('Başvurunuz alındı, inceleniyor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hesap Silme Başvurusu Yap' })).toBeNull();
  });

  it('shows an error when the application status cannot load', async () => {
    mockApi({ 'GET /api/me/deletion-request': apiError(500, 'INTERNAL', 'x') });
    renderSettings('/settings?tab=account');
    expect(await screen.findByText(/Başvuru durumunuz yüklenemedi/)).toBeInTheDocument();
  });
});
