import { z } from 'zod';
import { text } from '../core/text.ts';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-messages.ts';
import { phoneField } from './phone.ts';
import { SessionUserSchema } from './session.ts';

export {
  SessionResponseSchema,
  SessionUserSchema,
  UserRoleSchema,
  type SessionResponse,
  type SessionUser,
  type UserRole,
} from './session.ts';

const M = AUTH_MESSAGES;

/** Passwords are never trimmed: a space is part of the secret. */
function passwordField(required: string, min: number, minMessage: string) {
  return text({ error: required, trim: false })
    .min(1, required)
    .min(min, minMessage)
    .max(AUTH_LIMITS.passwordMax, M.passwordTooLong);
}

const loginPassword = passwordField(
  M.passwordRequired,
  AUTH_LIMITS.loginPasswordMin,
  M.passwordMin6,
);
const registerPassword = passwordField(
  M.passwordMin6,
  AUTH_LIMITS.registerPasswordMin,
  M.passwordMin6,
);
/** Reset and change: 8 characters (spec 01 §5 "New password"). */
export const NewPasswordFieldSchema = passwordField(
  M.passwordRequired,
  AUTH_LIMITS.newPasswordMin,
  M.passwordMin8,
);

function codeField(message: string) {
  return text({ error: message })
    .max(AUTH_LIMITS.codeLength, message)
    .regex(/^\d{6}$/, message);
}

function nameField(required: string, tooLong: string) {
  return text({ error: required }).min(1, required).max(AUTH_LIMITS.nameMax, tooLong);
}

/** 'x@y.z' (spec 01 §5), bounded and lower-cased. */
export const EmailFieldSchema = text({ error: M.emailRequired })
  .min(1, M.emailRequired)
  .max(AUTH_LIMITS.emailMax, M.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.emailInvalid)
  .overwrite((email) => email.toLowerCase());

/** The opaque e-mail reset token from the link's hash (32 random bytes, base64url). */
const resetToken = text({ error: M.invalidResetToken })
  .max(64, M.invalidResetToken)
  .regex(/^[A-Za-z0-9_-]{43}$/, M.invalidResetToken);

/** The phone recovery ticket: 'pt_' and 32 random bytes (base64url); never valid as a link token. */
export const RESET_TICKET_PREFIX = 'pt_';
const resetTicket = text({ error: M.invalidResetTicket })
  .max(64, M.invalidResetTicket)
  .regex(/^pt_[A-Za-z0-9_-]{43}$/, M.invalidResetTicket);

// ---------------------------------------------------------------------------------------------
// Requests, one contract per operation; keys are in the spec's checking order, because the
// first problem is the one the server reports.

/** POST /api/auth/login */
export const LoginSchema = z.object({
  phone: phoneField({ required: M.phoneRequired, invalid: M.phoneInvalid }),
  password: loginPassword,
});
export type LoginInput = z.infer<typeof LoginSchema>;

const signupPhone = phoneField({ required: M.phoneInvalidSignup, invalid: M.phoneInvalidSignup });

/** Registration step 1 as the form checks it (spec 01 §5, in order). */
export const RegisterDetailsSchema = z.object({
  firstName: nameField(M.firstNameRequired, M.firstNameTooLong),
  lastName: nameField(M.lastNameRequired, M.lastNameTooLong),
  phone: signupPhone,
  password: registerPassword,
  termsAccepted: z.literal(true, { error: M.termsRequired }),
  marketingConsent: z.boolean({ error: M.marketingConsentInvalid }).default(false),
});
export type RegisterDetails = z.infer<typeof RegisterDetailsSchema>;

/** POST /api/auth/register: step 1's fields and the SMS code from step 2. */
export const RegisterSchema = RegisterDetailsSchema.extend({
  code: codeField(M.signupCodeIncomplete),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const CODE_PURPOSES = ['signup', 'password_reset'] as const;
export const CodePurposeSchema = z.enum(CODE_PURPOSES, { error: M.purposeInvalid });
export type CodePurpose = z.infer<typeof CodePurposeSchema>;

/** POST /api/auth/codes */
export const SendCodeSchema = z.object({
  phone: phoneField({ required: M.phoneRequired, invalid: M.phoneInvalidSignup }),
  purpose: CodePurposeSchema,
});
export type SendCodeInput = z.infer<typeof SendCodeSchema>;

/** POST /api/auth/phone-availability */
export const PhoneAvailabilitySchema = z.object({
  phone: phoneField({ required: M.phoneRequired, invalid: M.phoneInvalidSignup }),
});
export type PhoneAvailabilityInput = z.infer<typeof PhoneAvailabilitySchema>;

/** POST /api/auth/password-reset/email */
export const EmailResetRequestSchema = z.object({ email: EmailFieldSchema });
export type EmailResetRequestInput = z.infer<typeof EmailResetRequestSchema>;

/** The new-password form of both reset flows (the confirmation never leaves the browser). */
export const NewPasswordSchema = z
  .object({
    password: NewPasswordFieldSchema,
    confirmPassword: z
      .string({ error: M.passwordConfirmRequired })
      .min(1, M.passwordConfirmRequired)
      .max(AUTH_LIMITS.passwordMax, M.passwordTooLong),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof NewPasswordSchema>;

/** POST /api/auth/password-reset/email/confirm */
export const EmailResetConfirmSchema = z.object({
  token: resetToken,
  password: NewPasswordFieldSchema,
});
export type EmailResetConfirmInput = z.infer<typeof EmailResetConfirmSchema>;

/** POST /api/auth/password-reset/phone/verify */
export const PhoneResetVerifySchema = z.object({
  phone: phoneField({ required: M.phoneRequired, invalid: M.phoneTenDigits }),
  code: codeField(M.resetCodeIncomplete),
});
export type PhoneResetVerifyInput = z.infer<typeof PhoneResetVerifySchema>;

/** POST /api/auth/password-reset/phone/confirm */
export const PhoneResetConfirmSchema = z.object({
  ticket: resetTicket,
  password: NewPasswordFieldSchema,
});
export type PhoneResetConfirmInput = z.infer<typeof PhoneResetConfirmSchema>;

/** POST /api/auth/password (signed in) */
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: M.currentPasswordRequired })
    .min(1, M.currentPasswordRequired)
    .max(AUTH_LIMITS.passwordMax, M.passwordTooLong),
  newPassword: passwordField(M.newPasswordRequired, AUTH_LIMITS.newPasswordMin, M.passwordMin8),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** POST /api/auth/logout: this device (local) or every device (global). */
export const LogoutSchema = z.object({
  scope: z.enum(['local', 'global'], { error: M.scopeInvalid }).default('local'),
});
export type LogoutInput = z.infer<typeof LogoutSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** register, login, PATCH /api/me/profile */
export const UserResponseSchema = z.object({ user: SessionUserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const PhoneAvailabilityResponseSchema = z.object({ available: z.boolean() });
export type PhoneAvailabilityResponse = z.infer<typeof PhoneAvailabilityResponseSchema>;

export const SendCodeResponseSchema = z.object({
  sent: z.literal(true),
  /** Seconds until another code may be asked for (the resend countdown). */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponseSchema>;

export const EmailResetRequestResponseSchema = z.object({ sent: z.literal(true) });

export const PhoneResetVerifyResponseSchema = z.object({
  /** Single use; send it with the new password to /password-reset/phone/confirm. */
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export type PhoneResetVerifyResponse = z.infer<typeof PhoneResetVerifyResponseSchema>;

/** Password set (reset or change). */
export const PasswordChangedResponseSchema = z.object({ ok: z.literal(true) });
