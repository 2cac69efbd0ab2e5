import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

type SimplePagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / next with 'Sayfa 2 / 5'; hidden when everything fits on one page. */
export function SimplePager({ page, pageCount, onPage }: SimplePagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="flex items-center justify-between gap-3 px-4 py-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Önceki
      </Button>
      <p className="text-sm text-ink-600">
        Sayfa <span className="font-semibold text-ink-900">{page}</span> / {pageCount}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Sonraki
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
