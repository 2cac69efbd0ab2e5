import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, member, mockApi, renderPage, type Reply } from '../testing/auth-test-kit';
import { SignupPage } from './signup-page';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByLabelText(name);
const terms = () => screen.getByRole('checkbox', { name: /Üyelik sözleşmesini/ });
const continueButton = () => screen.getByRole('button', { name: 'DEVAM ET' });
const errorTexts = () =>
  Array.from(document.querySelectorAll('[id$="-error"]')).map((el) => el.textContent);

const CODE_SENT: Reply = { body: { sent: true, resendAfter: 60, expiresIn: 180 } };
const free = (available = true): Reply => ({ body: { available } });

function renderSignup() {
  return renderPage('/signup', <SignupPage />, { session: null });
}

type User = ReturnType<typeof renderSignup>['user'];

async function fillDetails(user: User) {
  await user.type(field('Ad'), 'Ayşe');
  await user.type(field('Soyad'), 'Yılmaz');
  await user.type(field('Telefon Numarası'), '5321234567');
  await user.type(field('Şifre'), 'guclu-sifre');
  await user.click(terms());
}

describe('SignupPage step 1', () => {
  it('checks in the spec’s order, showing only the first failure each time', async () => {
    const api = mockApi({});
    const { user } = renderSignup();
    const expectOnly = async (message: string) => {
      await user.click(continueButton());
      expect(errorTexts()).toEqual([message]);
    };

    await expectOnly(M.firstNameRequired);
    await user.type(field('Ad'), '   ');
    await expectOnly(M.firstNameRequired);
    await user.type(field('Ad'), 'Ayşe');
    await expectOnly(M.lastNameRequired);
    await user.type(field('Soyad'), 'Yılmaz');
    await expectOnly('Geçerli bir telefon numarası giriniz');
    await user.type(field('Telefon Numarası'), '532123456');
    await expectOnly('Geçerli bir telefon numarası giriniz');
    await user.type(field('Telefon Numarası'), '7');
    await expectOnly('Şifre en az 6 karakter olmalıdır');
    await user.type(field('Şifre'), '12345');
    await expectOnly('Şifre en az 6 karakter olmalıdır');
    await user.type(field('Şifre'), '6');
    await expectOnly('Üyelik sözleşmesini kabul etmelisiniz');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a number that is already registered without sending a code', async () => {
    const api = mockApi({ 'POST /api/auth/phone-availability': free(false) });
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(continueButton());
    expect(await screen.findByText('Bu telefon numarası zaten kayıtlı')).toBeInTheDocument();
    expect(field('Telefon Numarası')).toHaveAccessibleDescription(
      expect.stringContaining('Bu telefon numarası zaten kayıtlı'),
    );
    expect(api.callsTo('/api/auth/codes')).toHaveLength(0);
  });

  it.each<[string, Reply | 'network', string]>([
    [
      'a rate limit',
      apiError(429, 'RATE_LIMITED', M.tooManyAttempts(45), { retryAfter: 45 }),
      M.tooManyAttempts(45),
    ],
    ['a failed SMS', apiError(502, 'SMS_SEND_FAILED', M.codeResendFailed), M.codeResendFailed],
    ['a server failure', apiError(500, 'INTERNAL', 'Sunucu hatası'), 'OTP gönderilemedi'],
    ['no connection', 'network', 'OTP gönderilemedi'],
  ])('explains %s when sending the code', async (_, reply, message) => {
    mockApi({
      'POST /api/auth/phone-availability': free(),
      'POST /api/auth/codes': () => {
        if (reply === 'network') throw new TypeError('Failed to fetch');
        return reply;
      },
    });
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(continueButton()).toBeEnabled();
  });

  it('links the membership terms in a new tab', () => {
    renderSignup();
    const link = screen.getByRole('link', { name: 'Üyelik sözleşmesini' });
    expect(link).toHaveAttribute('href', '/terms-of-use');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('SignupPage step 2', () => {
  async function reachCodeStep(handlers: Record<string, Reply | (() => Reply)> = {}) {
    const api = mockApi({
      'POST /api/auth/phone-availability': free(),
      'POST /api/auth/codes': CODE_SENT,
      ...handlers,
    });
    const view = renderSignup();
    await fillDetails(view.user);
    await view.user.click(screen.getByRole('checkbox', { name: /haberdar olmak/ }));
    await view.user.click(continueButton());
    await screen.findByRole('group', { name: 'Doğrulama kodu' });
    return { ...view, api };
  }

  it('shows the number, sends the code once and holds the resend button for 60 s', async () => {
    const { api } = await reachCodeStep();
    expect(screen.getByText('+90 532 123 45 67')).toBeInTheDocument();
    expect(api.callsTo('/api/auth/codes')[0]?.body).toEqual({
      phone: '5321234567',
      purpose: 'signup',
    });
    expect(screen.getByRole('button', { name: /Kodu tekrar gönder \(60 sn\)/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '1. hane' })).toHaveFocus();
  });

  it('asks for all six digits, then registers with the details and lands home signed in', async () => {
    const { user, api, router, queryClient } = await reachCodeStep({
      'POST /api/auth/register': { status: 201, body: { user: member } },
    });
    const register = () => screen.getByRole('button', { name: 'DOĞRULA VE KAYIT OL' });
    await user.keyboard('123');
    await user.click(register());
    expect(screen.getByRole('alert')).toHaveTextContent(M.signupCodeIncomplete);
    expect(api.callsTo('/api/auth/register')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: '4. hane' }));
    await user.keyboard('456');
    await user.click(register());
    expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('/api/auth/register')[0]?.body).toEqual({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phone: '5321234567',
      password: 'guclu-sifre',
      termsAccepted: true,
      marketingConsent: true,
      code: '123456',
    });
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(member);
  });

  it.each<[string, Reply, string]>([
    ['a wrong code', apiError(400, 'INVALID_CODE', M.invalidCode), M.invalidCode],
    ['a number taken meanwhile', apiError(409, 'PHONE_TAKEN', M.phoneTaken), M.phoneTaken],
    ['anything else', apiError(500, 'INTERNAL', 'Sunucu hatası'), M.registerFailed],
  ])('explains %s', async (_, reply, message) => {
    const { user } = await reachCodeStep({ 'POST /api/auth/register': reply });
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'DOĞRULA VE KAYIT OL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a too common password back to step 1, on the password field, without a new SMS', async () => {
    const { user, api } = await reachCodeStep({
      'POST /api/auth/register': apiError(400, 'COMMON_PASSWORD', M.commonPassword),
    });
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'DOĞRULA VE KAYIT OL' }));
    expect(await screen.findByText(M.commonPassword)).toBeInTheDocument();
    expect(field('Şifre')).toHaveAccessibleDescription(expect.stringContaining(M.commonPassword));
    expect(field('Ad')).toHaveValue('Ayşe');

    await user.type(field('Şifre'), '-daha-guclu');
    await user.click(continueButton());
    await screen.findByRole('group', { name: 'Doğrulama kodu' });
    expect(api.callsTo('/api/auth/codes')).toHaveLength(1);
  });

  it('goes back to step 1 with GERİ, keeping what was typed', async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'GERİ' }));
    expect(field('Soyad')).toHaveValue('Yılmaz');
    expect(field('Telefon Numarası')).toHaveValue('5321234567');
    expect(terms()).toBeChecked();
  });
});
