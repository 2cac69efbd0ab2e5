import { SALE_LIST_FILTERS } from '@arsamezat/shared/sales/sale';
import { useSearchParams, Link } from 'react-router';
import { SaleListCard } from '../../../components/sales/sale-list-card';
import { Button } from '../../../components/ui/button';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { cx } from '../../../components/ui/cx';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFirmSales, type FirmSalesFilter } from '../api/get-firm-sales';

const FILTER_LABELS: Record<FirmSalesFilter, string> = {
  open: 'Süren',
  overdue: 'Süresi Geçen',
  completed: 'Tamamlanan',
  ended: 'İptal / Temerrüt',
  all: 'Tümü',
};

const EMPTY: Record<FirmSalesFilter, string> = {
  open: 'Süren satışınız yok.',
  overdue: 'Süresi geçen adımı olan satışınız yok.',
  completed: 'Tamamlanan satışınız yok.',
  ended: 'İptal edilen ya da temerrütle sona eren satışınız yok.',
  all: 'Henüz satışınız yok. İhalesi sonuçlanan ya da teklifi kabul edilen ilanlarınız burada görünür.',
};

const readFilter = (value: string | null): FirmSalesFilter =>
  SALE_LIST_FILTERS.find((filter) => filter === value) ?? 'open';

/**
 * /firm/sales 'Satışlarım' (issue 29): the firm's sales after the hammer, by where they stand,
 * each with its step, deadline and what the firm must do now; the sale page has the actions.
 */
export function FirmSalesPage() {
  useDocumentTitle('Satışlarım');
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const page = Math.min(1000, Math.max(1, Number(params.get('page')) || 1));
  const query = useFirmSales(filter, page);
  const data = query.data;
  const pages = data ? pageCountOf(data.total, data.pageSize) : 1;
  const go = (next: { filter?: FirmSalesFilter; page?: number }) =>
    setParams({ filter: next.filter ?? filter, page: String(next.page ?? 1) });

  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Satışlarım</h1>
      <p className="mt-1 text-sm text-ink-600">
        İhalesi sonuçlanan ve teklifi kabul edilen ilanlarınızın tapu devrine kadarki adımları.{' '}
        <Link
          to={paths.firm}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Firma Paneli
        </Link>
      </p>

      <nav aria-label="Satış filtresi" className="mt-6 flex flex-wrap gap-2">
        {SALE_LIST_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === filter}
            onClick={() => go({ filter: value })}
            className={cx(
              'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold ring-1 transition-colors',
              value === filter
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
            )}
          >
            {FILTER_LABELS[value]}
          </button>
        ))}
      </nav>

      <div className="mt-5 space-y-3">
        {query.isPending && <PageSpinner label="Satışlar yükleniyor" />}
        {query.isError &&
          (query.error instanceof ApiError && query.error.code === 'FIRM_REQUIRED' ? (
            <Notice tone="info" title="Firma hesabı gerekli">
              <p>{query.error.message}</p>
            </Notice>
          ) : (
            <Notice tone="error" title="Satışlar yüklenemedi">
              <p>{query.error.message}</p>
              <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
                Tekrar Dene
              </Button>
            </Notice>
          ))}
        {data && data.items.length === 0 && (
          <Card className="p-6 text-center text-sm text-ink-600">{EMPTY[filter]}</Card>
        )}
        {data && data.items.length > 0 && (
          <ul aria-busy={query.isPlaceholderData} className="grid gap-3 md:grid-cols-2">
            {data.items.map((sale) => (
              <li key={sale.id}>
                <SaleListCard sale={sale} showBuyer />
              </li>
            ))}
          </ul>
        )}
        <Pager
          className="pt-2"
          size="sm"
          page={page}
          pageCount={pages}
          onPage={(next) => go({ page: next })}
        />
      </div>
    </Container>
  );
}
