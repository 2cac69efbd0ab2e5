import { useId } from 'react';
import { cx } from '../../../components/ui/cx';

type SwitchRowProps = {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** One settings toggle: a labelled switch (role="switch"), the whole row 44 px or taller. */
export function SwitchRow({ label, description, checked, disabled, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-600">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="group grid h-11 w-14 shrink-0 place-items-center rounded-full disabled:opacity-60"
      >
        <span
          aria-hidden
          className={cx(
            'relative h-7 w-12 rounded-full transition-colors',
            checked ? 'bg-brand-600' : 'bg-ink-300',
          )}
        >
          <span
            className={cx(
              'absolute top-0.5 left-0.5 size-6 rounded-full bg-white shadow transition-transform',
              checked && 'translate-x-5',
            )}
          />
        </span>
      </button>
    </div>
  );
}
