import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePendingOffers } from '../api/offer-decisions';
import { SimplePager } from '../components/listings/simple-pager';
import { PendingOffersList } from '../components/offers/pending-offers-list';
import { EmptyList, LoadError } from '../components/shell/load-states';
import { SectionHeader } from '../components/shell/section-header';

const pageOf = (value: string | null) => {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** Teklifler: every pending offer across listings, oldest first, each linked to its listing. */
export function AdminOffersPage() {
  useDocumentTitle('Bekleyen Teklifler');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, isPending, isError, refetch } = usePendingOffers(page);
  return (
    <div>
      <SectionHeader
        title="Bekleyen Teklifler"
        description="Pazarlık ilanlarına gelen ve karar bekleyen teklifler; en uzun bekleyen en üstte. Kabul ve red ilanın detayından yapılır."
      />
      <Card className="overflow-hidden">
        {isPending ? (
          <PageSpinner label="Veriler Yükleniyor" />
        ) : isError ? (
          <LoadError text="Teklifler yüklenirken bir hata oluştu." onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyList title="Karar bekleyen teklif yok." />
        ) : (
          <>
            <PendingOffersList offers={data.items} />
            <div className="border-t border-ink-100">
              <SimplePager
                page={page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
