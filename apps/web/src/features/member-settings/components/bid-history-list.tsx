import { formatTlSuffix } from '@arsamezat/shared/core/money';
import { PROFILE_MESSAGES } from '@arsamezat/shared/member/users';
import type { BidHistoryItem } from '@arsamezat/shared/member/users';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatShortDateTime } from '../../../lib/format-date';
import { useBidHistory } from '../api/get-bid-history';

const PHASE_LABELS: Record<
  BidHistoryItem['listing']['phase'],
  { text: string; className: string }
> = {
  active: { text: 'Aktif', className: 'bg-brand-50 text-brand-800' },
  upcoming: { text: 'Yaklaşan', className: 'bg-accent-50 text-accent-700' },
  ended: { text: 'Sona Erdi', className: 'bg-ink-100 text-ink-700' },
};

/** 'Teklif Geçmişim' (spec 02 §2.6): amount, date and the auction with its status. */
export function BidHistoryList() {
  const [page, setPage] = useState(1);
  const query = useBidHistory(page);
  if (query.isPending) {
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label="Teklif geçmişi yükleniyor..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Notice tone="error" title="Teklif geçmişiniz yüklenemedi. Lütfen daha sonra tekrar deneyin.">
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Tekrar Dene
        </Button>
      </Notice>
    );
  }
  const { items, total, pageSize } = query.data;
  if (total === 0) {
    return (
      <div className="rounded-card border border-dashed border-ink-200 bg-surface px-6 py-12 text-center">
        <Gavel aria-hidden className="mx-auto size-8 text-ink-400" />
        <p className="mt-3 text-sm text-ink-600">{PROFILE_MESSAGES.noBids}</p>
        <Button asChild variant="outline" className="mt-5">
          <Link to={paths.auctions}>İhalelere Göz At</Link>
        </Button>
      </div>
    );
  }
  const pages = pageCountOf(total, pageSize);
  return (
    <div className="space-y-4">
      <ul
        aria-label="Teklif geçmişim"
        className="divide-y divide-ink-100 overflow-hidden rounded-card border border-ink-100 bg-surface"
      >
        {items.map((bid) => {
          const phase = PHASE_LABELS[bid.listing.phase];
          return (
            <li key={bid.id}>
              <Link
                to={paths.listing(bid.listing.id)}
                className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-ink-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink-900">
                    {bid.listing.title}
                  </span>
                  <span className="text-xs text-ink-500">{formatShortDateTime(bid.createdAt)}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${phase.className}`}
                  >
                    {phase.text}
                  </span>
                  <span className="font-semibold text-ink-900 tabular-nums">
                    {formatTlSuffix(bid.amount)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pageCount={pages} onPage={setPage} />
    </div>
  );
}
