import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  EmailResetConfirmSchema,
  EmailResetRequestSchema,
  LoginSchema,
  LogoutSchema,
  NewPasswordSchema,
  PhoneResetConfirmSchema,
  PhoneResetVerifySchema,
  RegisterSchema,
  SendCodeSchema,
} from './auth.ts';
import '../core/zod-locale.ts';

type Schema = {
  safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};
const firstMessage = (schema: Schema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error?.issues[0]?.message;
};

describe('LoginSchema', () => {
  const valid = { phone: '5321234567', password: 'gizli-sifre' };

  it('accepts a phone and a password, normalising the phone', () => {
    expect(LoginSchema.parse({ ...valid, phone: '0532 123 45 67' })).toEqual(valid);
  });

  it.each([
    [{ password: 'abcdef' }, 'Telefon numaranızı giriniz'],
    [{ ...valid, phone: '' }, 'Telefon numaranızı giriniz'],
    [{ ...valid, phone: '1234567890' }, 'Geçerli bir telefon numarası giriniz (5XX XXX XX XX)'],
    [{ phone: valid.phone }, 'Şifrenizi giriniz'],
    [{ ...valid, password: '' }, 'Şifrenizi giriniz'],
    [{ ...valid, password: '12345' }, 'Şifre en az 6 karakter olmalıdır'],
    [{ ...valid, password: 'x'.repeat(129) }, 'Şifre en fazla 128 karakter olabilir.'],
  ])('refuses %j with the spec message', (input, message) => {
    expect(firstMessage(LoginSchema, input)).toBe(message);
  });

  it('keeps spaces in a password', () => {
    expect(LoginSchema.parse({ ...valid, password: '  boşluk  ' }).password).toBe('  boşluk  ');
  });
});

describe('RegisterSchema', () => {
  const valid = {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '5321234567',
    password: 'arsa-2026',
    termsAccepted: true,
    code: '123456',
  };

  it('accepts a complete registration, marketing consent off by default', () => {
    expect(RegisterSchema.parse({ ...valid, firstName: '  Ayşe ' })).toEqual({
      ...valid,
      marketingConsent: false,
    });
  });

  it('checks in the order of spec 01 §5, stopping at the first failure', () => {
    const all = { firstName: ' ', lastName: '', phone: '12', password: '1', termsAccepted: false };
    expect(firstMessage(RegisterSchema, all)).toBe('Ad alanı zorunludur');
    expect(firstMessage(RegisterSchema, { ...all, firstName: 'A' })).toBe('Soyad alanı zorunludur');
    expect(firstMessage(RegisterSchema, { ...all, firstName: 'A', lastName: 'B' })).toBe(
      'Geçerli bir telefon numarası giriniz',
    );
    expect(
      firstMessage(RegisterSchema, { ...all, firstName: 'A', lastName: 'B', phone: valid.phone }),
    ).toBe('Şifre en az 6 karakter olmalıdır');
    expect(
      firstMessage(RegisterSchema, {
        ...all,
        firstName: 'A',
        lastName: 'B',
        phone: valid.phone,
        password: valid.password,
      }),
    ).toBe('Üyelik sözleşmesini kabul etmelisiniz');
  });

  it.each([
    [{ ...valid, termsAccepted: 'true' }, 'Üyelik sözleşmesini kabul etmelisiniz'],
    [{ ...valid, code: '12345' }, 'Lütfen 6 haneli doğrulama kodunu tam olarak girin.'],
    [{ ...valid, code: '12345a' }, 'Lütfen 6 haneli doğrulama kodunu tam olarak girin.'],
    [{ ...valid, code: 123456 }, 'Lütfen 6 haneli doğrulama kodunu tam olarak girin.'],
    [{ ...valid, firstName: 'x'.repeat(10_000) }, 'Ad en fazla 100 karakter olabilir.'],
    [{ ...valid, marketingConsent: 'evet' }, 'Geçersiz izin değeri.'],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(RegisterSchema, input)).toBe(message);
  });
});

describe('code and recovery contracts', () => {
  it('SendCodeSchema needs a phone and a known purpose', () => {
    expect(SendCodeSchema.parse({ phone: '+905321234567', purpose: 'signup' })).toEqual({
      phone: '5321234567',
      purpose: 'signup',
    });
    expect(firstMessage(SendCodeSchema, { phone: '5321234567', purpose: 'x' })).toBe(
      'Geçersiz doğrulama amacı.',
    );
  });

  it('EmailResetRequestSchema asks for an x@y.z address and lower-cases it', () => {
    expect(EmailResetRequestSchema.parse({ email: ' Ayse@Example.COM ' })).toEqual({
      email: 'ayse@example.com',
    });
    expect(firstMessage(EmailResetRequestSchema, {})).toBe('E-posta adresinizi giriniz');
    expect(firstMessage(EmailResetRequestSchema, { email: 'ayse@example' })).toBe(
      'Geçerli bir e-posta adresi giriniz',
    );
  });

  it('NewPasswordSchema checks presence, length, confirmation and match', () => {
    expect(firstMessage(NewPasswordSchema, { password: '', confirmPassword: '' })).toBe(
      'Şifrenizi giriniz',
    );
    expect(firstMessage(NewPasswordSchema, { password: '1234567', confirmPassword: '' })).toBe(
      'Şifre en az 8 karakter olmalıdır',
    );
    expect(firstMessage(NewPasswordSchema, { password: 'uzun-sifre', confirmPassword: '' })).toBe(
      'Şifrenizi tekrar giriniz',
    );
    expect(
      firstMessage(NewPasswordSchema, { password: 'uzun-sifre', confirmPassword: 'uzun-sifr' }),
    ).toBe('Şifreler eşleşmiyor');
    expect(
      NewPasswordSchema.safeParse({ password: 'uzun-sifre', confirmPassword: 'uzun-sifre' })
        .success,
    ).toBe(true);
  });

  it('reset tokens and phone tickets are distinct, fixed shapes', () => {
    const token = 'a'.repeat(43);
    expect(EmailResetConfirmSchema.safeParse({ token, password: 'uzun-sifre' }).success).toBe(true);
    expect(
      firstMessage(EmailResetConfirmSchema, { token: `pt_${token}`, password: 'uzun-sifre' }),
    ).toBe(
      'Şifre sıfırlama bağlantısı geçersiz olmuş veya süresi dolmuş. Lütfen yeni bir şifre sıfırlama talebinde bulunun.',
    );
    expect(
      PhoneResetConfirmSchema.safeParse({ ticket: `pt_${token}`, password: 'uzun-sifre' }).success,
    ).toBe(true);
    expect(firstMessage(PhoneResetConfirmSchema, { ticket: token, password: 'uzun-sifre' })).toBe(
      'Kullanıcı bilgisi bulunamadı. Lütfen tekrar doğrulama yapın.',
    );
  });

  it('PhoneResetVerifySchema uses the forgot-password texts', () => {
    expect(firstMessage(PhoneResetVerifySchema, { code: '123456' })).toBe(
      'Telefon numaranızı giriniz',
    );
    expect(firstMessage(PhoneResetVerifySchema, { phone: '53212', code: '123456' })).toBe(
      'Telefon numarası 10 haneli olmalıdır',
    );
    expect(firstMessage(PhoneResetVerifySchema, { phone: '5321234567', code: '123' })).toBe(
      'Lütfen tüm doğrulama kodu hanelerini doldurun',
    );
  });

  it('ChangePasswordSchema asks for both passwords, the new one 8+', () => {
    expect(firstMessage(ChangePasswordSchema, {})).toBe('Mevcut şifrenizi giriniz');
    expect(firstMessage(ChangePasswordSchema, { currentPassword: 'eski-sifre' })).toBe(
      'Yeni şifrenizi giriniz',
    );
    expect(
      firstMessage(ChangePasswordSchema, { currentPassword: 'eski', newPassword: 'kisa' }),
    ).toBe('Şifre en az 8 karakter olmalıdır');
  });

  it('LogoutSchema defaults to this device', () => {
    expect(LogoutSchema.parse({})).toEqual({ scope: 'local' });
    expect(LogoutSchema.parse({ scope: 'global' })).toEqual({ scope: 'global' });
    expect(firstMessage(LogoutSchema, { scope: 'others' })).toBe('Geçersiz çıkış kapsamı.');
  });
});
