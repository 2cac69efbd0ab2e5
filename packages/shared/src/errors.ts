import { z } from 'zod';

/** The one error contract every endpoint answers with: a stable code and the Turkish text. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Seconds to wait, on 429 answers. */
    retryAfter: z.number().int().optional(),
    /** Field-level problems, on 400 answers. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  INTERNAL: 'INTERNAL',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
