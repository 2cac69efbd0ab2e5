import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from './auth-messages.ts';
import { SessionUserSchema } from './auth.ts';

/** Two-step sign-in (issue #10): with two_factor_auth on, a 6-digit SMS code after the password. */
export const TWO_FACTOR_MESSAGES = {
  title: 'İki Adımlı Doğrulama',
  prompt: (phoneHint: string) =>
    `${phoneHint} numaralı telefonunuza gönderilen 6 haneli doğrulama kodunu girin.`,
  challengeExpired: ERRORS.TWO_FACTOR_EXPIRED.message,
} as const;

const challengeField = z
  .string({ error: TWO_FACTOR_MESSAGES.challengeExpired })
  .trim()
  .max(200, TWO_FACTOR_MESSAGES.challengeExpired)
  .regex(/^[A-Za-z0-9_.-]+$/, TWO_FACTOR_MESSAGES.challengeExpired);

/** The password was right; the code was sent to the account's phone. */
export const TwoFactorChallengeSchema = z.object({
  /** Opaque, signed, 10 minutes; send it back with the code. */
  challenge: z.string(),
  /** '5** *** ** 67': enough to recognise the phone. */
  phoneHint: z.string(),
  resendAfter: z.number().int(),
  expiresIn: z.number().int(),
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
