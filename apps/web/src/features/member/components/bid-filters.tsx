import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { BID_OUTCOME_LABELS, type BidOutcome } from '@arsamezat/shared/member/member-records';

const PHASE_OPTIONS: readonly { value: ListingPhase; label: string }[] = [
  { value: 'active', label: 'Aktif' },
  { value: 'upcoming', label: 'Yaklaşan' },
  { value: 'ended', label: 'Sona Eren' },
];
const OUTCOME_OPTIONS: readonly BidOutcome[] = ['leading', 'outbid', 'won', 'lost'];

const selectClass =
  'h-11 w-full rounded-xl border border-ink-200 bg-surface px-3 text-sm text-ink-900 hover:border-ink-300';

type BidFiltersProps = {
  phase: ListingPhase | undefined;
  outcome: BidOutcome | undefined;
  onChange: (filters: { phase: ListingPhase | undefined; outcome: BidOutcome | undefined }) => void;
};

/** Phase and outcome filters of the bid list; each change asks the server again from page 1. */
export function BidFilters({ phase, outcome, onChange }: BidFiltersProps) {
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:max-w-xl">
      <label className="text-sm font-medium text-ink-700">
        İhale durumu
        <select
          className={`${selectClass} mt-1`}
          value={phase ?? ''}
          onChange={(event) =>
            onChange({
              phase: PHASE_OPTIONS.find((o) => o.value === event.target.value)?.value,
              outcome,
            })
          }
        >
          <option value="">Tümü</option>
          {PHASE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-ink-700">
        Sonuç
        <select
          className={`${selectClass} mt-1`}
          value={outcome ?? ''}
          onChange={(event) =>
            onChange({
              phase,
              outcome: OUTCOME_OPTIONS.find((o) => o === event.target.value),
            })
          }
        >
          <option value="">Tümü</option>
          {OUTCOME_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {BID_OUTCOME_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
