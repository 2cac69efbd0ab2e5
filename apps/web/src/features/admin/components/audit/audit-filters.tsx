import { SYSTEM_ACTOR, type AdminAuditPage } from '@arsamezat/shared/admin/admin-inbox';
import { X } from 'lucide-react';
import { AUDIT_ACTION_CHOICES } from '../../lib/audit-labels';

export type AuditFilterValues = { actor?: string; action?: string; listing?: string };

type Props = {
  values: AuditFilterValues;
  actors: AdminAuditPage['actors'];
  listing: AdminAuditPage['listing'];
  onChange: (values: AuditFilterValues) => void;
};

const select =
  'block h-11 w-full rounded-xl border border-ink-300 bg-surface px-3 text-base text-ink-900 shadow-xs sm:text-sm';

/** Who (an admin, or the system), which action, and the listing chosen from its details. */
export function AuditFilters({ values, actors, listing, onChange }: Props) {
  const set = (key: keyof AuditFilterValues, value: string) =>
    onChange(
      Object.fromEntries(Object.entries({ ...values, [key]: value }).filter(([, v]) => v !== '')),
    );
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="space-y-1 text-sm font-medium text-ink-700">
          <span>Kim</span>
          <select
            className={select}
            value={values.actor ?? ''}
            onChange={(e) => set('actor', e.target.value)}
          >
            <option value="">Herkes</option>
            <option value={SYSTEM_ACTOR}>Sistem</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.fullName}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium text-ink-700">
          <span>İşlem</span>
          <select
            className={select}
            value={values.action ?? ''}
            onChange={(e) => set('action', e.target.value)}
          >
            <option value="">Tüm işlemler</option>
            {AUDIT_ACTION_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {values.listing && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          İlan:
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 font-medium text-brand-800">
            <span className="truncate">{listing?.title ?? 'Bilinmeyen ilan'}</span>
            <button
              type="button"
              onClick={() => set('listing', '')}
              className="grid size-8 place-items-center rounded-full hover:bg-brand-100"
              aria-label="İlan filtresini kaldır"
            >
              <X aria-hidden className="size-4" />
            </button>
          </span>
        </p>
      )}
    </div>
  );
}
