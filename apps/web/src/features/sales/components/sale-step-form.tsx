import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ActionError } from '../lib/action-error';
import { fieldErrors } from './sale-form-fields';

type SaleStepFormProps<F extends string, S extends z.ZodType> = {
  /** The step's contract (sale.ts), which the server applies again. */
  schema: S;
  /** The fields whose messages are shown beside them, in the schema's names. */
  fields: readonly F[];
  /** What the form holds now, in the schema's shape. */
  values: () => unknown;
  /** Sends what the schema accepted. */
  onValid: (input: z.output<S>) => void;
  submitLabel: string;
  pending: boolean;
  /** The mutation's error: the server's Turkish refusal under the button. */
  error: unknown;
  children: (errors: Partial<Record<F, string>>) => ReactNode;
};

/**
 * A sale step's form (the payment's reference, the title-deed appointment): checked with the
 * step's contract before it goes, each message beside its field, 'Kaydediliyor...' while it is
 * sent and the server's refusal under the button.
 */
export function SaleStepForm<F extends string, S extends z.ZodType>({
  schema,
  fields,
  values,
  onValid,
  submitLabel,
  pending,
  error,
  children,
}: SaleStepFormProps<F, S>) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = schema.safeParse(values());
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error.issues, fields));
          return;
        }
        setErrors({});
        onValid(parsed.data);
      }}
    >
      {children(errors)}
      <Button type="submit" disabled={pending}>
        {pending ? 'Kaydediliyor...' : submitLabel}
      </Button>
      <ActionError error={error} />
    </form>
  );
}
