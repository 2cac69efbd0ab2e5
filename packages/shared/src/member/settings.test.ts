import { describe, expect, it } from 'vitest';
import { StrictPasswordChangeFormSchema, UpdateSettingsSchema } from './settings.ts';
import '../core/zod-locale.ts';

const firstMessage = (input: unknown) =>
  StrictPasswordChangeFormSchema.safeParse(input).error?.issues[0]?.message;

describe('StrictPasswordChangeFormSchema (spec 02 §5, settings)', () => {
  const good = {
    currentPassword: 'eski',
    newPassword: 'Arsa-2026x',
    confirmPassword: 'Arsa-2026x',
  };

  it('accepts 8+ characters with upper, lower, digit and a special character', () => {
    expect(StrictPasswordChangeFormSchema.safeParse(good).success).toBe(true);
    expect(
      StrictPasswordChangeFormSchema.safeParse({
        ...good,
        newPassword: 'Şehir.1234',
        confirmPassword: 'Şehir.1234',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ ...good, currentPassword: '' }, 'Mevcut şifrenizi giriniz'],
    [{ ...good, newPassword: '' }, 'Yeni şifrenizi giriniz'],
    [{ ...good, newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, 'Şifre en az 8 karakter olmalıdır'],
    [
      { ...good, newPassword: 'arsa-2026x', confirmPassword: 'arsa-2026x' },
      'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir',
    ],
    [
      { ...good, newPassword: 'ArsaParsel', confirmPassword: 'ArsaParsel' },
      'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir',
    ],
    [
      { ...good, newPassword: 'Arsa2026x', confirmPassword: 'Arsa2026x' },
      'Şifre en az bir özel karakter içermelidir',
    ],
    [{ ...good, confirmPassword: 'Arsa-2026y' }, 'Şifreler eşleşmiyor'],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('UpdateSettingsSchema', () => {
  it('takes one or more of the four flags and nothing else', () => {
    expect(UpdateSettingsSchema.parse({ twoFactorAuth: true })).toEqual({ twoFactorAuth: true });
    expect(UpdateSettingsSchema.safeParse({}).success).toBe(false);
    expect(UpdateSettingsSchema.safeParse({ theme: 'dark' }).success).toBe(false);
  });
});
