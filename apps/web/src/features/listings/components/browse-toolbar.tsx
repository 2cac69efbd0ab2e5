import {
  isOneOf,
  LISTING_SORTS,
  type ListingSort,
  type ListingTab,
} from '@arsamezat/shared/listings/listing-options';
import { ChevronDown, LayoutGrid, List, LoaderCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { sortFits, type BrowseState, type BrowseView } from '../utils/browse-state';
import { PressedToggle, type ToggleOption } from './pressed-toggle';
import { formatInteger } from '@arsamezat/shared/core/number-format';
import { useFilterChips } from '../hooks/use-filter-chips';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'En Yeni',
  priceAsc: 'Fiyat (Artan)',
  priceDesc: 'Fiyat (Azalan)',
  endingSoon: 'Bitişi Yakın',
  pricePerM2Asc: 'm² Fiyatı (Artan)',
  pricePerM2Desc: 'm² Fiyatı (Azalan)',
};

/** Sort choices for a tab: 'Bitişi Yakın' only on auctions (spec §2.1). */
export function sortOptions(tab: ListingTab): ListingSort[] {
  return (Object.keys(SORT_LABELS) as ListingSort[]).filter((sort) => sortFits(sort, tab));
}

type BrowseToolbarProps = {
  state: BrowseState;
  total: number | undefined;
  /** A new browse is loading while the last results stay on screen. */
  filtering: boolean;
  onChange: (changes: Partial<BrowseState>) => void;
  /** The mobile 'Filtrele' button and its sheet. */
  filterButton: ReactNode;
  /** 'Aramayı Kaydet', beside the count. */
  saveSearch?: ReactNode;
};

/** Above the results: 'N sonuç bulundu', the applied filters as chips, sort and view. */
export function BrowseToolbar({
  state,
  total,
  filtering,
  onChange,
  filterButton,
  saveSearch,
}: BrowseToolbarProps) {
  const chips = useFilterChips(state);

  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-3">
        <p className="mr-auto text-sm font-semibold text-ink-800" aria-live="polite">
          {total !== undefined && `${formatInteger(total)} sonuç bulundu`}
          {filtering && (
            <span className="ml-3 inline-flex items-center gap-1.5 font-medium text-ink-500">
              <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
              Filtreleniyor
            </span>
          )}
        </p>
        {saveSearch}
        <div className="flex w-full items-center gap-2 sm:w-auto">
          {filterButton}
          <label className="relative min-w-0 flex-1 sm:flex-none">
            <span className="sr-only">Sırala</span>
            <select
              name="sort"
              value={state.sort}
              onChange={(event) => {
                const sort = event.target.value;
                if (isOneOf(LISTING_SORTS, sort)) onChange({ sort });
              }}
              className="h-11 w-full appearance-none rounded-xl border border-ink-200 bg-surface pr-9 pl-3 text-sm font-medium text-ink-800 shadow-sm hover:bg-ink-50 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:w-48"
            >
              {sortOptions(state.tab).map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500"
            />
          </label>
          <ViewToggle view={state.view} onChange={(view) => onChange({ view })} />
        </div>
      </div>
      {chips.length > 0 && (
        <ul aria-label="Uygulanan filtreler" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={`${chip.label}-${JSON.stringify(chip.remove)}`}>
              <button
                type="button"
                onClick={() => onChange(chip.remove)}
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                aria-label={`${chip.label} filtresini kaldır`}
              >
                {chip.label}
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const VIEWS: ToggleOption<BrowseView>[] = [
  { value: 'grid', label: 'Izgara görünümü', icon: LayoutGrid, iconOnly: true },
  { value: 'list', label: 'Liste görünümü', icon: List, iconOnly: true },
];

/** Grid (12 per page) or list (8 per page), spec §2.1 version A. */
function ViewToggle({
  view,
  onChange,
}: {
  view: BrowseView;
  onChange: (view: BrowseView) => void;
}) {
  return (
    <PressedToggle
      label="Görünüm"
      options={VIEWS}
      value={view}
      onChange={onChange}
      className="shrink-0"
    />
  );
}
