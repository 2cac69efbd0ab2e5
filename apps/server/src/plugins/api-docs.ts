import { ERROR_CODES, ERRORS, type ErrorCode } from '@arsamezat/shared/core/errors';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/env.ts';
import '../lib/route-error-codes.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every error code a route may answer with, in catalogue order. */
export function routeErrorCodes(route: RouteOptions): ErrorCode[] {
  const config = route.config ?? {};
  const codes = new Set<ErrorCode>(config.errorCodes ?? []);
  const schema = route.schema ?? {};
  if (schema.body || schema.querystring || schema.params) codes.add('VALIDATION');
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const changesState = methods.some((method) => !SAFE_METHODS.has(method));
  if (changesState && route.url.startsWith('/api/') && config.csrf !== false) {
    codes.add('CSRF_FAILED');
  }
  if (config.rateLimit) codes.add('RATE_LIMITED');
  codes.add('INTERNAL');
  return ERROR_CODES.filter((code) => codes.has(code));
}

/** The error body of one status, its `code` limited to the codes the route answers with. */
function errorResponse(codes: ErrorCode[]) {
  return {
    description: codes.join(', '),
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: codes },
          message: { type: 'string', description: 'Turkish text to show the user' },
        },
      },
    },
  };
}

/** The zod schemas as JSON Schema, plus one response entry per error status of the route. */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const codes = routeErrorCodes(input.route);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const response: Record<string, unknown> = { ...(out.schema.response as object | undefined) };
  for (const [status, list] of byStatus) response[String(status)] ??= errorResponse(list);
  return { ...out, schema: { ...out.schema, response, 'x-error-codes': codes } };
};

/**
 * The OpenAPI document (/api/docs/json) and its viewer (/api/docs), only when API_DOCS allows
 * (by default outside production): the route list is not something to hand to every visitor.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.apiDocs) return;
  await app.register(swagger, {
    openapi: { info: { title: `${config.siteName} API`, version: '1.0.0' } },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
