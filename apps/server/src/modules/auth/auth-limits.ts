import type { RateLimitOptions } from '@fastify/rate-limit';
import { authErrors } from './auth-errors.ts';

/**
 * Per-IP limits of the accounts endpoints (@fastify/rate-limit, checked in onRequest, before the
 * body is read or any password hashed). Per-phone, per-e-mail and per-account limits live in the
 * services (codes in the database, the others in memory).
 */
export const IP_LIMITS = {
  phoneAvailability: { max: 30, timeWindow: '15 minutes' },
  sendCode: { max: 20, timeWindow: '1 hour' },
  register: { max: 20, timeWindow: '15 minutes' },
  login: { max: 30, timeWindow: '15 minutes' },
  changePassword: { max: 20, timeWindow: '15 minutes' },
  resetConfirm: { max: 20, timeWindow: '15 minutes' },
  resetPhoneVerify: { max: 20, timeWindow: '15 minutes' },
  /** One recovery e-mail request per minute per IP, with the spec's own wording. */
  resetEmailRequest: {
    max: 1,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      authErrors.emailResetRateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  },
} satisfies Record<string, RateLimitOptions>;
