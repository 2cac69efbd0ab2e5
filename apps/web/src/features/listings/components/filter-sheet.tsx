import { SlidersHorizontal, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { countFilters, filtersKey, type BrowseFilters } from '../utils/browse-state';
import { BrowseFiltersForm } from './browse-filters-form';

type FilterSheetProps = {
  applied: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
  onClear: () => void;
};

/**
 * The filters under 1024 px (spec §2.1 'mobile filter drawer and bottom sheet'): a sheet rising
 * from the bottom on phones, a drawer from the left on tablets. Radix Dialog traps focus, closes
 * on Escape and the backdrop, and locks the page behind. Applying closes it.
 */
export function FilterSheet({ applied, onApply, onClear }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const active = countFilters(applied);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={active > 0 ? `Filtrele (${active} filtre uygulandı)` : undefined}
        className="inline-flex h-11 items-center gap-2 rounded-xl border border-ink-200 bg-surface px-3.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50 lg:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        Filtrele
        {active > 0 && (
          <span className="grid min-w-5 place-items-center rounded-full bg-brand-700 px-1.5 text-xs text-white">
            {active}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl bg-surface shadow-raised transition-transform duration-200 ease-out starting:translate-y-full sm:inset-y-0 sm:right-auto sm:left-0 sm:max-h-none sm:w-[24rem] sm:rounded-none sm:starting:-translate-x-full sm:starting:translate-y-0"
        >
          <div
            aria-hidden
            className="mx-auto mt-2.5 h-1.5 w-12 rounded-full bg-ink-200 sm:hidden"
          />
          <div className="flex items-center justify-between border-b border-ink-100 px-5 py-3">
            <Dialog.Title className="text-lg font-semibold text-ink-900">Filtreler</Dialog.Title>
            <Dialog.Close
              aria-label="Filtreleri kapat"
              className="-mr-2 grid size-11 place-items-center rounded-xl text-ink-700 hover:bg-ink-100"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            <BrowseFiltersForm
              key={filtersKey(applied)}
              applied={applied}
              onApply={(filters) => {
                onApply(filters);
                setOpen(false);
              }}
              onClear={onClear}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
