import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Pino options shared by the app: the query string is cut from logged URLs (it may carry a phone
 * or a code), and every header or field that may hold a secret is redacted.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.code',
        '*.otp',
        '*.token',
        '*.ticket',
        '*.cardNumber',
        '*.cvv',
        '*.cvc',
        '*.card',
      ],
      censor: '[gizli]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return {
          id: request.id,
          method: request.method,
          url: request.url.split('?')[0],
          ip: request.ip,
        };
      },
    },
  };
}
