import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderPage, type Reply } from '../testing/auth-test-kit';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TICKET = `pt_${'a'.repeat(43)}`;
const CODE_SENT: Reply = { body: { sent: true, resendAfter: 60, expiresIn: 180 } };

function renderForgot(url = '/forgot-password', withFakeTimers = false) {
  if (withFakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderPage('/forgot-password', <ForgotPasswordPage />, {
    url,
    session: null,
    ...(withFakeTimers ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {}),
  });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('ForgotPasswordPage', () => {
  it('jumps to the confirm step by phone when ?phone= is given', () => {
    renderForgot('/forgot-password?phone=5321234567&email=a@b.co');
    expect(screen.getByText('+90 532 123 45 67')).toBeInTheDocument();
    expect(button('Doğrulama Kodu Gönder')).toBeEnabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('jumps to the confirm step by e-mail when only ?email= is given', () => {
    renderForgot('/forgot-password?email=ayse%40ornek.com');
    expect(screen.getByText('ayse@ornek.com')).toBeInTheDocument();
    expect(button('Sıfırlama Bağlantısı Gönder')).toBeEnabled();
  });

  it('starts at the identifier step and checks the phone, then the e-mail', async () => {
    const { user } = renderForgot();
    const phone = () => screen.getByRole('textbox', { name: 'Telefon Numarası' });
    await user.click(button('Devam Et'));
    expect(phone()).toHaveAccessibleDescription(M.phoneRequired);
    await user.type(phone(), '532123');
    await user.click(button('Devam Et'));
    expect(phone()).toHaveAccessibleDescription('Telefon numarası 10 haneli olmalıdır');

    await user.click(button('E-posta adresimle sıfırlamak istiyorum'));
    const email = () => screen.getByRole('textbox', { name: 'E-posta Adresi' });
    await user.click(button('Devam Et'));
    expect(email()).toHaveAccessibleDescription(M.emailRequired);
    await user.type(email(), 'ayse@ornek');
    await user.click(button('Devam Et'));
    expect(email()).toHaveAccessibleDescription(M.emailInvalid);
    await user.type(email(), '.com');
    await user.click(button('Devam Et'));
    expect(screen.getByText('ayse@ornek.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş yapın' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Anasayfaya Dön' })).toHaveAttribute('href', '/');
  });

  it('resets by phone step by step, then starts over 5 s after success', async () => {
    const api = mockApi({
      'POST /api/auth/codes': CODE_SENT,
      'POST /api/auth/password-reset/phone/verify': { body: { ticket: TICKET, expiresIn: 600 } },
      'POST /api/auth/password-reset/phone/confirm': { body: { ok: true } },
    });
    const { user } = renderForgot('/forgot-password?phone=5321234567', true);

    await user.click(button('Doğrulama Kodu Gönder'));
    await screen.findByRole('group', { name: 'Doğrulama kodu' });
    expect(api.callsTo('/api/auth/codes')[0]?.body).toEqual({
      phone: '5321234567',
      purpose: 'password_reset',
    });
    expect(button(/Kodu tekrar gönder \(60 sn\)/)).toBeDisabled();

    await user.keyboard('12345');
    await user.click(button('Kodu Doğrula'));
    expect(screen.getByRole('alert')).toHaveTextContent(M.resetCodeIncomplete);
    await user.click(screen.getByRole('textbox', { name: '6. hane' }));
    await user.keyboard('6');
    await user.click(button('Kodu Doğrula'));
    expect(await screen.findByText(M.phoneVerified)).toBeInTheDocument();
    expect(api.callsTo('/api/auth/password-reset/phone/verify')[0]?.body).toEqual({
      phone: '5321234567',
      code: '123456',
    });

    const password = () => screen.getByLabelText('Yeni Şifre');
    const confirm = () => screen.getByLabelText('Yeni Şifre (Tekrar)');
    await user.click(button('Şifreyi Güncelle'));
    expect(password()).toHaveAccessibleDescription(M.passwordRequired);
    expect(confirm()).toHaveAccessibleDescription(M.passwordConfirmRequired);
    await user.type(password(), 'kisa');
    await user.type(confirm(), 'kisa');
    await user.click(button('Şifreyi Güncelle'));
    expect(password()).toHaveAccessibleDescription(M.passwordMin8);
    await user.type(password(), '-ama-uzun');
    await user.click(button('Şifreyi Güncelle'));
    expect(confirm()).toHaveAccessibleDescription(M.passwordsDoNotMatch);
    await user.type(confirm(), '-ama-uzun');
    await user.click(button('Şifreyi Güncelle'));

    expect(await screen.findByText(M.phoneResetSuccess)).toBeInTheDocument();
    expect(api.callsTo('/api/auth/password-reset/phone/confirm')[0]?.body).toEqual({
      ticket: TICKET,
      password: 'kisa-ama-uzun',
    });

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText(M.phoneResetSuccess)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(M.phoneResetSuccess)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefon Numarası' })).toHaveValue('5321234567');
    await user.click(button('Devam Et'));
    await user.click(button('Doğrulama Kodu Gönder'));
    await screen.findByRole('group', { name: 'Doğrulama kodu' });
    expect(screen.getByRole('textbox', { name: '1. hane' })).toHaveValue('');
  });

  it.each<[string, Reply, string]>([
    [
      'the server’s text for a wrong code',
      apiError(400, 'INVALID_CODE', M.invalidCode),
      M.invalidCode,
    ],
    ['its own text otherwise', apiError(500, 'INTERNAL', 'x'), M.phoneCodeVerifyFailed],
  ])('explains a failed code check with %s', async (_, reply, message) => {
    mockApi({
      'POST /api/auth/codes': CODE_SENT,
      'POST /api/auth/password-reset/phone/verify': reply,
    });
    const { user } = renderForgot('/forgot-password?phone=5321234567');
    await user.click(button('Doğrulama Kodu Gönder'));
    await screen.findByRole('group', { name: 'Doğrulama kodu' });
    await user.keyboard('123456');
    await user.click(button('Kodu Doğrula'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('explains a failed code send with the server’s text, or its own', async () => {
    mockApi({ 'POST /api/auth/codes': apiError(503, 'INTERNAL', 'x') });
    const { user } = renderForgot('/forgot-password?phone=5321234567');
    await user.click(button('Doğrulama Kodu Gönder'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.phoneCodeSendFailed);
  });

  it('sends the e-mail link and says so', async () => {
    const api = mockApi({
      'POST /api/auth/password-reset/email': { status: 202, body: { sent: true } },
    });
    const { user } = renderForgot('/forgot-password?email=ayse@ornek.com');
    await user.click(button('Sıfırlama Bağlantısı Gönder'));
    expect(await screen.findByText(M.emailResetSent)).toBeInTheDocument();
    expect(api.callsTo('/api/auth/password-reset/email')[0]?.body).toEqual({
      email: 'ayse@ornek.com',
    });
  });

  it('holds the e-mail button for as long as the server’s rate limit says', async () => {
    mockApi({
      'POST /api/auth/password-reset/email': apiError(
        429,
        'RATE_LIMITED',
        M.emailResetRateLimited(42),
        { retryAfter: 42 },
      ),
    });
    const { user } = renderForgot('/forgot-password?email=ayse@ornek.com', true);
    await user.click(button('Sıfırlama Bağlantısı Gönder'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Güvenlik nedeniyle, 42 saniye sonra tekrar deneyebilirsiniz.',
    );
    expect(button('Tekrar Gönder (42 sn)')).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(button('Tekrar Gönder (12 sn)')).toBeDisabled();
    expect(
      screen.getByText('Güvenlik nedeniyle, 12 saniye sonra tekrar deneyebilirsiniz.'),
    ).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(12_500);
    });
    expect(button('Sıfırlama Bağlantısı Gönder')).toBeEnabled();
  });

  it('uses 60 s when a rate limit gives no number', async () => {
    mockApi({ 'POST /api/auth/password-reset/email': apiError(429, 'RATE_LIMITED', 'Yavaş') });
    const { user } = renderForgot('/forgot-password?email=ayse@ornek.com');
    await user.click(button('Sıfırlama Bağlantısı Gönder'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.emailResetRateLimited(60));
  });

  it('gives the generic e-mail failure text for anything else', async () => {
    mockApi({ 'POST /api/auth/password-reset/email': apiError(500, 'INTERNAL', 'x') });
    const { user } = renderForgot('/forgot-password?email=ayse@ornek.com');
    await user.click(button('Sıfırlama Bağlantısı Gönder'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.emailResetFailed);
  });
});
