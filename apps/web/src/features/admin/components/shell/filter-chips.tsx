import { cx } from '../../../../components/ui/cx';

type FilterChipsProps<F extends string> = {
  /** What the group filters, read out: 'Satışları filtrele'. */
  label: string;
  filters: readonly F[];
  labels: Readonly<Record<F, string>>;
  value: F;
  onChange: (filter: F) => void;
};

/**
 * An admin list's filters as a row of pressed / unpressed chips (44 px on a phone, 36 px from
 * the tablet width on): the users, firms, sales and KVKK requests lists.
 */
export function FilterChips<F extends string>({
  label,
  filters,
  labels,
  value,
  onChange,
}: FilterChipsProps<F>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          className={cx(
            'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors sm:h-9',
            filter === value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-ink-200 bg-surface text-ink-700 hover:border-ink-300 hover:bg-ink-50',
          )}
        >
          {labels[filter]}
        </button>
      ))}
    </div>
  );
}
