import type { LucideIcon } from 'lucide-react';
import { cx } from '../../../components/ui/cx';

export type ToggleOption<T extends string> = {
  value: T;
  label: string;
  icon: LucideIcon;
  /** Icon only, the label for screen readers and as the title (the grid / list toggle). */
  iconOnly?: boolean;
};

/** A group of pressed-or-not buttons, one of which is on: the browse's view and mode toggles. */
export function PressedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cx('flex rounded-xl border border-ink-200 bg-surface p-0.5 shadow-sm', className)}
    >
      {options.map(({ value: option, label: name, icon: Icon, iconOnly }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          {...(iconOnly ? { 'aria-label': name, title: name } : {})}
          onClick={() => onChange(option)}
          className={cx(
            'rounded-[0.625rem] transition-colors',
            iconOnly
              ? 'grid size-11 place-items-center'
              : 'inline-flex min-h-11 items-center gap-2 px-4 text-sm font-semibold',
            value === option
              ? 'bg-brand-700 text-white'
              : iconOnly
                ? 'text-ink-600 hover:bg-ink-100'
                : 'text-ink-700 hover:bg-ink-100',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {!iconOnly && name}
        </button>
      ))}
    </div>
  );
}
