import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  deferred,
  mockApi,
  renderMemberPage,
  type Reply,
} from '../testing/member-test-kit';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const TOKEN = 'a'.repeat(43);

describe('VerifyEmailPage', () => {
  it("shows 'E-posta doğrulaması işleniyor...' while checking, then the verified address", async () => {
    window.history.replaceState(null, '', `/verify-email#token=${TOKEN}`);
    const answer = deferred<Reply>();
    const api = mockApi({ 'POST /api/email-verification': () => answer.promise });
    renderMemberPage('/verify-email', <VerifyEmailPage />);
    expect(screen.getByText('E-posta doğrulaması işleniyor...')).toBeInTheDocument();
    answer.resolve({ body: { email: 'ayse@example.com' } });
    expect(await screen.findByText('E-posta adresiniz doğrulandı.')).toBeInTheDocument();
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe('');
  });

  it('shows the server reason for a used or expired link', async () => {
    window.history.replaceState(null, '', `/verify-email#token=${TOKEN}`);
    mockApi({
      'POST /api/email-verification': apiError(
        400,
        'INVALID_VERIFICATION_TOKEN',
        'Doğrulama bağlantısı geçersiz veya süresi dolmuş. Profil sayfanızdan yeni bir bağlantı isteyin.',
      ),
    });
    renderMemberPage('/verify-email', <VerifyEmailPage />);
    expect(
      await screen.findByRole('heading', { name: 'E-posta Doğrulanamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Doğrulama bağlantısı geçersiz');
    expect(screen.getByRole('link', { name: 'Profilime Git' })).toHaveAttribute('href', '/profile');
  });
});
