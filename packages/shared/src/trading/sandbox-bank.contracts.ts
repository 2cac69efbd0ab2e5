import { defineContract } from '../core/api-route.ts';
import { sandboxChallengePageRoute, answerSandboxChallengeRoute } from './sandbox-bank.routes.ts';
import { z } from 'zod';

/** The simulated bank's 3-D Secure session (PAYMENT_PROVIDER=sandbox; hidden from the docs). */
const ParamsSchema = z.object({ id: z.guid({ error: 'Geçersiz doğrulama oturumu.' }) });
const AnswerSchema = z.object({
  action: z.enum(['confirm', 'cancel']).default('confirm'),
  code: z.string().max(20).optional(),
});

export const sandboxChallengePage = defineContract(sandboxChallengePageRoute, {
  schema: { hide: true, params: ParamsSchema },
});

export const answerSandboxChallenge = defineContract(answerSandboxChallengeRoute, {
  schema: { hide: true, params: ParamsSchema, body: AnswerSchema },
});
