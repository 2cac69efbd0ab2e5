import { formatTl, kurusToLira } from '@arsamezat/shared/core/money';

/** The quick buttons add this many increments to the minimum (issue 12). */
export const QUICK_STEPS = [1, 2, 5] as const;

/**
 * '+1 artış (51.000 ₺)' buttons: the minimum next bid plus 1, 2 or 5 increments, in whole lira
 * (the form's unit). Nothing when the listing has no increment.
 */
export function QuickAmounts({
  minimum,
  increment,
  disabled,
  onPick,
}: {
  minimum: number;
  increment: number | null;
  disabled?: boolean;
  /** The picked amount in whole lira. */
  onPick: (lira: number) => void;
}) {
  if (!increment) return null;
  return (
    <div role="group" aria-label="Hızlı tutar seçimi" className="grid grid-cols-3 gap-2">
      {QUICK_STEPS.map((steps) => {
        const amount = minimum + steps * increment;
        return (
          <button
            key={steps}
            type="button"
            disabled={disabled}
            aria-label={`Asgari teklife ${steps} artış ekle: ${formatTl(amount)}`}
            onClick={() => onPick(Math.ceil(kurusToLira(amount)))}
            className="flex min-h-11 min-w-0 flex-col items-center justify-center rounded-xl border border-ink-200 bg-surface px-1 py-1.5 text-center hover:border-brand-300 hover:bg-brand-50 disabled:opacity-50"
          >
            <span className="text-xs font-semibold text-brand-700">+{steps} artış</span>
            <span className="max-w-full truncate text-xs text-ink-600 tabular-nums">
              {formatTl(amount)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
