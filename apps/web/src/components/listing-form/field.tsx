import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { cx } from '../ui/cx';

/** The look of the form's text boxes (16 px on phones: no iOS zoom). */
export const controlClass =
  'block h-11 w-full rounded-xl border border-ink-300 bg-surface px-3 text-base text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30 sm:text-sm';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type FieldProps = {
  /** A field of the form (the operator's and the firm's forms share these pieces). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control of the listing form with its hint and its error, read from the form. */
export function Field({ name, label, hint, required, className, children }: FieldProps) {
  const id = useId();
  const { getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A text box bound to a form field. */
export function TextField({
  name,
  label,
  hint,
  required,
  className,
  ...input
}: Omit<FieldProps, 'children'> & {
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  type?: 'text' | 'date' | 'time';
  suffix?: string;
  maxLength?: number;
}) {
  const { register } = useFormContext();
  const { suffix, ...rest } = input;
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...rest}
            type={rest.type ?? 'text'}
            autoComplete="off"
            className={cx(controlClass, suffix && 'pr-10')}
            {...register(name)}
          />
          {suffix && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm font-medium text-ink-500">
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}

/** A titled block of the form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-ink-100 bg-surface p-5 shadow-card sm:p-6">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      {description && <p className="mt-0.5 text-sm text-ink-500">{description}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
