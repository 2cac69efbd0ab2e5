import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../../components/ui/cx';
import { getPageItems } from '../utils/page-items';

type ListingPagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

const cell =
  'grid h-11 min-w-11 place-items-center rounded-xl px-2 text-sm font-semibold tabular-nums transition-colors';
const step =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-xl border border-ink-200 bg-surface px-2 text-sm font-semibold text-ink-800 transition-colors hover:bg-ink-50 disabled:pointer-events-none disabled:opacity-40 sm:px-3';

/**
 * Numbered pages with previous / next (spec §2.1, version A): every page up to five, else the
 * first, the last and the current page's neighbours with '…'. Hidden when one page holds all.
 */
export function ListingPager({ page, pageCount, onPage }: ListingPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-8 flex items-center justify-center gap-1.5 sm:gap-2">
      <button
        type="button"
        className={step}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Önceki sayfa"
      >
        <ChevronLeft aria-hidden className="size-4" />
        <span className="hidden sm:inline">Önceki</span>
      </button>
      <ol className="flex items-center gap-1 sm:gap-1.5">
        {getPageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="w-6 text-center text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-label={`Sayfa ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cx(
                  cell,
                  item === page
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
                )}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={step}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        aria-label="Sonraki sayfa"
      >
        <span className="hidden sm:inline">Sonraki</span>
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
