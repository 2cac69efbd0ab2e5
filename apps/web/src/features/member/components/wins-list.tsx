import { SaleListCard } from '../../../components/sales/sale-list-card';
import { useMySales } from '../api/get-my-sales';
import { RecordsEmpty, RecordsError, RecordsLoading } from './record-states';
import { Pager, pageCountOf } from '../../../components/ui/pager';

/**
 * 'Kazandıklarım' (issue 29): every won auction and accepted offer is a sale followed to the
 * title deed — each card shows its step, the deadline and what to do now, and leads to the sale
 * page; a runner-up sees where their held deposit stands.
 */
export function WinsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const sales = useMySales(page);
  if (sales.isPending) return <RecordsLoading />;
  if (sales.isError) return <RecordsError onRetry={() => void sales.refetch()} />;
  const { items, total, pageSize } = sales.data;
  if (items.length === 0) return <RecordsEmpty title="Henüz kazandığınız bir ihale bulunmuyor" />;
  return (
    <>
      <ul aria-busy={sales.isPlaceholderData} className="space-y-3">
        {items.map((sale) => (
          <li key={sale.id}>
            <SaleListCard sale={sale} />
          </li>
        ))}
      </ul>
      <Pager
        className="mt-5"
        page={sales.data.page}
        pageCount={pageCountOf(total, pageSize)}
        busy={sales.isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}
