import { z } from 'zod';
import { text } from '../core/text.ts';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from '../accounts/auth-messages.ts';
import { channelSettings } from '../notifications/notification-channels.ts';

/** Texts of the settings screen (spec 02 §2.7, §8; the §5 rules given in English, in Turkish). */
export const SETTINGS_MESSAGES = {
  saved: 'Ayarlarınız başarıyla güncellendi.',
  saveFailed: 'Ayarlarınız güncellenirken bir hata oluştu. Lütfen tekrar deneyin.',
  loadFailed: 'Ayarlarınız yüklenemedi. Lütfen tekrar deneyin.',
  passwordCharacterClasses: 'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir',
  passwordSpecialCharacter: 'Şifre en az bir özel karakter içermelidir',
  resetSent: 'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.',
  resetFailed: 'Şifre sıfırlama bağlantısı gönderilemedi. Lütfen tekrar deneyin.',
  resetNeedsVerifiedEmail:
    'Şifre sıfırlama bağlantısı yalnızca doğrulanmış bir e-posta adresine gönderilir. Profil sayfanızdan e-posta adresinizi ekleyip doğrulayın.',
  deletionConfirmInvalid: 'Başvuru metni en fazla 1000 karakter olabilir.',
} as const;

/** Spec 02 §9: shown for 3 s after a save. */
export const SETTINGS_MESSAGE_MS = 3000;

/** user_settings (spec 02 §3), created with these defaults on first read (§9). */
export const UserSettingsSchema = z.object({
  /**
   * One flag per notification channel a member can silence (`smsNotifications`: texts about
   * outbids, wins, offers and reminders, issue 13 — security codes always go;
   * `emailNotifications`), from the channel list (notification-channels.ts, decision 057).
   */
  ...channelSettings(z.boolean()),
  auctionReminders: z.boolean(),
  marketingEmails: z.boolean(),
  twoFactorAuth: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;
export type SettingKey = keyof UserSettings;

export const DEFAULT_SETTINGS: UserSettings = {
  emailNotifications: true,
  auctionReminders: true,
  smsNotifications: true,
  marketingEmails: false,
  twoFactorAuth: false,
};

export const SettingsResponseSchema = z.object({ settings: UserSettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

const flag = z.boolean({ error: 'Geçersiz ayar değeri.' });
/** PATCH /api/me/settings: one or more flags. */
export const UpdateSettingsSchema = z
  .object({
    ...channelSettings(flag.optional()),
    auctionReminders: flag.optional(),
    marketingEmails: flag.optional(),
    twoFactorAuth: flag.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Değiştirilecek bir ayar seçiniz.');
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsSchema>;

/**
 * The stricter password change of the settings screen (spec 02 §5): 8+ characters, an upper-
 * and a lower-case letter and a digit (one message), a special character, and a matching
 * confirmation. The server's own minimum for every password change is 8 characters.
 */
export const StrictPasswordChangeFormSchema = z
  .object({
    currentPassword: z
      .string({ error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired)
      .max(AUTH_LIMITS.passwordMax, M.passwordTooLong),
    newPassword: z
      .string({ error: M.newPasswordRequired })
      .min(1, M.newPasswordRequired)
      .min(AUTH_LIMITS.newPasswordMin, M.passwordMin8)
      .max(AUTH_LIMITS.passwordMax, M.passwordTooLong)
      .refine(
        (v) => /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) && /\d/.test(v),
        SETTINGS_MESSAGES.passwordCharacterClasses,
      )
      .refine((v) => /[^\p{L}\d\s]/u.test(v), SETTINGS_MESSAGES.passwordSpecialCharacter),
    confirmPassword: z.string({ error: M.passwordConfirmRequired }).max(AUTH_LIMITS.passwordMax),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The profile screen's password change (spec 02 §5): 8+ characters and a matching confirmation. */
export const PasswordChangeFormSchema = z
  .object({
    currentPassword: z
      .string({ error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired)
      .max(AUTH_LIMITS.passwordMax, M.passwordTooLong),
    newPassword: z
      .string({ error: M.newPasswordRequired })
      .min(1, M.newPasswordRequired)
      .min(AUTH_LIMITS.newPasswordMin, M.passwordMin8)
      .max(AUTH_LIMITS.passwordMax, M.passwordTooLong),
    confirmPassword: z.string({ error: M.passwordConfirmRequired }).max(AUTH_LIMITS.passwordMax),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeFormValues = z.infer<typeof PasswordChangeFormSchema>;

// ---------------------------------------------------------------------------------------------
// KVKK deletion application (spec 02 §2.7 says "not active, contact support"; decision 021).

export const DELETION_REQUEST_STATUSES = ['received', 'completed', 'rejected'] as const;
export type DeletionRequestStatus = (typeof DELETION_REQUEST_STATUSES)[number];
export const DELETION_STATUS_LABELS: Record<DeletionRequestStatus, string> = {
  received: 'Başvurunuz alındı, inceleniyor',
  completed: 'Hesabınız silindi',
  rejected: 'Başvurunuz sonuçlandı: silinemedi',
};
/** KVKK: the data controller answers an application within 30 days (spec 02 §9). */
export const DELETION_ANSWER_DAYS = 30;

export const CreateDeletionRequestSchema = z.object({
  reason: text({ error: SETTINGS_MESSAGES.deletionConfirmInvalid, multiline: true })
    .max(1000, SETTINGS_MESSAGES.deletionConfirmInvalid)
    .optional(),
});
export type CreateDeletionRequestInput = z.infer<typeof CreateDeletionRequestSchema>;

export const DeletionRequestSchema = z.object({
  id: z.string(),
  status: z.enum(DELETION_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
  /** createdAt + 30 days. */
  answerDueAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  /** The admin's answer (a rejection's reason), shown on /settings (decision 022). */
  answerNote: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof DeletionRequestSchema>;

export const DeletionRequestResponseSchema = z.object({
  request: DeletionRequestSchema.nullable(),
});
export type DeletionRequestResponse = z.infer<typeof DeletionRequestResponseSchema>;
