import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { filtersKey, type BrowseFilters } from '../utils/browse-state';
import { BrowseFiltersForm } from './browse-filters-form';

type FilterSheetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applied: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
  onClear: () => void;
  /** The 'Filtrele' button, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The sheet of filter-sheet.tsx: its own chunk, loaded when 'Filtrele' is first pressed
 * (decision 063), so Radix's dialog is no part of a browse page's start.
 */
export function FilterSheetDialog({
  open,
  onOpenChange,
  applied,
  onApply,
  onClear,
  returnFocusTo,
}: FilterSheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
                onOpenChange(false);
              }}
              onClear={onClear}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
