import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  deferred,
  listenToAuthChannel,
  member,
  mockApi,
  renderPage,
  type Reply,
} from '../testing/auth-test-kit';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

const phoneBox = () => screen.getByRole('textbox', { name: 'Telefon Numarası' });
const passwordBox = () => screen.getByLabelText('Şifre');
const submit = () => screen.getByRole('button', { name: 'Giriş Yap' });
const renderLogin = () => renderPage('/login', <LoginPage />, { session: null });

describe('LoginPage', () => {
  it('has the title, subtitle, way home, +90 prefix, placeholder and the link to registration', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByText('Arazi ihale platformuna giriş yapın')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfaya Dön' })).toHaveAttribute('href', '/');
    expect(screen.getByText('+90')).toBeInTheDocument();
    expect(phoneBox()).toHaveAttribute('placeholder', '5XX XXX XX XX');
    expect(screen.getByText('Hesabınız yok mu?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni hesap oluşturun' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(document.title).toBe('Giriş Yap - TestArsa');
  });

  it('keeps only digits in the phone box, at most ten', async () => {
    const { user } = renderLogin();
    await user.type(phoneBox(), 'a5b32 123-45-67 999');
    expect(phoneBox()).toHaveValue('5321234567');
  });

  it('checks the fields in the spec’s order without calling the server', async () => {
    const api = mockApi({});
    const { user } = renderLogin();

    await user.click(submit());
    expect(phoneBox()).toHaveAccessibleDescription(M.phoneRequired);
    expect(passwordBox()).toHaveAccessibleDescription(M.passwordRequired);

    await user.type(phoneBox(), '4321234567');
    await user.type(passwordBox(), '12345');
    await user.click(submit());
    expect(phoneBox()).toHaveAccessibleDescription(
      'Geçerli bir telefon numarası giriniz (5XX XXX XX XX)',
    );
    expect(passwordBox()).toHaveAccessibleDescription('Şifre en az 6 karakter olmalıdır');
    expect(api.callsTo('/api/auth/login')).toHaveLength(0);
  });

  it('clears a field’s error and the general error as soon as that field is edited', async () => {
    mockApi({ 'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS', M.invalidCredentials) });
    const { user } = renderLogin();
    await user.click(submit());
    await user.type(phoneBox(), '5');
    expect(phoneBox()).not.toHaveAccessibleDescription();
    expect(passwordBox()).toHaveAccessibleDescription(M.passwordRequired);

    await user.type(phoneBox(), '321234567');
    await user.type(passwordBox(), 'yanlis-sifre');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz giriş bilgileri');
    await user.type(passwordBox(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, Reply | 'network', string]>([
    ['invalid credentials', apiError(401, 'INVALID_CREDENTIALS', 'x'), M.invalidCredentials],
    [
      'a rate limit (the server’s text)',
      apiError(429, 'RATE_LIMITED', M.tooManyAttempts(120), { retryAfter: 120 }),
      'Çok fazla deneme yapıldı. Lütfen 120 saniye sonra tekrar deneyin.',
    ],
    ['a server failure', apiError(500, 'INTERNAL', 'Sunucu hatası'), M.loginUnexpected],
    ['no connection', 'network', M.loginUnexpected],
  ])('explains %s', async (_, reply, message) => {
    mockApi({
      'POST /api/auth/login': () => {
        if (reply === 'network') throw new TypeError('Failed to fetch');
        return reply;
      },
    });
    const { user } = renderLogin();
    await user.type(phoneBox(), '5321234567');
    await user.type(passwordBox(), 'gizli-sifre');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(submit()).toBeEnabled();
  });

  it('says it is working, then signs in, tells the other tabs and goes home replacing history', async () => {
    const answer = deferred<Reply>();
    const api = mockApi({ 'POST /api/auth/login': () => answer.promise });
    const channel = listenToAuthChannel();
    const { user, router, queryClient } = renderLogin();
    await user.type(phoneBox(), '5321234567');
    await user.type(passwordBox(), 'gizli-sifre');
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Giriş Yapılıyor...' })).toBeDisabled();
    answer.resolve({ body: { user: member } });

    expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('/api/auth/login')[0]?.body).toEqual({
      phone: '5321234567',
      password: 'gizli-sifre',
    });
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(member);
    await waitFor(() => expect(channel.messages).toEqual(['signed-in']));
    channel.close();
  });

  it('carries the typed number to the forgot-password screen', async () => {
    const { user } = renderLogin();
    const forgot = () => screen.getByRole('link', { name: 'Şifremi unuttum' });
    expect(forgot()).toHaveAttribute('href', '/forgot-password');
    await user.type(phoneBox(), '5321234567');
    expect(forgot()).toHaveAttribute('href', '/forgot-password?phone=5321234567');
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    expect(passwordBox()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  it('sends a member who is already signed in home', async () => {
    const { router } = renderPage('/login', <LoginPage />, { session: member });
    expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
