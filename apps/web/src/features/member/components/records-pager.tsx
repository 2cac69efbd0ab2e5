import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type RecordsPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** While the next page loads, the buttons wait. */
  busy?: boolean;
};

/** Previous / next for a server-paged list, with 'Sayfa 2 / 5'. Nothing when one page is all. */
export function RecordsPager({ page, pageSize, total, onPage, busy = false }: RecordsPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-5 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Önceki
      </Button>
      <p className="text-sm text-ink-600 tabular-nums" aria-live="polite">
        Sayfa {page} / {pages}
      </p>
      <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Sonraki
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
