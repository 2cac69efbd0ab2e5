import { defineContract } from '../core/api-route.ts';
import { passDevSaleDeadlineRoute, readDevOutboxRoute } from './dev.routes.ts';
import { text } from '../core/text.ts';
import { z } from 'zod';

const OutboxQuerySchema = z.object({ to: text().min(1).max(254).optional() });

const OutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      channel: z.enum(['sms', 'email']),
      to: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

export const readDevOutbox = defineContract(readDevOutboxRoute, {
  schema: {
    tags: ['dev'],
    summary:
      'Latest SMS and e-mails held by the outbox providers, newest first (not in production)',
    querystring: OutboxQuerySchema,
    response: { 200: OutboxResponseSchema },
  },
});

export const passDevSaleDeadline = defineContract(passDevSaleDeadlineRoute, {
  errorCodes: ['SALE_NOT_FOUND'],
  schema: {
    tags: ['dev'],
    summary:
      "Moves an open sale's current step deadline (and a runner-up's answer window) one second into the past (not in production)",
    params: z.object({ id: z.uuid({ error: 'Satış bulunamadı.' }) }),
    response: { 200: z.object({ stepDeadline: z.iso.datetime().nullable() }) },
  },
});
