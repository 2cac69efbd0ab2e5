import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, member, mockApi, renderPage, type Reply } from '../testing/auth-test-kit';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

const CHALLENGE = {
  challenge: '0b5c1f3e-7a2d-4e8b-9c1d-2f3a4b5c6d7e.1800000000000.abc',
  phoneHint: '5** *** ** 67',
  resendAfter: 60,
  expiresIn: 180,
  reason: 'two_factor',
};
const THROTTLED = {
  challenge: '1800000000000.c2VhbGVk',
  phoneHint: '5** *** ** 67',
  resendAfter: 60,
  expiresIn: 180,
  reason: 'throttled',
};

async function passPasswordStep(
  extra: Record<string, Reply | ((call: { body: unknown }) => Reply)> = {},
  step: { challenge: typeof CHALLENGE; heading: string } = {
    challenge: CHALLENGE,
    heading: 'İki Adımlı Doğrulama',
  },
) {
  const api = mockApi({
    'POST /api/auth/login': { body: { twoFactor: step.challenge } },
    ...extra,
  });
  const view = renderPage('/login', <LoginPage />, { session: null });
  await view.user.type(screen.getByRole('textbox', { name: 'Telefon Numarası' }), '5321234567');
  await view.user.type(screen.getByLabelText('Şifre'), 'Tarla-Parsel-2026');
  await view.user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await screen.findByRole('heading', { name: step.heading });
  return { ...view, api };
}

async function typeCode(user: Awaited<ReturnType<typeof passPasswordStep>>['user'], code: string) {
  const boxes = screen.getAllByRole('textbox');
  await user.click(boxes[0]!);
  await user.keyboard(code);
}

describe('LoginPage — two-step sign-in', () => {
  it('after the right password asks for the SMS code, then signs in and goes home', async () => {
    const { user, api } = await passPasswordStep({
      'POST /api/auth/login/two-factor': { body: { user: member } },
    });
    expect(
      screen.getByText(
        '5** *** ** 67 numaralı telefonunuza gönderilen 6 haneli doğrulama kodunu girin.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kodu tekrar gönder \(\d+ sn\)/ })).toBeDisabled();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'DOĞRULA VE GİRİŞ YAP' }));
    expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    expect(api.callsTo('/api/auth/login/two-factor')[0]?.body).toEqual({
      challenge: CHALLENGE.challenge,
      code: '123456',
    });
  });

  it('says a wrong code is wrong, and an incomplete one before calling the server', async () => {
    const { user, api } = await passPasswordStep({
      'POST /api/auth/login/two-factor': apiError(400, 'INVALID_CODE', 'x'),
    });
    await user.click(screen.getByRole('button', { name: 'DOĞRULA VE GİRİŞ YAP' }));
    expect(
      await screen.findByText('Lütfen 6 haneli doğrulama kodunu tam olarak girin.'),
    ).toBeInTheDocument();
    expect(api.callsTo('/api/auth/login/two-factor')).toHaveLength(0);
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'DOĞRULA VE GİRİŞ YAP' }));
    expect(
      await screen.findByText('Doğrulama kodu hatalı veya süresi dolmuş. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
  });

  it("'GERİ' returns to phone and password", async () => {
    const { user } = await passPasswordStep();
    await user.click(screen.getByRole('button', { name: 'GERİ' }));
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('past the failure ceiling, says why a code is asked for and that it comes only for the right password', async () => {
    const { user, api } = await passPasswordStep(
      { 'POST /api/auth/login/two-factor': { body: { user: member } } },
      { challenge: THROTTLED, heading: 'SMS ile Giriş Doğrulaması' },
    );
    expect(
      screen.getByText(
        'Bu telefon numarasıyla son 24 saatte çok sayıda hatalı giriş denemesi yapıldığı için, hesabınızı korumak amacıyla şifrenizin yanında SMS doğrulama kodu da isteniyor.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Şifreniz doğruysa 5** *** ** 67 numaralı telefonunuza 6 haneli bir doğrulama kodu gönderildi.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Kod gelmezse şifrenizi kontrol edip tekrar giriş yapın ya da şifrenizi sıfırlayın.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'DOĞRULA VE GİRİŞ YAP' }));
    expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    expect(api.callsTo('/api/auth/login/two-factor')[0]?.body).toEqual({
      challenge: THROTTLED.challenge,
      code: '654321',
    });
  });
});
