import { z } from 'zod';
import { text } from '../core/text.ts';
import { VerifiedIdentitySchema } from '../member/identity.ts';

/**
 * The operator's view of a member's identity verification (issue 27): status, date, attempts and
 * the masked number — never the number itself — and the reset, audited with its reason.
 */
export const ADMIN_IDENTITY_MESSAGES = {
  title: 'Kimlik Doğrulama',
  verified: 'Kimliği doğrulanmış',
  notVerified: 'Kimlik doğrulanmamış',
  reset: 'Doğrulamayı Sıfırla',
  resetDone: 'Kimlik doğrulaması sıfırlandı; üye bir sonraki teminattan önce yeniden doğrulayacak.',
  reasonRequired: 'Sıfırlama gerekçesini yazınız (en az 5 karakter).',
  reasonTooLong: 'Gerekçe en fazla 500 karakter olabilir.',
  noAttempts: 'Henüz doğrulama denemesi yok.',
  takenBy: 'Bu kimlik numarası başka bir hesapta doğrulanmış:',
  triedByOthers: 'Bu üyenin kimlik numarasıyla başka hesaplardan yapılan denemeler',
} as const;

export const IDENTITY_ATTEMPT_OUTCOMES = ['verified', 'mismatch', 'taken', 'unavailable'] as const;
export type IdentityAttemptOutcome = (typeof IDENTITY_ATTEMPT_OUTCOMES)[number];
export const IDENTITY_ATTEMPT_LABELS: Record<IdentityAttemptOutcome, string> = {
  verified: 'Doğrulandı',
  mismatch: 'Nüfus kayıtlarıyla eşleşmedi',
  taken: 'Başka hesapta doğrulanmış',
  unavailable: 'Hizmete ulaşılamadı',
};

const AccountRefSchema = z.object({ id: z.string(), fullName: z.string() });

export const AdminIdentitySchema = z.object({
  identity: VerifiedIdentitySchema.nullable(),
  /** Checks in the last 24 hours (the member's daily allowance is 5). */
  attemptsToday: z.number().int(),
  attempts: z.array(
    z.object({
      outcome: z.enum(IDENTITY_ATTEMPT_OUTCOMES),
      at: z.iso.datetime(),
      /** For 'taken': the account where the number is verified. */
      otherAccount: AccountRefSchema.nullable(),
    }),
  ),
  /** Other accounts that tried this member's verified number. */
  triedByOthers: z.array(z.object({ at: z.iso.datetime(), account: AccountRefSchema })),
});
export type AdminIdentity = z.infer<typeof AdminIdentitySchema>;

export const ResetIdentitySchema = z.object({
  reason: text({ error: ADMIN_IDENTITY_MESSAGES.reasonRequired, multiline: true })
    .min(5, ADMIN_IDENTITY_MESSAGES.reasonRequired)
    .max(500, ADMIN_IDENTITY_MESSAGES.reasonTooLong),
});
export type ResetIdentityInput = z.infer<typeof ResetIdentitySchema>;
