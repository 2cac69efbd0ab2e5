import type { AdminListingSummary } from '@arsamezat/shared/admin/admin-listing-queries';
import { ArrowRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useAdminListings } from '../api/get-admin-listings';
import { useAdminOverview } from '../api/get-admin-overview';
import { DeleteListingDialog } from '../components/listings/delete-listing-dialog';
import { ListingCards } from '../components/listings/listing-cards';
import { ListingsTable } from '../components/listings/listings-table';
import { MorningTiles } from '../components/overview/morning-tiles';
import { PhaseBars, StatCards } from '../components/overview/stat-cards';
import { SectionHeader } from '../components/shell/section-header';
import { UsersList } from '../components/users/users-list';

const RECENT = 5;

/**
 * Overview (spec §2.8): the counts, the morning tiles, the phase distribution, the newest
 * listings and accounts. Roles change on the users page (its dialog asks first).
 */
export function AdminOverviewPage() {
  useDocumentTitle('Genel Bakış');
  const overview = useAdminOverview();
  const recent = useAdminListings({ phase: 'all', page: 1 });
  const [toDelete, setToDelete] = useState<AdminListingSummary | null>(null);
  const items = recent.data?.items.slice(0, RECENT) ?? [];

  return (
    <div className="space-y-5">
      <SectionHeader
        title="Genel Bakış"
        description="Platformun anlık durumu."
        actions={
          <Button asChild>
            <Link to={adminPaths.newListing}>
              <Plus aria-hidden />
              Yeni İlan
            </Link>
          </Button>
        }
      />
      {overview.isPending ? (
        <PageSpinner label="Veriler Yükleniyor" />
      ) : overview.isError ? (
        <Notice tone="error" title="Hata Oluştu">
          <p>Özet bilgiler yüklenemedi.</p>
        </Notice>
      ) : (
        <>
          <StatCards overview={overview.data} />
          <MorningTiles overview={overview.data} />
          <PhaseBars overview={overview.data} />
        </>
      )}
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 px-5 pt-5 pb-3">
          <h3 className="text-base font-semibold text-ink-900">Son Eklenen İlanlar</h3>
          <Link
            to={adminPaths.listings}
            className="-my-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Tümünü Gör <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        {items.length === 0 ? (
          <p className="px-5 pb-6 text-sm text-ink-500">
            {recent.isPending ? 'Yükleniyor...' : 'Henüz ilan yok.'}
          </p>
        ) : (
          <>
            <div className="hidden lg:block">
              <ListingsTable listings={items} onDelete={setToDelete} />
            </div>
            <div className="lg:hidden">
              <ListingCards listings={items} onDelete={setToDelete} />
            </div>
          </>
        )}
      </Card>
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 px-5 pt-5 pb-3">
          <h3 className="text-base font-semibold text-ink-900">Son Kayıt Olan Kullanıcılar</h3>
          <Link
            to={adminPaths.users}
            className="-my-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Tümünü Gör <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        {overview.data && overview.data.recentUsers.length > 0 ? (
          <UsersList users={overview.data.recentUsers} />
        ) : (
          <p className="px-5 pb-6 text-sm text-ink-500">
            {overview.isPending ? 'Yükleniyor...' : 'Henüz kullanıcı yok.'}
          </p>
        )}
      </Card>
      <DeleteListingDialog listing={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
