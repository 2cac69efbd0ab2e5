import { SALE_LIST_FILTERS, SaleListQuerySchema } from '@arsamezat/shared/sales/sale';
import { Handshake, Settings2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useAdminSales, type AdminSalesQuery } from '../api/admin-sales';
import { SaleCards, SalesTable } from '../components/sales/sales-list';
import { PagedList } from '../components/shell/paged-list';
import { SectionHeader } from '../components/shell/section-header';
import { FilterChips } from '../components/shell/filter-chips';
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
      <FilterChips
        label="Satışları filtrele"
        filters={SALE_LIST_FILTERS}
        labels={SALE_FILTER_LABELS}
        value={query.filter}
        onChange={(filter) => show(filter)}
      />
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
