import { z } from 'zod';
import { text } from '../core/text.ts';
import { ERRORS } from '../core/errors.ts';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from '../accounts/auth-messages.ts';
import { EmailFieldSchema, SessionUserSchema } from '../accounts/auth.ts';
import { isCity } from '../listings/cities.ts';

/** Texts of the profile screen (spec 02 §2.6, §8) and of e-mail verification (issue #10). */
export const PROFILE_MESSAGES = {
  saved: 'Profil bilgileriniz başarıyla güncellendi.',
  saveFailed: 'Profil güncellenirken bir hata oluştu.',
  /** Spec 01 §8, profile reload. */
  loadFailed: 'Profil yüklenirken bir hata oluştu, lütfen tekrar deneyin.',
  noBids: 'Henüz teklif verdiğiniz bir ihale bulunmamaktadır.',
  cityInvalid: 'Listeden bir il seçiniz.',
  addressTooLong: 'Adres en fazla 500 karakter olabilir.',
  postalCodeInvalid: 'Posta kodu en fazla 10 karakter olabilir.',
  /** Spec 01 §2, link processing. */
  verifying: 'E-posta doğrulaması işleniyor...',
  verified: 'E-posta adresiniz doğrulandı.',
  verificationSent:
    'Doğrulama bağlantısı e-posta adresinize gönderildi. Lütfen e-postanızı kontrol ediniz.',
  invalidVerificationToken: ERRORS.INVALID_VERIFICATION_TOKEN.message,
  noEmailToVerify: ERRORS.NO_EMAIL.message,
  alreadyVerified: ERRORS.EMAIL_ALREADY_VERIFIED.message,
} as const;

export const EMAIL_VERIFICATION_HOURS = 24;

/** An optional text field: trimmed, bounded, '' stored as null (the form sends every field). */
function optionalText(max: number, tooLong: string) {
  return text({ error: tooLong })
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v));
}

const nameField = (required: string, tooLong: string) =>
  text({ error: required }).min(1, required).max(AUTH_LIMITS.nameMax, tooLong);

/**
 * PATCH /api/me/profile (spec 02 §2.6 profile form: phone read-only, the rest editable). Every
 * key is optional so a caller may change one field; the /profile form sends them all. An e-mail
 * of '' (or null) removes the address; a new address is stored unverified and a verification link is
 * mailed. The city, when given, is one of the 81 provinces.
 */
export const UpdateProfileSchema = z.object({
  firstName: nameField(M.firstNameRequired, M.firstNameTooLong).optional(),
  lastName: nameField(M.lastNameRequired, M.lastNameTooLong).optional(),
  email: z
    .union([z.literal('').transform(() => null), EmailFieldSchema], { error: M.emailRequired })
    .nullable()
    .optional(),
  address: optionalText(500, PROFILE_MESSAGES.addressTooLong).nullable().optional(),
  city: text({ error: PROFILE_MESSAGES.cityInvalid })
    .max(100, PROFILE_MESSAGES.cityInvalid)
    .refine((v) => v === '' || isCity(v), PROFILE_MESSAGES.cityInvalid)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  postalCode: optionalText(10, PROFILE_MESSAGES.postalCodeInvalid).nullable().optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;
/** What the profile form holds (strings; '' for empty); null also clears a field. */
export type ProfileFormValues = z.input<typeof UpdateProfileSchema>;

/** The member's own profile, GET /api/me/profile. */
export const ProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** The current e-mail was confirmed through its link; only then it receives recovery mail. */
  emailVerified: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  marketingConsent: z.boolean(),
  /** 'Üyelik Tarihi'. */
  createdAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ profile: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** PATCH /api/me/profile answers the session user (top bar) and the whole profile. */
export const UpdateProfileResponseSchema = z.object({
  user: SessionUserSchema,
  profile: ProfileSchema,
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

/** POST /api/email-verification: the token from the link's hash (32 random bytes, base64url). */
export const ConfirmEmailSchema = z.object({
  token: text({ error: PROFILE_MESSAGES.invalidVerificationToken }).regex(
    /^[A-Za-z0-9_-]{43}$/,
    PROFILE_MESSAGES.invalidVerificationToken,
  ),
});
export type ConfirmEmailInput = z.infer<typeof ConfirmEmailSchema>;

export const ConfirmEmailResponseSchema = z.object({ email: z.string() });
export const EmailVerificationSentSchema = z.object({ sent: z.literal(true) });

export const BID_HISTORY_PAGE_SIZE = 10;

/** GET /api/me/bid-history?page= (spec 02 §2.6 'Teklif Geçmişim'; §7 amount, date, auction). */
export const BidHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: 'Geçersiz sayfa.' }).int().min(1).max(10_000).default(1),
});
export type BidHistoryQuery = z.infer<typeof BidHistoryQuerySchema>;

export const BidHistoryItemSchema = z.object({
  id: z.string(),
  /** Kuruş. */
  amount: z.number().int(),
  createdAt: z.iso.datetime(),
  listing: z.object({
    id: z.string(),
    title: z.string(),
    phase: z.enum(['upcoming', 'active', 'ended']),
  }),
});
export type BidHistoryItem = z.infer<typeof BidHistoryItemSchema>;

export const BidHistoryResponseSchema = z.object({
  items: z.array(BidHistoryItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BidHistoryResponse = z.infer<typeof BidHistoryResponseSchema>;
