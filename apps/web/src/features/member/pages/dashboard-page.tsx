import { History, ReceiptText, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDashboard } from '../api/get-dashboard';
import { BidListingGrid, type RenderListingCard } from '../components/bid-listing-grid';
import { RecentBids } from '../components/recent-bids';
import { RecordsError, RecordsLoading } from '../components/record-states';
import { StatCards } from '../components/stat-cards';
import { bidsTabPath } from '../utils/bids-tab';

const SHORTCUTS = [
  { to: bidsTabPath('bids'), label: 'Tüm Tekliflerim', icon: History },
  { to: bidsTabPath('deposits'), label: 'Teminatlarım', icon: ReceiptText },
  { to: bidsTabPath('wins'), label: 'Kazandıklarım', icon: Trophy },
] as const;

type DashboardPageProps = {
  /** The listing card, from the listings feature through the app (features do not import each other). */
  renderListingCard: RenderListingCard;
};

/** /dashboard, the bidder dashboard (spec §2.5). The route guard has made sure of a session. */
export function DashboardPage({ renderListingCard }: DashboardPageProps) {
  useDocumentTitle('Panelim');
  const dashboard = useDashboard();

  return (
    <Container className="py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Panelim</h1>
          <p className="mt-1 text-sm text-ink-600">
            Tekliflerinizi, teminatlarınızı ve kazandığınız ihaleleri buradan takip edin.
          </p>
        </div>
        <nav aria-label="Kayıtlarım" className="flex w-full flex-wrap gap-2 sm:w-auto">
          {SHORTCUTS.map(({ to, label, icon: Icon }) => (
            <Link
              key={label}
              to={to}
              className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-ink-200 bg-surface px-3 text-sm font-semibold whitespace-nowrap text-ink-800 hover:border-brand-300 hover:bg-brand-50 sm:flex-none sm:px-4"
            >
              <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
              {label}
            </Link>
          ))}
        </nav>
      </div>

      {dashboard.isPending ? (
        <RecordsLoading />
      ) : dashboard.isError ? (
        <RecordsError onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="space-y-10">
          <StatCards stats={dashboard.data.stats} />
          <RecentBids bids={dashboard.data.recentBids} totalBids={dashboard.data.stats.totalBids} />
          <BidListingGrid
            title="Teklif Verdiğim Aktif İhaleler"
            emptyTitle="Aktif İhalede Teklifiniz Bulunmuyor"
            items={dashboard.data.active}
            renderCard={renderListingCard}
          />
          <BidListingGrid
            title="Teklif Verdiğim Yaklaşan İhaleler"
            emptyTitle="Yaklaşan İhalede Teklifiniz Bulunmuyor"
            items={dashboard.data.upcoming}
            renderCard={renderListingCard}
          />
        </div>
      )}
    </Container>
  );
}
