import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, mockApi, renderPage } from '../testing/auth-test-kit';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

const LISTING = '/auctions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const listingRoute = { path: '/auctions/:id', element: <h1>İlan sayfası</h1> };
const CHALLENGE = {
  challenge: '0b5c1f3e-7a2d-4e8b-9c1d-2f3a4b5c6d7e.1800000000000.abc',
  phoneHint: '5** *** ** 67',
  resendAfter: 60,
  expiresIn: 180,
  reason: 'two_factor',
};

function renderLoginAt(url: string) {
  return renderPage('/login', <LoginPage />, { session: null, url, routes: [listingRoute] });
}

async function signIn(user: ReturnType<typeof renderLoginAt>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Telefon Numarası' }), '5321234567');
  await user.type(screen.getByLabelText('Şifre'), 'gizli-sifre');
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('LoginPage — back to where the member was', () => {
  it('returns to the listing in ?next= after signing in, replacing history', async () => {
    mockApi({ 'POST /api/auth/login': { body: { user: member } } });
    const { user, router } = renderLoginAt(`/login?next=${encodeURIComponent(LISTING)}`);
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'İlan sayfası' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LISTING);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns there after the two-step code too', async () => {
    mockApi({
      'POST /api/auth/login': { body: { twoFactor: CHALLENGE } },
      'POST /api/auth/login/two-factor': { body: { user: member } },
    });
    const { user, router } = renderLoginAt(`/login?next=${encodeURIComponent(LISTING)}`);
    await signIn(user);
    await screen.findByRole('heading', { name: 'İki Adımlı Doğrulama' });
    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'DOĞRULA VE GİRİŞ YAP' }));
    expect(await screen.findByRole('heading', { name: 'İlan sayfası' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LISTING);
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/'])(
    'goes home instead of %s',
    async (next) => {
      mockApi({ 'POST /api/auth/login': { body: { user: member } } });
      const { user } = renderLoginAt(`/login?next=${encodeURIComponent(next)}`);
      await signIn(user);
      expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    },
  );

  it('carries ?next= to the sign-up screen', () => {
    renderLoginAt(`/login?next=${encodeURIComponent(LISTING)}`);
    expect(screen.getByRole('link', { name: 'Yeni hesap oluşturun' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(LISTING)}`,
    );
  });
});
