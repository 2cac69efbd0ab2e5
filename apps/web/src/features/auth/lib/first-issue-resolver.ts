import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that reports only the first problem the schema finds, for forms
 * the spec checks "in this order, stopping at the first failure" (registration step 1). The
 * contracts in packages/shared list their keys in that order, and zod reports in key order.
 */
export function firstIssueResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const [issue] = result.error.issues;
    const name = issue?.path.join('.') || 'root';
    const errors = { [name]: { type: issue?.code ?? 'custom', message: issue?.message } };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** The first message a schema gives for one value, or null when the value passes. */
export function firstIssueMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
