import { LISTING_REVIEW_TEXTS } from '@arsamezat/shared/admin/admin-listing-reviews';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { useListingReviews } from '../api/listing-reviews';
import { ReviewQueueList } from '../components/listing-reviews/review-queue-list';
import { PagedList } from '../components/shell/paged-list';
import { SectionHeader } from '../components/shell/section-header';

const pageOf = (value: string | null) => {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** İlan Onayları: firms' listings sent for approval, the longest waiting first (issue 28). */
export function AdminListingReviewsPage() {
  useDocumentTitle(LISTING_REVIEW_TEXTS.title);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useListingReviews(page);
  return (
    <div>
      <SectionHeader
        title={LISTING_REVIEW_TEXTS.title}
        description="Firmaların onaya gönderdiği ilanlar; en uzun bekleyen en üstte. Yetki belgesini kontrol ederek yayınlayın, düzeltme için iade edin veya reddedin."
      />
      <Card className="overflow-hidden">
        <PagedList
          query={list}
          page={page}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          errorText="Onay bekleyen ilanlar yüklenirken bir hata oluştu."
          empty={{ title: LISTING_REVIEW_TEXTS.empty }}
        >
          {(items) => <ReviewQueueList items={items} />}
        </PagedList>
      </Card>
    </div>
  );
}
