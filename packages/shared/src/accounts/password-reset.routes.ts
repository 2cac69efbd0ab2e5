import type { ApiRoute } from '../core/api-route.ts';

export const requestEmailResetRoute = {
  method: 'POST',
  path: '/api/auth/password-reset/email',
} as const satisfies ApiRoute;

export const confirmEmailResetRoute = {
  method: 'POST',
  path: '/api/auth/password-reset/email/confirm',
} as const satisfies ApiRoute;

export const verifyPhoneResetRoute = {
  method: 'POST',
  path: '/api/auth/password-reset/phone/verify',
} as const satisfies ApiRoute;

export const confirmPhoneResetRoute = {
  method: 'POST',
  path: '/api/auth/password-reset/phone/confirm',
} as const satisfies ApiRoute;
