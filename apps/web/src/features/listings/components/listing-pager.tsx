import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type ListingPagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / next with the position between them; hidden when everything fits on one page. */
export function ListingPager({ page, pageCount, onPage }: ListingPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Önceki
      </Button>
      <p className="min-w-24 text-center text-sm text-ink-600" aria-live="polite">
        Sayfa <span className="font-semibold text-ink-900">{page}</span> / {pageCount}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Sonraki
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
