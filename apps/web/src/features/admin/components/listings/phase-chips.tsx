import type {
  AdminListingCounts,
  AdminListingFilter,
} from '@arsamezat/shared/admin/admin-listing-queries';
import { cx } from '../../../../components/ui/cx';
import { FILTER_LABELS } from '../../lib/admin-labels';

/** In the spec's order: All, Active, Upcoming, Completed. */
const CHIPS: AdminListingFilter[] = ['all', 'active', 'upcoming', 'ended'];

type PhaseChipsProps = {
  value: AdminListingFilter;
  counts: AdminListingCounts | undefined;
  onChange: (value: AdminListingFilter) => void;
};

/** All / Active / Upcoming / Completed, each with its count. */
export function PhaseChips({ value, counts, onChange }: PhaseChipsProps) {
  const countOf = (filter: AdminListingFilter) => counts?.[filter];
  return (
    <div role="group" aria-label="Duruma göre filtrele" className="flex flex-wrap gap-2">
      {CHIPS.map((filter) => {
        const selected = filter === value;
        const count = countOf(filter);
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(filter)}
            className={cx(
              'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
              selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-ink-200 bg-surface text-ink-700 hover:border-ink-300 hover:bg-ink-50',
            )}
          >
            {FILTER_LABELS[filter]}
            {count !== undefined && ' '}
            {count !== undefined && (
              <span
                className={cx(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  selected ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-600',
                )}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
