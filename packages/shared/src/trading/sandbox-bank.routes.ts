import type { ApiRoute } from '../core/api-route.ts';

export const sandboxChallengePageRoute = {
  method: 'GET',
  path: '/api/payments/sandbox/3ds/:id',
} as const satisfies ApiRoute;

export const answerSandboxChallengeRoute = {
  method: 'POST',
  path: '/api/payments/sandbox/3ds/:id',
} as const satisfies ApiRoute;
