import { z } from 'zod';
import { text } from '../core/text.ts';

/**
 * Turkish mobile numbers. Stored and sent as the 10-digit national number starting with 5
 * ('5321234567', spec 01 §9); shown as '+90 532 123 45 67'.
 */
export const PHONE_PATTERN = /^5\d{9}$/;
/** The longest input worth normalising ('+90 (532) 123-45-67' and friends). */
export const PHONE_INPUT_MAX = 24;

export const PHONE_MESSAGES = {
  required: 'Telefon numaranızı giriniz',
  invalid: 'Geçerli bir telefon numarası giriniz (5XX XXX XX XX)',
  /** Registration step 1 (spec 01 §5). */
  invalidSignup: 'Geçerli bir telefon numarası giriniz',
  /** Forgot-password screen (spec 01 §5). */
  invalidTenDigits: 'Telefon numarası 10 haneli olmalıdır',
} as const;

/**
 * The national number from what a person or an old client may send: '+90 532 123 45 67',
 * '0532 123 45 67', '905321234567', '(532) 123-45-67' all become '5321234567'. Anything that is
 * not a phone number comes back with only its separators removed, so it still fails the pattern.
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return compact;
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function isValidPhone(input: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(input));
}

/** '5321234567' → '+90 532 123 45 67'; anything else is returned as given. */
export function formatPhone(phone: string): string {
  const national = normalizePhone(phone);
  if (!PHONE_PATTERN.test(national)) return phone;
  return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/**
 * A phone field: required, bounded, normalised, then exactly 10 digits starting with 5. The
 * messages differ per screen in the spec, so each contract picks its own.
 */
export function phoneField(messages: { required: string; invalid: string }) {
  return text({ error: messages.required })
    .min(1, messages.required)
    .max(PHONE_INPUT_MAX, messages.invalid)
    .overwrite(normalizePhone)
    .regex(PHONE_PATTERN, messages.invalid);
}

/** The login screen's phone rule (spec 01 §5); the default wherever the spec names no other. */
export const PhoneSchema = phoneField({
  required: PHONE_MESSAGES.required,
  invalid: PHONE_MESSAGES.invalid,
});
export type Phone = z.infer<typeof PhoneSchema>;
