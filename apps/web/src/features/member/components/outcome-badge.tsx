import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { BID_OUTCOME_LABELS, type BidOutcome } from '@arsamezat/shared/member/member-records';
import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

const PHASE_LOOKS: Record<ListingPhase, { label: string; className: string }> = {
  active: { label: 'Aktif', className: 'bg-brand-600 text-white' },
  upcoming: { label: 'Yakında', className: 'bg-accent-300 text-ink-900' },
  ended: { label: 'Sona Erdi', className: 'bg-ink-600 text-white' },
};

const OUTCOME_LOOKS: Record<BidOutcome, string> = {
  leading: 'bg-brand-50 text-brand-800 ring-brand-200',
  outbid: 'bg-accent-50 text-accent-700 ring-accent-200',
  won: 'bg-brand-700 text-white ring-brand-700',
  lost: 'bg-ink-100 text-ink-700 ring-ink-200',
};

const pill = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold';

/**
 * Spec §4's badge per bid: 'Aktif' while the auction runs ('Yakında' before it starts), then
 * 'Kazandınız' or 'Kaybettiniz'; while it runs, whether the member holds the highest bid.
 */
export function BidStatusBadges({
  phase,
  outcome,
  showPhase = true,
  className,
}: {
  phase: ListingPhase;
  outcome: BidOutcome;
  /** Off where the listing card beside it already shows the phase. */
  showPhase?: boolean;
  className?: string;
}) {
  const ended = phase === 'ended';
  return (
    <span className={cx('flex flex-wrap items-center gap-1.5', className)}>
      {showPhase && !ended && (
        <span className={cx(pill, PHASE_LOOKS[phase].className)}>{PHASE_LOOKS[phase].label}</span>
      )}
      <StatusPill look={OUTCOME_LOOKS[outcome]}>{BID_OUTCOME_LABELS[outcome]}</StatusPill>
    </span>
  );
}

/**
 * A record's status as every list of the member's shows it ('Kazandınız', 'Kabul Edildi',
 * 'Tamamlandı'): the words capitalised like the other badges, the colours from `look`.
 */
export function StatusPill({ look, children }: { look: string; children: ReactNode }) {
  return <span className={cx(pill, 'ring-1 ring-inset', look)}>{children}</span>;
}

/** The phase alone, for rows that have no outcome of the member's (offers, deposits). */
export function PhaseBadge({ phase }: { phase: ListingPhase }) {
  return <span className={cx(pill, PHASE_LOOKS[phase].className)}>{PHASE_LOOKS[phase].label}</span>;
}
