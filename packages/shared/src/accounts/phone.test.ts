import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone, PhoneSchema } from './phone.ts';
import '../core/zod-locale.ts';

describe('normalizePhone', () => {
  it.each([
    ['5321234567', '5321234567'],
    ['+90 532 123 45 67', '5321234567'],
    ['+905321234567', '5321234567'],
    ['905321234567', '5321234567'],
    ['0532 123 45 67', '5321234567'],
    ['(532) 123-45-67', '5321234567'],
    ['532.123.45.67', '5321234567'],
  ])('reads %s as %s', (input, national) => {
    expect(normalizePhone(input)).toBe(national);
  });

  it('leaves what is not a phone number recognisably wrong', () => {
    expect(normalizePhone('532abc4567')).toBe('532abc4567');
    expect(normalizePhone('+44 20 7946 0958')).toBe('442079460958');
    expect(isValidPhone('+44 20 7946 0958')).toBe(false);
    expect(isValidPhone('4321234567')).toBe(false);
    expect(isValidPhone('+90 532 123 45 67')).toBe(true);
  });
});

describe('formatPhone', () => {
  it('shows the national number with the country code, grouped 3-3-2-2', () => {
    expect(formatPhone('5321234567')).toBe('+90 532 123 45 67');
    expect(formatPhone('0532 123 45 67')).toBe('+90 532 123 45 67');
  });

  it('returns anything else unchanged', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('PhoneSchema', () => {
  const message = (input: unknown) => {
    const result = PhoneSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts and normalises a valid number', () => {
    expect(PhoneSchema.parse(' +90 532 123 45 67 ')).toBe('5321234567');
  });

  it('asks for the number when it is missing or blank', () => {
    expect(message(undefined)).toBe('Telefon numaranızı giriniz');
    expect(message('   ')).toBe('Telefon numaranızı giriniz');
    expect(message(5321234567)).toBe('Telefon numaranızı giriniz');
  });

  it.each(['532123456', '53212345678', '4321234567', '532abc4567', '5'.repeat(10_000)])(
    'refuses %s with the format message',
    (input) => {
      expect(message(input)).toBe('Geçerli bir telefon numarası giriniz (5XX XXX XX XX)');
    },
  );
});
