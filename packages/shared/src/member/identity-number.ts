/**
 * The pure rules of a person's identity (issue 27): the TC kimlik and foreigner (YKN) number's
 * check digits, the company tax number's (VKN), the population registry's upper-casing, and the
 * one way a number is shown to anyone but the payment code: masked.
 */

export const IDENTITY_NUMBER_MESSAGES = {
  required: 'TC kimlik numaranızı giriniz.',
  digits: 'TC kimlik numarası 11 haneli olmalı ve yalnızca rakamlardan oluşmalıdır.',
  leadingZero: 'TC kimlik numarası 0 ile başlayamaz.',
  tenthDigit: 'TC kimlik numarasının 10. hanesi tutmuyor. Lütfen numaranızı kontrol ediniz.',
  eleventhDigit: 'TC kimlik numarasının 11. hanesi tutmuyor. Lütfen numaranızı kontrol ediniz.',
} as const;

export const TAX_NUMBER_MESSAGES = {
  digits: 'Vergi kimlik numarası 10 haneli olmalı ve yalnızca rakamlardan oluşmalıdır.',
  checkDigit: 'Vergi kimlik numarası geçersiz. Lütfen numarayı kontrol ediniz.',
} as const;

/** Spaces people type between groups of digits are not part of the number. */
export const compactDigits = (value: string) => value.replace(/[\s.-]/g, '');

const digitsOf = (value: string) => Array.from(value, (c) => c.charCodeAt(0) - 48);

/**
 * What is wrong with a TC kimlik (or foreigner identity) number, as the member is told, or null
 * when its form and both check digits hold: 11 digits, the first not 0; the 10th digit is
 * (7 × the sum of the 1st, 3rd, 5th, 7th and 9th − the sum of the 2nd, 4th, 6th and 8th) mod 10;
 * the 11th is the sum of the first ten mod 10.
 */
export function identityNumberProblem(value: string): string | null {
  const number = compactDigits(value);
  if (number === '') return IDENTITY_NUMBER_MESSAGES.required;
  if (!/^\d{11}$/.test(number)) return IDENTITY_NUMBER_MESSAGES.digits;
  if (number.startsWith('0')) return IDENTITY_NUMBER_MESSAGES.leadingZero;
  const d = digitsOf(number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return IDENTITY_NUMBER_MESSAGES.tenthDigit;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  if (eleventh !== at(10)) return IDENTITY_NUMBER_MESSAGES.eleventhDigit;
  return null;
}

export const isValidIdentityNumber = (value: string) => identityNumberProblem(value) === null;

/** Foreign nationals' identity numbers (yabancı kimlik numarası) start with 99. */
export const isForeignIdentityNumber = (value: string) => compactDigits(value).startsWith('99');

/**
 * What is wrong with a company's tax number (VKN), or null: 10 digits whose last is the check
 * digit of the Gelir İdaresi rule (each of the first nine shifted by its place, weighted by a
 * power of two mod 9).
 */
export function taxNumberProblem(value: string): string | null {
  const number = compactDigits(value);
  if (!/^\d{10}$/.test(number)) return TAX_NUMBER_MESSAGES.digits;
  const d = digitsOf(number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = ((d[i] ?? 0) + 9 - i) % 10;
    sum += shifted === 9 ? 9 : (shifted * 2 ** (9 - i)) % 9;
  }
  const check = (10 - (sum % 10)) % 10;
  return check === d[9] ? null : TAX_NUMBER_MESSAGES.checkDigit;
}

/**
 * A name as the population registry holds it: Turkish upper case (i → İ, ı → I, whatever the
 * device's locale), single spaces, no spaces around.
 */
export function turkishUpperCase(value: string): string {
  return value.trim().replace(/\s+/g, ' ').replace(/i/g, 'İ').replace(/ı/g, 'I').toUpperCase();
}

/** '12345678990' → '123******90': what every answer shows of a number but the payment's. */
export function maskIdentityNumber(value: string): string {
  const number = compactDigits(value);
  if (number.length < 6) return '*'.repeat(number.length);
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 5)}${number.slice(-2)}`;
}
