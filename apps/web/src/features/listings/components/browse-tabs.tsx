import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingPhaseCounts } from '@arsamezat/shared/listings/listings';
import type { LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

type TabTriggerProps = { value: string; icon: LucideIcon; children: ReactNode };

/** A top tab of the browse screen (Yeni Eklenenler, Açık Arttırmalar, Pazarlık). */
export function BrowseTabTrigger({ value, icon: Icon, children }: TabTriggerProps) {
  return (
    <Tabs.Trigger
      value={value}
      className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:flex-none sm:px-4"
    >
      {/* Icons only from sm: three Turkish labels just fit a phone's width without them. */}
      <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
      {children}
    </Tabs.Trigger>
  );
}

const PHASE_TABS: readonly { value: ListingPhase; label: string }[] = [
  { value: 'active', label: 'Aktif' },
  { value: 'upcoming', label: 'Yaklaşan' },
  { value: 'ended', label: 'Sona Eren' },
];

type PhaseTabsProps = {
  value: ListingPhase;
  counts: ListingPhaseCounts | undefined;
  onChange: (phase: ListingPhase) => void;
  /** The results, shown under whichever sub-tab is chosen. */
  children: ReactNode;
};

/** The auctions tab's sub-tabs with the number of auctions in each phase. */
export function PhaseTabs({ value, counts, onChange, children }: PhaseTabsProps) {
  return (
    <Tabs.Root
      value={value}
      // Each change is a history entry and a fetch: activate on click or Enter, not on focus.
      activationMode="manual"
      onValueChange={(next) => {
        const phase = PHASE_TABS.find((tab) => tab.value === next)?.value;
        if (phase) onChange(phase);
      }}
    >
      <Tabs.List aria-label="İhale durumu" className="mb-5 flex flex-wrap gap-2">
        {PHASE_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-200 bg-surface px-4 py-1.5 text-sm font-medium text-ink-700 transition-colors hover:border-brand-300 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800"
          >
            {tab.label}
            {/* A space so the tab reads 'Aktif 2', not 'Aktif2'; flex layout hides it. */}
            {counts && ' '}
            {counts && (
              <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700 tabular-nums">
                {counts[tab.value]}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PHASE_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
