import type { MyBid } from '@arsamezat/shared/member/member-records';
import { formatTl } from '@arsamezat/shared/core/money';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatShortDateTime } from '../../../lib/format-date';
import { BidStatusBadges } from './outcome-badge';
import { RecordsEmpty } from './record-states';

type RecentBidsProps = { bids: MyBid[]; totalBids: number };

/** 'Son Tekliflerim' (spec §2.5): the latest five bids; each opens its auction. */
export function RecentBids({ bids, totalBids }: RecentBidsProps) {
  return (
    <section aria-labelledby="recent-bids-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-bids-title" className="text-lg font-semibold text-ink-900 sm:text-xl">
          Son Tekliflerim
        </h2>
        {totalBids > bids.length && (
          <Button asChild variant="ghost" className="-mr-3 text-brand-700">
            <Link to={paths.bids}>
              Tüm Teklifleri Görüntüle
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
      {bids.length === 0 ? (
        <RecordsEmpty title="Henüz Teklif Vermediniz">
          <p>İlgilendiğiniz ihalenin teminatını yatırıp ilk teklifinizi verebilirsiniz.</p>
          <Button asChild variant="primary">
            <Link to={paths.auctions}>İhalelere Göz At</Link>
          </Button>
        </RecordsEmpty>
      ) : (
        <Card className="divide-y divide-ink-100 overflow-hidden">
          <ul className="divide-y divide-ink-100">
            {bids.map((bid) => (
              <li key={bid.id}>
                <Link
                  to={paths.listing(bid.listing.id)}
                  className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-ink-50 sm:px-5"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-ink-900">
                      {bid.listing.title || 'Arsa'}
                    </p>
                    <p className="mt-0.5 text-xs text-ink-600">
                      <time dateTime={bid.createdAt}>{formatShortDateTime(bid.createdAt)}</time>
                    </p>
                    <BidStatusBadges
                      phase={bid.listing.phase}
                      outcome={bid.outcome}
                      className="mt-2"
                    />
                  </div>
                  <p className="shrink-0 text-right text-base font-bold whitespace-nowrap text-brand-800 tabular-nums">
                    {formatTl(bid.amount)}
                  </p>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-400" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
