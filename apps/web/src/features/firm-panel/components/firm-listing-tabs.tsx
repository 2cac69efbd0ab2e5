import {
  FIRM_LISTING_TAB_LABELS,
  FIRM_LISTING_TABS,
  type FirmListingTab,
} from '@arsamezat/shared/firms/firm-listings';
import { cx } from '../../../components/ui/cx';

/**
 * The panel's tabs with their counts: a row that scrolls sideways on a phone (six tabs do not
 * fit 320 px), a wrapped row on wider screens. Links in the URL, so back and reload keep the tab.
 */
export function FirmListingTabs({
  current,
  counts,
  onSelect,
}: {
  current: FirmListingTab;
  counts: Record<FirmListingTab, number> | undefined;
  onSelect: (tab: FirmListingTab) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label="İlan durumları"
      className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {FIRM_LISTING_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onSelect(tab)}
            className={cx(
              'inline-flex h-11 shrink-0 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors',
              selected
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
            )}
          >
            {FIRM_LISTING_TAB_LABELS[tab]}
            <span
              className={cx(
                'min-w-6 rounded-full px-1.5 text-xs tabular-nums',
                selected ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-700',
              )}
            >
              {counts ? counts[tab] : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
