import type { ApiRoute } from '../core/api-route.ts';

export const verifyTwoFactorCodeRoute = {
  method: 'POST',
  path: '/api/auth/login/two-factor',
} as const satisfies ApiRoute;

export const resendTwoFactorCodeRoute = {
  method: 'POST',
  path: '/api/auth/login/two-factor/resend',
} as const satisfies ApiRoute;
