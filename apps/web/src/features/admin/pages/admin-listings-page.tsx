import {
  AdminListingsQuerySchema,
  type AdminListingFilter,
  type AdminListingSummary,
} from '@arsamezat/shared/admin/admin-listing-queries';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useAdminListings } from '../api/get-admin-listings';
import { DeleteListingDialog } from '../components/listings/delete-listing-dialog';
import { ListingCards } from '../components/listings/listing-cards';
import { ListingsTable } from '../components/listings/listings-table';
import { EndingTodayFilter } from '../components/listings/ending-today-filter';
import { PhaseChips } from '../components/listings/phase-chips';
import { SectionHeader } from '../components/shell/section-header';
import { PagedList } from '../components/shell/paged-list';

/** İlanlar: every listing by phase chip, a table (cards on phones), delete with a confirm. */
export function AdminListingsPage() {
  useDocumentTitle('İlan Yönetimi');
  const [params, setParams] = useSearchParams();
  const parsed = AdminListingsQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminListingsQuerySchema.parse({});
  const list = useAdminListings(query);
  const { data } = list;
  const [toDelete, setToDelete] = useState<AdminListingSummary | null>(null);

  const show = (phase: AdminListingFilter, page = 1, ending = query.ending) =>
    setParams(
      () => {
        const next = new URLSearchParams();
        if (phase !== 'all') next.set('phase', phase);
        if (ending) next.set('ending', ending);
        if (page > 1) next.set('page', String(page));
        return next;
      },
      { replace: page === 1 },
    );

  return (
    <div>
      <SectionHeader
        title="İlanlar"
        description="İhale ve pazarlık ilanlarını oluşturun, düzenleyin ve takip edin."
        actions={
          <Button asChild>
            <Link to={adminPaths.newListing}>
              <Plus aria-hidden />
              Yeni İlan
            </Link>
          </Button>
        }
      />
      <PhaseChips value={query.phase} counts={data?.counts} onChange={(phase) => show(phase)} />
      {query.ending === 'today' ? (
        <EndingTodayFilter onClear={() => show(query.phase, 1, undefined)} />
      ) : null}
      <Card className="mt-4 overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(query.phase, page)}
          errorText="İlanlar yüklenirken bir hata oluştu."
          empty={{
            title: query.phase === 'all' ? 'Henüz ilan yok.' : 'Bu filtrede ilan bulunamadı.',
            text: 'Yeni bir ilan oluşturarak başlayın.',
          }}
        >
          {(items) => (
            <>
              <div className="hidden lg:block">
                <ListingsTable listings={items} onDelete={setToDelete} />
              </div>
              <div className="lg:hidden">
                <ListingCards listings={items} onDelete={setToDelete} />
              </div>
            </>
          )}
        </PagedList>
      </Card>
      <DeleteListingDialog
        listing={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          if (data?.items.length === 1 && query.page > 1) show(query.phase, query.page - 1);
        }}
      />
    </div>
  );
}
