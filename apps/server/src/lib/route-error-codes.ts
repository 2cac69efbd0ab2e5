import type { ErrorCode } from '@arsamezat/shared/core/errors';
import type { RouteOptions } from 'fastify';

/*
 * The error codes a route declares, read by plugins/api-docs.ts into the OpenAPI document. Kept in
 * lib/ because route plugins declare them too (a module never imports plugins/, decision 055).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The catalogue codes this route's own code may answer with (its services' refusals). The
     * OpenAPI document adds the ones every route of its kind shares: VALIDATION for a route
     * with a request schema, CSRF_FAILED for a state-changing API call, RATE_LIMITED for a
     * limited one, INTERNAL for all.
     */
    errorCodes?: readonly ErrorCode[];
  }
}

/**
 * An `onRoute` hook adding codes to every route of a plugin, for refusals a plugin-wide hook
 * makes (the admin guard's 401 and 403).
 */
export function answersAlso(...codes: ErrorCode[]) {
  return (route: RouteOptions): void => {
    route.config = { ...route.config, errorCodes: [...(route.config?.errorCodes ?? []), ...codes] };
  };
}
