import type { RateLimitOptions } from '@fastify/rate-limit';

/** Per-IP limits of the member area's endpoints that send mail, SMS or check a secret. */
export const ME_LIMITS = {
  resendVerification: { max: 10, timeWindow: '15 minutes' },
  confirmVerification: { max: 30, timeWindow: '15 minutes' },
  deletionRequest: { max: 10, timeWindow: '1 hour' },
} satisfies Record<string, RateLimitOptions>;
