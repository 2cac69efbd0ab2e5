import {
  ADMIN_USER_FILTER_LABELS,
  ADMIN_USER_FILTERS,
  type AdminUserFilter,
} from '@arsamezat/shared/admin/admin-users';
import { cx } from '../../../../components/ui/cx';

/** Tümü, Yöneticiler, Kullanıcılar, Engelli, Silinmiş. */
export function UserFilterChips({
  value,
  onChange,
}: {
  value: AdminUserFilter;
  onChange: (value: AdminUserFilter) => void;
}) {
  return (
    <div role="group" aria-label="Kullanıcıları filtrele" className="flex flex-wrap gap-2">
      {ADMIN_USER_FILTERS.map((filter) => (
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
          {ADMIN_USER_FILTER_LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
