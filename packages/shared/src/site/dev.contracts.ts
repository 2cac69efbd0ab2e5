import { defineContract } from '../core/api-route.ts';
import { readDevOutboxRoute } from './dev.routes.ts';
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
