import { unsubscribeRoute } from './unsubscribe.routes.ts';
import { z } from 'zod';

/**
 * Marketing e-mails (issue 13, decision 040): an administrator composes one, sees how many
 * members will receive it, confirms, and each member's e-mail goes through the notification
 * queue. Only members with `marketing_emails` on, marketing consent, e-mail notifications on,
 * a verified address, and neither banned nor deleted receive it.
 */
export const CAMPAIGN_LIMITS = {
  subjectMin: 3,
  subjectMax: 150,
  bodyMin: 10,
  bodyMax: 5000,
} as const;

export const CAMPAIGN_MESSAGES = {
  subjectShort: `Konu en az ${CAMPAIGN_LIMITS.subjectMin} karakter olmalıdır.`,
  subjectLong: `Konu en fazla ${CAMPAIGN_LIMITS.subjectMax} karakter olabilir.`,
  bodyShort: `Mesaj en az ${CAMPAIGN_LIMITS.bodyMin} karakter olmalıdır.`,
  bodyLong: `Mesaj en fazla ${CAMPAIGN_LIMITS.bodyMax} karakter olabilir.`,
  recipientsChanged:
    'Alıcı sayısı siz onaylarken değişti. Yeni sayıyı kontrol edip yeniden onaylayın.',
  sent: (n: number) => `Duyuru ${n} üyeye gönderim sırasına alındı.`,
} as const;

export const CampaignDraftSchema = z.object({
  subject: z
    .string({ error: 'Konu gereklidir.' })
    .trim()
    .min(CAMPAIGN_LIMITS.subjectMin, { error: CAMPAIGN_MESSAGES.subjectShort })
    .max(CAMPAIGN_LIMITS.subjectMax, { error: CAMPAIGN_MESSAGES.subjectLong }),
  body: z
    .string({ error: 'Mesaj gereklidir.' })
    .trim()
    .min(CAMPAIGN_LIMITS.bodyMin, { error: CAMPAIGN_MESSAGES.bodyShort })
    .max(CAMPAIGN_LIMITS.bodyMax, { error: CAMPAIGN_MESSAGES.bodyLong }),
});
export type CampaignDraft = z.infer<typeof CampaignDraftSchema>;

/** Sending: the draft and the count the administrator confirmed (sent only if still true). */
export const SendCampaignSchema = CampaignDraftSchema.extend({
  confirmedRecipients: z
    .number({ error: 'Alıcı sayısı gereklidir.' })
    .int({ error: 'Geçersiz alıcı sayısı.' })
    .min(1, { error: 'Gönderilecek üye yok.' })
    .max(10_000_000, { error: 'Geçersiz alıcı sayısı.' }),
});
export type SendCampaign = z.infer<typeof SendCampaignSchema>;

export const CampaignSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  recipients: z.number().int().nonnegative(),
  /** Of those, e-mails delivered so far. */
  delivered: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignsResponseSchema = z.object({
  /** Members who would receive a campaign sent now. */
  audience: z.number().int().nonnegative(),
  items: z.array(CampaignSchema),
});
export type CampaignsResponse = z.infer<typeof CampaignsResponseSchema>;

export const SendCampaignResponseSchema = z.object({
  message: z.string(),
  campaign: CampaignSchema,
});
export type SendCampaignResponse = z.infer<typeof SendCampaignResponseSchema>;

/** The unsubscribe link's API path (GET: the confirmation page; POST: one-click). */
export const UNSUBSCRIBE_API_PATH = unsubscribeRoute.path;

/** The unsubscribe link's token (signed; decision 040). */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'Abonelik bağlantısı geçersiz.' })
    .min(10, { error: 'Abonelik bağlantısı geçersiz.' })
    .max(200, { error: 'Abonelik bağlantısı geçersiz.' })
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'Abonelik bağlantısı geçersiz.' }),
});

export const UNSUBSCRIBE_TEXTS = {
  title: 'E-posta aboneliği',
  question: 'Kampanya ve duyuru e-postalarını artık almak istemiyor musunuz?',
  button: 'Abonelikten Çık',
  done: 'Kampanya ve duyuru e-postalarından çıkarıldınız.',
  doneNote:
    'Hesabınızla ilgili güvenlik ve işlem bildirimleri gelmeye devam eder. Tercihlerinizi Ayarlar sayfasından değiştirebilirsiniz.',
  emailFooter: 'Bu duyuruları almak istemiyorsanız abonelikten çıkabilirsiniz:',
} as const;
