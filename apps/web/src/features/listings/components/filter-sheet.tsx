import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { countFilters, type BrowseFilters } from '../utils/browse-state';

const loadSheet = () => import('./filter-sheet-dialog');
const FilterSheetDialog = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheetDialog })));

type FilterSheetProps = {
  applied: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
  onClear: () => void;
};

/**
 * The filters under 1024 px (spec §2.1 'mobile filter drawer and bottom sheet'): a sheet rising
 * from the bottom on phones, a drawer from the left on tablets. Radix Dialog traps focus, closes
 * on Escape and the backdrop, and locks the page behind. Applying closes it. The sheet is loaded
 * on the first press (its code starts as the finger lands), not while the page starts (063).
 */
export function FilterSheet({ applied, onApply, onClear }: FilterSheetProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const active = countFilters(applied);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerDown={() => void loadSheet().catch(() => undefined)}
        aria-haspopup="dialog"
        aria-expanded={open}
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
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FilterSheetDialog
            open={open}
            onOpenChange={setOpen}
            applied={applied}
            onApply={onApply}
            onClear={onClear}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
