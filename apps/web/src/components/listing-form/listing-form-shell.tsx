import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../ui/button';

type ListingFormShellProps<V extends FieldValues> = {
  /** The form's zod schema (the operator's or the firm's, from packages/shared). */
  schema: z.ZodType<V, V>;
  defaultValues: V;
  onSubmit: (values: V, form: UseFormReturn<V>) => Promise<void>;
  /** Where 'Vazgeç' goes. */
  cancelTo: string;
  submitLabel: string;
  /** The sections, in order (the pieces of this folder and a form's own). */
  children: ReactNode;
};

/**
 * The listing form's frame, shared by the operator's form and a seller firm's (issue 28): the
 * react-hook-form state driven by the shared schema, the sections, and the actions bar (sticky
 * at the bottom on a phone).
 */
export function ListingFormShell<V extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  cancelTo,
  submitLabel,
  children,
}: ListingFormShellProps<V>) {
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onTouched',
  });
  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
        className="space-y-5"
      >
        {children}
        <div className="sticky bottom-0 z-10 -mx-4 grid grid-cols-[auto_1fr] gap-2 border-t border-ink-100 bg-canvas/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex sm:justify-end sm:rounded-card sm:border sm:bg-surface sm:px-5 sm:py-4">
          <Button asChild variant="outline">
            <Link to={cancelTo}>Vazgeç</Link>
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Kaydediliyor...' : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
