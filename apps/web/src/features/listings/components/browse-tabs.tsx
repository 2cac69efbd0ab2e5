import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingPhaseCounts } from '@arsamezat/shared/listings/listings';
import type { LucideIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';

/**
 * The browse's tabs are links to the browse they show (decision 092): a phone that has not
 * loaded the scripts yet opens the server-rendered tab, and once live a press updates the
 * address in place (no scroll, no reload) through `onSelect`.
 */
type TabLinkProps = {
  href: string;
  current: boolean;
  onSelect: () => void;
  className: string;
  children: ReactNode;
};

function TabLink({ href, current, onSelect, className, children }: TabLinkProps) {
  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modifier, the middle button) keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (!current) onSelect();
  };
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={select}
      className={className}
    >
      {children}
    </a>
  );
}

type BrowseTabLinkProps = Omit<TabLinkProps, 'className'> & { icon: LucideIcon };

/** A top tab of the browse screen (Yeni Eklenenler, Açık Arttırmalar, Pazarlık). */
export function BrowseTabLink({ icon: Icon, children, ...link }: BrowseTabLinkProps) {
  return (
    <TabLink
      {...link}
      className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white sm:flex-none sm:px-4"
    >
      {/* Icons only from sm: three Turkish labels just fit a phone's width without them. */}
      <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
      {children}
    </TabLink>
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
  /** The address of the browse on another phase. */
  hrefOf: (phase: ListingPhase) => string;
  onChange: (phase: ListingPhase) => void;
};

/** The auctions tab's sub-tabs with the number of auctions in each phase. */
export function PhaseTabs({ value, counts, hrefOf, onChange }: PhaseTabsProps) {
  return (
    <nav aria-label="İhale durumu" className="mb-5 flex flex-wrap gap-2">
      {PHASE_TABS.map((tab) => (
        <TabLink
          key={tab.value}
          href={hrefOf(tab.value)}
          current={tab.value === value}
          onSelect={() => onChange(tab.value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-200 bg-surface px-4 py-1.5 text-sm font-medium text-ink-700 transition-colors hover:border-brand-300 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
        >
          {tab.label}
          {/* A space so the tab reads 'Aktif 2', not 'Aktif2'; flex layout hides it. */}
          {counts && ' '}
          {counts && (
            <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700 tabular-nums">
              {counts[tab.value]}
            </span>
          )}
        </TabLink>
      ))}
    </nav>
  );
}
