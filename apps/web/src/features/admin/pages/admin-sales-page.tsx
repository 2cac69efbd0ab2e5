import { SALE_LIST_FILTERS, SaleListQuerySchema } from '@arsamezat/shared/sales/sale';
import { Handshake, Settings2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useAdminSales, type AdminSalesQuery } from '../api/admin-sales';
import { SaleCards, SalesTable } from '../components/sales/sales-list';
import { PagedList } from '../components/shell/paged-list';
import { SectionHeader } from '../components/shell/section-header';
import { SALE_FILTER_EMPTY, SALE_FILTER_LABELS } from '../lib/sale-labels';

/**
 * 'Satışlar' (issue 29): every sale after the hammer or an accepted offer, by step, overdue
 * first (the server orders each list). A row opens the sale's page, where the operator acts;
 * the deadlines and the strike rule are on 'Süre Ayarları'.
 */
export function AdminSalesPage() {
  useDocumentTitle('Satışlar');
  const [params, setParams] = useSearchParams();
  const parsed = SaleListQuerySchema.safeParse(Object.fromEntries(params));
  const query: AdminSalesQuery = parsed.success ? parsed.data : SaleListQuerySchema.parse({});
  const list = useAdminSales(query);

  const show = (filter: AdminSalesQuery['filter'], page = 1) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (filter !== 'open') next.set('filter', filter);
      if (page > 1) next.set('page', String(page));
      return next;
    });

  return (
    <div>
      <SectionHeader
        title="Satışlar"
        description="Kazanılan ihaleler ve kabul edilen teklifler tapu devrine kadar; süresi geçen adımlar önce."
        actions={
          <Button asChild variant="outline">
            <Link to={adminPaths.saleSettings}>
              <Settings2 aria-hidden />
              Süre Ayarları
            </Link>
          </Button>
        }
      />
      <div role="group" aria-label="Satışları filtrele" className="flex flex-wrap gap-2">
        {SALE_LIST_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === query.filter}
            onClick={() => show(filter)}
            className={cx(
              'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium sm:h-9',
              filter === query.filter
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-ink-200 bg-surface text-ink-700 hover:bg-ink-50',
            )}
          >
            {SALE_FILTER_LABELS[filter]}
          </button>
        ))}
      </div>
      <Card className="mt-4 overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(query.filter, page)}
          errorText="Satışlar yüklenirken bir hata oluştu."
          empty={{ icon: Handshake, title: SALE_FILTER_EMPTY[query.filter] }}
        >
          {(items) => (
            <>
              <div className="hidden lg:block">
                <SalesTable sales={items} />
              </div>
              <div className="lg:hidden">
                <SaleCards sales={items} />
              </div>
            </>
          )}
        </PagedList>
      </Card>
    </div>
  );
}
