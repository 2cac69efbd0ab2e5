import type { ApiRoute } from '../core/api-route.ts';

export const checkPhoneAvailabilityRoute = {
  method: 'POST',
  path: '/api/auth/phone-availability',
} as const satisfies ApiRoute;

export const sendRegistrationCodeRoute = {
  method: 'POST',
  path: '/api/auth/codes',
} as const satisfies ApiRoute;

export const registerRoute = {
  method: 'POST',
  path: '/api/auth/register',
} as const satisfies ApiRoute;
