import { z } from 'zod';
import { ERRORS } from '../core/errors.ts';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from './auth-messages.ts';
import { SessionUserSchema } from './auth.ts';

/**
 * The SMS code step of sign-in: two-step sign-in (issue #10, two_factor_auth on), or a phone past
 * its sign-in failure ceiling (issue 24, decision 052), where every password gets this step and
 * only the right one a code, so the texts say "if your password is right".
 */
export const TWO_FACTOR_MESSAGES = {
  title: 'İki Adımlı Doğrulama',
  prompt: (phoneHint: string) =>
    `${phoneHint} numaralı telefonunuza gönderilen 6 haneli doğrulama kodunu girin.`,
  resent: 'Yeni doğrulama kodu gönderildi.',
  throttledTitle: 'SMS ile Giriş Doğrulaması',
  throttledReason:
    'Bu telefon numarasıyla son 24 saatte çok sayıda hatalı giriş denemesi yapıldığı için, hesabınızı korumak amacıyla şifrenizin yanında SMS doğrulama kodu da isteniyor.',
  throttledPrompt: (phoneHint: string) =>
    `Şifreniz doğruysa ${phoneHint} numaralı telefonunuza 6 haneli bir doğrulama kodu gönderildi.`,
  throttledHelp:
    'Kod gelmezse şifrenizi kontrol edip tekrar giriş yapın ya da şifrenizi sıfırlayın.',
  throttledResent: 'Şifreniz doğruysa yeni bir doğrulama kodu gönderildi.',
  challengeExpired: ERRORS.TWO_FACTOR_EXPIRED.message,
} as const;

/** Why the code step is asked for: the member's choice, or the phone's sign-in failures. */
export const TWO_FACTOR_REASONS = ['two_factor', 'throttled'] as const;
export type TwoFactorReason = (typeof TWO_FACTOR_REASONS)[number];

const challengeField = z
  .string({ error: TWO_FACTOR_MESSAGES.challengeExpired })
  .trim()
  .max(200, TWO_FACTOR_MESSAGES.challengeExpired)
  .regex(/^[A-Za-z0-9_.-]+$/, TWO_FACTOR_MESSAGES.challengeExpired);

/**
 * The code step: for 'two_factor' the password was right and the code was sent; for 'throttled'
 * the code was sent only if the password was right (the answer is the same either way).
 */
export const TwoFactorChallengeSchema = z.object({
  /** Opaque, signed, 10 minutes; send it back with the code. */
  challenge: z.string(),
  /** '5** *** ** 67': enough to recognise the phone. */
  phoneHint: z.string(),
  resendAfter: z.number().int(),
  expiresIn: z.number().int(),
  reason: z.enum(TWO_FACTOR_REASONS),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** POST /api/auth/login answers either the signed-in user or the second step. */
export const LoginResponseSchema = z.union([
  z.object({ user: SessionUserSchema }),
  z.object({ twoFactor: TwoFactorChallengeSchema }),
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/auth/login/two-factor */
export const TwoFactorVerifySchema = z.object({
  challenge: challengeField,
  code: z
    .string({ error: M.signupCodeIncomplete })
    .trim()
    .max(AUTH_LIMITS.codeLength, M.signupCodeIncomplete)
    .regex(/^\d{6}$/, M.signupCodeIncomplete),
});
export type TwoFactorVerifyInput = z.infer<typeof TwoFactorVerifySchema>;

/** POST /api/auth/login/two-factor/resend */
export const TwoFactorResendSchema = z.object({ challenge: challengeField });
export type TwoFactorResendInput = z.infer<typeof TwoFactorResendSchema>;

/** '5321234567' → '5** *** ** 67'. */
export function phoneHint(phone: string): string {
  return `${phone.slice(0, 1)}** *** ** ${phone.slice(-2)}`;
}
