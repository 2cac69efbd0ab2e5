import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/** The look of every text box on the account screens (16 px text on phones: no iOS zoom). */
export const inputClassName =
  'block h-12 w-full rounded-xl border border-ink-300 bg-surface px-3.5 text-base text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 disabled:bg-ink-50 aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30 sm:text-sm';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right end of the label row (e.g. the forgot-password link). */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and error, wired for screen readers. */
export function FormField({ label, error, hint, aside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cx('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}
