import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePendingOffers } from '../api/offer-decisions';
import { PendingOffersList } from '../components/offers/pending-offers-list';
import { SectionHeader } from '../components/shell/section-header';
import { PagedList } from '../components/shell/paged-list';

const pageOf = (value: string | null) => {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** Teklifler: every pending offer across listings, oldest first, each linked to its listing. */
export function AdminOffersPage() {
  useDocumentTitle('Bekleyen Teklifler');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = usePendingOffers(page);
  return (
    <div>
      <SectionHeader
        title="Bekleyen Teklifler"
        description="Pazarlık ilanlarına gelen ve karar bekleyen teklifler; en uzun bekleyen en üstte. Kabul ve red ilanın detayından yapılır."
      />
      <Card className="overflow-hidden">
        <PagedList
          query={list}
          page={page}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          errorText="Teklifler yüklenirken bir hata oluştu."
          empty={{ title: 'Karar bekleyen teklif yok.' }}
        >
          {(items) => <PendingOffersList offers={items} />}
        </PagedList>
      </Card>
    </div>
  );
}
