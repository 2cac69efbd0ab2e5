import {
  AdminListingsQuerySchema,
  type AdminListingFilter,
} from '@arsamezat/shared/admin-listing-queries';
import type { ListingSummary } from '@arsamezat/shared/listings';
import { FolderOpen, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useAdminListings } from '../api/get-admin-listings';
import { DeleteListingDialog } from '../components/listings/delete-listing-dialog';
import { ListingCards } from '../components/listings/listing-cards';
import { ListingsTable } from '../components/listings/listings-table';
import { EndingTodayFilter } from '../components/listings/ending-today-filter';
import { PhaseChips } from '../components/listings/phase-chips';
import { SimplePager } from '../components/listings/simple-pager';
import { SectionHeader } from '../components/shell/section-header';

/** İlanlar: every listing by phase chip, a table (cards on phones), delete with a confirm. */
export function AdminListingsPage() {
  useDocumentTitle('İlan Yönetimi');
  const [params, setParams] = useSearchParams();
  const parsed = AdminListingsQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminListingsQuerySchema.parse({});
  const { data, isPending, isError, refetch } = useAdminListings(query);
  const [toDelete, setToDelete] = useState<ListingSummary | null>(null);

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
        {isPending ? (
          <PageSpinner label="Veriler Yükleniyor" />
        ) : isError ? (
          <div className="p-5">
            <Notice tone="error" title="Hata Oluştu">
              <p>İlanlar yüklenirken bir hata oluştu.</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void refetch()}>
                <RotateCw aria-hidden />
                Yenile
              </Button>
            </Notice>
          </div>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
            <FolderOpen aria-hidden className="size-10 text-ink-300" />
            <p className="font-semibold text-ink-800">
              {query.phase === 'all' ? 'Henüz ilan yok.' : 'Bu filtrede ilan bulunamadı.'}
            </p>
            <p className="text-sm text-ink-500">Yeni bir ilan oluşturarak başlayın.</p>
          </div>
        ) : (
          <>
            <div className="hidden md:block">
              <ListingsTable listings={data.items} onDelete={setToDelete} />
            </div>
            <div className="md:hidden">
              <ListingCards listings={data.items} onDelete={setToDelete} />
            </div>
            <div className="border-t border-ink-100">
              <SimplePager
                page={query.page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPage={(page) => show(query.phase, page)}
              />
            </div>
          </>
        )}
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
