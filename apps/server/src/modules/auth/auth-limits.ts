import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { authErrors } from './auth-errors.ts';

/** The purpose of a code request whose body has passed validation ('signup' / 'password_reset'). */
function codePurpose(request: FastifyRequest): string {
  const body: unknown = request.body;
  return body && typeof body === 'object' && 'purpose' in body && typeof body.purpose === 'string'
    ? body.purpose
    : '';
}

/**
 * Per-address limits of the accounts endpoints (@fastify/rate-limit on the shared store, decision
 * 016; checked in onRequest, before the body is read or any password hashed). They are ceilings
 * against abuse, high enough for many people behind one carrier NAT. Per-phone, per-e-mail and
 * per-account limits live in the services; sign-in failures in sign-in-throttle.ts.
 */
export const IP_LIMITS = {
  phoneAvailability: { max: 30, timeWindow: '15 minutes' },
  /**
   * Code sends per address and purpose: a flood of signup codes from one address does not stop
   * recovery codes from it. Each phone has its own limits in the code service (60 s, 5 an hour),
   * so one person behind a shared address does not use up anyone else's. Counted after the body
   * is validated, as the purpose is in it.
   */
  sendCode: {
    max: 100,
    timeWindow: '1 hour',
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}:${codePurpose(request)}`,
  },
  register: { max: 20, timeWindow: '15 minutes' },
  /** Every sign-in request; failures have their own, lower, limits (sign-in-throttle.ts). */
  login: { max: 100, timeWindow: '15 minutes' },
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
