import type { PublicBid } from '@arsamezat/shared/trading/bids';
import { formatTlSuffix } from '@arsamezat/shared/core/money';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDateTime } from '../../../lib/format-date';
import { useAfterIdle } from '../../../lib/use-after-idle';
import { useListingBids } from '../api/get-listing-bids';

/** Spec §2.2: the preview shows three bids and expands to the rest. */
const PREVIEW_COUNT = 3;

/** The auction's public bid history, highest first, read-only. */
export function BidHistory({ listingId }: { listingId: string }) {
  // Asked for once the page is live and idle, not in the task that makes it live (063).
  const idle = useAfterIdle();
  const { data, isPending, isError } = useListingBids(listingId, { enabled: idle });
  const [expanded, setExpanded] = useState(false);

  let body: ReactNode;
  if (isPending) body = <Spinner label="Teklifler yükleniyor..." />;
  else if (isError) body = <p className="text-sm text-red-700">Teklifler yüklenemedi.</p>;
  else if (data.items.length === 0)
    body = <p className="text-sm text-ink-600">Bu ihale için henüz teklif verilmemiştir.</p>;
  else {
    const hidden = data.items.length - PREVIEW_COUNT;
    const shown = expanded ? data.items : data.items.slice(0, PREVIEW_COUNT);
    body = (
      <>
        <ol className="divide-y divide-ink-100">
          {shown.map((bid) => (
            <BidRow key={bid.id} bid={bid} />
          ))}
        </ol>
        {hidden > 0 && (
          <Button
            variant="ghost"
            size="sm"
            fullWidth
            className="mt-2"
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Daha Az Göster' : `Daha Fazla Göster (${hidden} teklif daha)`}
          </Button>
        )}
        {expanded && data.total > data.items.length && (
          <p className="mt-2 text-center text-xs text-ink-500">
            Son {data.items.length} teklif gösteriliyor.
          </p>
        )}
      </>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">
        Teklif Geçmişi
        {data && data.total > 0 && (
          <span className="ml-2 text-sm font-medium text-ink-500">({data.total})</span>
        )}
      </h2>
      <div className="mt-3">{body}</div>
    </Card>
  );
}

function BidRow({ bid }: { bid: PublicBid }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-ink-900">
          {bid.bidderName}
          {bid.isMine && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              Sizin teklifiniz
            </span>
          )}
        </p>
        <p className="text-xs text-ink-500">
          <time dateTime={bid.createdAt}>{formatShortDateTime(bid.createdAt)}</time>
          {bid.automatic && (
            <span
              className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-700"
              title="Üye adına, belirlediği üst limite kadar sistem tarafından verilen teklif"
            >
              otomatik
            </span>
          )}
        </p>
      </div>
      <div className="text-right">
        <p
          className={cx(
            'text-sm font-bold whitespace-nowrap',
            bid.isHighest ? 'text-brand-700' : 'text-ink-700',
          )}
        >
          {formatTlSuffix(bid.amount)}
        </p>
        <p className={cx('text-xs font-medium', bid.isHighest ? 'text-brand-600' : 'text-ink-500')}>
          {bid.isHighest ? 'En Yüksek' : 'Daha Düşük'}
        </p>
      </div>
    </li>
  );
}
