import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import type { ButtonSize } from './button-classes';
import { cx } from './cx';

/** How many pages `total` items make at `pageSize` a page (at least one). */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

type PagerProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** While the next page loads, the buttons wait. */
  busy?: boolean;
  /** 'sm' in dense lists (a table's card, a panel); both are 44 px tall. */
  size?: ButtonSize;
  className?: string;
};

/**
 * 'Önceki' / 'Sonraki' for a server-paged list, with 'Sayfa 2 / 5' read out when it changes.
 * Nothing when one page holds everything. The browse pages page with links instead
 * (features/listings/components/listing-pager.tsx): there a page is a URL the server renders.
 */
export function Pager({
  page,
  pageCount,
  onPage,
  busy = false,
  size = 'md',
  className,
}: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className={cx('flex items-center justify-between gap-3', className)}>
      <Button
        variant="outline"
        size={size}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden />
        Önceki
      </Button>
      <p className="text-sm text-ink-600 tabular-nums" aria-live="polite">
        Sayfa {page} / {pageCount}
      </p>
      <Button
        variant="outline"
        size={size}
        disabled={page >= pageCount || busy}
        onClick={() => onPage(page + 1)}
      >
        Sonraki
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
