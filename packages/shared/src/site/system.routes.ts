import type { ApiRoute } from '../core/api-route.ts';

export const getHealthRoute = { method: 'GET', path: '/api/health' } as const satisfies ApiRoute;

export const getReadinessRoute = { method: 'GET', path: '/api/ready' } as const satisfies ApiRoute;

export const getSiteRoute = { method: 'GET', path: '/api/site' } as const satisfies ApiRoute;
