import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSiteConfig } from '../../../testing/render-with-router';
import { siteConfigQueryOptions } from '../../../lib/site-config';
import { apiError, mockApi, type Reply } from '../testing/auth-test-kit';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'Q2hhbmdlTWVJZllvdUNhbl9SZWFkVGhpcy0xMjM0NTY'; // 43 base64url characters

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens the page at `url` in a real browser router, as the e-mail link would. */
function openLink(url: string, withFakeTimers = false) {
  if (withFakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, testSiteConfig);
  const router = createBrowserRouter([
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '/login', element: <h1>Giriş sayfası</h1> },
    { path: '/forgot-password', element: <h1>Şifremi unuttum sayfası</h1> },
  ]);
  const user = userEvent.setup(
    withFakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router };
}

async function setPassword(user: ReturnType<typeof userEvent.setup>, password = 'yepyeni-sifre') {
  await user.type(screen.getByLabelText('Yeni Şifre'), password);
  await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), password);
  await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
}

describe('ResetPasswordPage', () => {
  it('reads the token from the hash, takes it out of the address bar and sends it only in the body', async () => {
    const api = mockApi({ 'POST /api/auth/password-reset/email/confirm': { body: { ok: true } } });
    const { user } = openLink(`/reset-password#token=${TOKEN}&type=recovery`);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/reset-password');
    expect(screen.getByText(/eski şifrenizden farklı olmalıdır/)).toBeInTheDocument();

    await setPassword(user);
    expect(await screen.findByText(M.linkResetSuccess)).toBeInTheDocument();
    const [call] = api.callsTo('/api/auth/password-reset/email/confirm');
    expect(call?.body).toEqual({ token: TOKEN, password: 'yepyeni-sifre' });
    expect(api.calls.some((c) => c.path.includes(TOKEN))).toBe(false);
  });

  it('goes to /login 3 s after success', async () => {
    mockApi({ 'POST /api/auth/password-reset/email/confirm': { body: { ok: true } } });
    const { user, router } = openLink(`/reset-password#token=${TOKEN}&type=recovery`, true);
    await setPassword(user);
    await screen.findByText(M.linkResetSuccess);
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(await screen.findByRole('heading', { name: 'Giriş sayfası' })).toBeInTheDocument();
  });

  it('says the code is missing when there is no hash, with no form', () => {
    openLink('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Doğrulama kodu bulunamadı. Lütfen e-postanızdaki bağlantıya tıkladığınızdan emin olun.',
    );
    expect(screen.queryByLabelText('Yeni Şifre')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Yeni bir şifre sıfırlama bağlantısı/ }),
    ).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Giriş yapın' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['a short token', '#token=abc&type=recovery'],
    ['another link type', `#token=${TOKEN}&type=signup`],
    ['no token', '#type=recovery'],
  ])('calls a link with %s invalid', (_, hash) => {
    openLink(`/reset-password${hash}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Geçersiz sıfırlama bağlantısı...');
    expect(window.location.hash).toBe('');
  });

  it.each<[string, Reply, string]>([
    ['the same password', apiError(400, 'SAME_PASSWORD', 'x'), M.samePassword],
    ['a used or expired link', apiError(400, 'INVALID_RESET_TOKEN', 'x'), M.invalidResetToken],
    [
      'too many tries',
      apiError(429, 'RATE_LIMITED', 'x', { retryAfter: 30 }),
      'Çok fazla deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.',
    ],
    ['a too common password', apiError(400, 'COMMON_PASSWORD', M.commonPassword), M.commonPassword],
  ])('explains %s', async (_, reply, message) => {
    mockApi({ 'POST /api/auth/password-reset/email/confirm': reply });
    const { user } = openLink(`/reset-password#token=${TOKEN}&type=recovery`);
    await setPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('offers a new link when the link has expired', async () => {
    mockApi({
      'POST /api/auth/password-reset/email/confirm': apiError(400, 'INVALID_RESET_TOKEN', 'x'),
    });
    const { user } = openLink(`/reset-password#token=${TOKEN}&type=recovery`);
    await setPassword(user);
    await screen.findByRole('alert');
    expect(
      screen.getByRole('link', { name: /Yeni bir şifre sıfırlama bağlantısı/ }),
    ).toHaveAttribute('href', '/forgot-password');
  });
});
