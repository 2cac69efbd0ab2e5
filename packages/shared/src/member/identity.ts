import { z } from 'zod';
import { ERRORS } from '../core/errors.ts';
import { text } from '../core/text.ts';
import { isCity } from '../listings/cities.ts';
import {
  IDENTITY_NUMBER_MESSAGES,
  compactDigits,
  identityNumberProblem,
  isForeignIdentityNumber,
  taxNumberProblem,
} from './identity-number.ts';

/**
 * 'Kimlik Doğrulama' (issue 27): a member's TC kimlik (or foreigner identity) number, name and
 * birth year checked with the population registry, with the registered address the payment
 * provider and invoices need, and a company's title and tax number for a member buying for one.
 */

export const IDENTITY_MESSAGES = {
  title: 'Kimlik Doğrulama',
  verifiedMark: 'Kimliği doğrulanmış',
  notVerified: 'Kimliğiniz henüz doğrulanmadı.',
  verified: 'Kimliğiniz doğrulandı.',
  mismatch: ERRORS.IDENTITY_MISMATCH.message,
  unavailable: ERRORS.IDENTITY_REGISTRY_UNAVAILABLE.message,
  taken: ERRORS.IDENTITY_TAKEN.message,
  required: ERRORS.IDENTITY_REQUIRED.message,
  firstNameRequired: 'Adınızı kimlik kartınızdaki gibi giriniz.',
  lastNameRequired: 'Soyadınızı kimlik kartınızdaki gibi giriniz.',
  nameTooLong: 'Ad ve soyad en fazla 60 karakter olabilir.',
  nameInvalid: 'Ad ve soyad yalnızca harflerden oluşmalıdır.',
  birthYearInvalid: 'Doğum yılınızı 4 haneli olarak giriniz.',
  birthDayInvalid: 'Yabancı kimlik numarası için doğum gününüzü (1–31) giriniz.',
  birthMonthInvalid: 'Yabancı kimlik numarası için doğum ayınızı (1–12) giriniz.',
  provinceInvalid: 'Listeden bir il seçiniz.',
  districtRequired: 'İlçenizi giriniz.',
  districtTooLong: 'İlçe en fazla 60 karakter olabilir.',
  addressRequired: 'Adresinizi giriniz (mahalle, cadde/sokak, numara).',
  addressTooLong: 'Adres en fazla 500 karakter olabilir.',
  companyTitleTooLong: 'Şirket unvanı en fazla 200 karakter olabilir.',
  companyBoth: 'Şirket adına işlem için unvan ve vergi kimlik numarasını birlikte giriniz.',
} as const;
const M = IDENTITY_MESSAGES;

export const OLDEST_BIRTH_YEAR = 1900;

const personName = (required: string) =>
  text({ error: required })
    .min(1, required)
    .max(60, M.nameTooLong)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, M.nameInvalid);

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const optionalText = (max: number, tooLong: string) =>
  text({ error: tooLong })
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v));

/**
 * POST /api/me/identity. The number is checked here first (digits and check digits, each failure
 * its own message); a foreigner's number (99…) also needs the day and month of birth, which the
 * registry's foreign-identity check asks for. A company is both a title and a tax number, or none.
 */
export const VerifyIdentitySchema = z
  .object({
    identityNumber: text({ error: IDENTITY_NUMBER_MESSAGES.required })
      .transform(compactDigits)
      .superRefine((value, ctx) => {
        const problem = identityNumberProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    firstName: personName(M.firstNameRequired),
    lastName: personName(M.lastNameRequired),
    birthYear: wholeNumber(M.birthYearInvalid, OLDEST_BIRTH_YEAR, 2100),
    birthDay: wholeNumber(M.birthDayInvalid, 1, 31).nullable().optional(),
    birthMonth: wholeNumber(M.birthMonthInvalid, 1, 12).nullable().optional(),
    province: text({ error: M.provinceInvalid }).refine((v) => isCity(v), M.provinceInvalid),
    district: text({ error: M.districtRequired })
      .min(1, M.districtRequired)
      .max(60, M.districtTooLong),
    address: text({ error: M.addressRequired })
      .min(5, M.addressRequired)
      .max(500, M.addressTooLong),
    companyTitle: optionalText(200, M.companyTitleTooLong).nullable().optional(),
    companyTaxNumber: text({ error: M.companyBoth })
      .transform(compactDigits)
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : taxNumberProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (isForeignIdentityNumber(input.identityNumber)) {
      if (input.birthDay == null) {
        ctx.addIssue({ code: 'custom', path: ['birthDay'], message: M.birthDayInvalid });
      }
      if (input.birthMonth == null) {
        ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: M.birthMonthInvalid });
      }
    }
    if (Boolean(input.companyTitle) !== Boolean(input.companyTaxNumber)) {
      const path = input.companyTitle ? 'companyTaxNumber' : 'companyTitle';
      ctx.addIssue({ code: 'custom', path: [path], message: M.companyBoth });
    }
  });
export type VerifyIdentityInput = z.infer<typeof VerifyIdentitySchema>;
/** What the form holds before the contract reads it. */
export type IdentityFormValues = z.input<typeof VerifyIdentitySchema>;

export const IDENTITY_KINDS = ['tc', 'foreign'] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];

/** A verified identity as every answer shows it: the number masked ('123******90'). */
export const VerifiedIdentitySchema = z.object({
  kind: z.enum(IDENTITY_KINDS),
  maskedNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number().int(),
  province: z.string(),
  district: z.string(),
  address: z.string(),
  companyTitle: z.string().nullable(),
  companyTaxNumber: z.string().nullable(),
  verifiedAt: z.iso.datetime(),
});
export type VerifiedIdentity = z.infer<typeof VerifiedIdentitySchema>;

/** GET /api/me/identity and the answer to POST: verified with its identity, or not (null). */
export const MyIdentityResponseSchema = z.object({
  identity: VerifiedIdentitySchema.nullable(),
});
export type MyIdentityResponse = z.infer<typeof MyIdentityResponseSchema>;
