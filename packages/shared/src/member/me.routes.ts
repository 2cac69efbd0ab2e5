import type { ApiRoute } from '../core/api-route.ts';

export const getProfileRoute = {
  method: 'GET',
  path: '/api/me/profile',
} as const satisfies ApiRoute;

export const updateProfileRoute = {
  method: 'PATCH',
  path: '/api/me/profile',
} as const satisfies ApiRoute;

export const resendVerificationRoute = {
  method: 'POST',
  path: '/api/me/email-verification',
} as const satisfies ApiRoute;

export const confirmEmailRoute = {
  method: 'POST',
  path: '/api/email-verification',
} as const satisfies ApiRoute;

export const getBidHistoryRoute = {
  method: 'GET',
  path: '/api/me/bid-history',
} as const satisfies ApiRoute;
