import { formatTl } from '@arsamezat/shared/core/money';
import { OFFER_STATUS_LABELS, type OfferStatus } from '@arsamezat/shared/trading/offers';
import { formatDateTime } from '../../../lib/format-date';
import { useMyOffers } from '../api/get-my-offers';
import { StatusPill } from './outcome-badge';
import { RecordsEmpty, RecordsError, RecordsLoading } from './record-states';
import { Amount, RecordRow } from './record-row';
import { Pager, pageCountOf } from '../../../components/ui/pager';

const STATUS_LOOKS: Record<OfferStatus, string> = {
  pending: 'bg-accent-50 text-accent-700 ring-accent-200',
  accepted: 'bg-brand-700 text-white ring-brand-700',
  rejected: 'bg-ink-100 text-ink-700 ring-ink-200',
  withdrawn: 'bg-surface text-ink-600 ring-ink-200',
  lapsed: 'bg-ink-100 text-ink-700 ring-ink-200',
};

/** 'Pazarlık Tekliflerim': every offer on pazarlık listings with its status. */
export function OffersList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const offers = useMyOffers(page);
  if (offers.isPending) return <RecordsLoading />;
  if (offers.isError) return <RecordsError onRetry={() => void offers.refetch()} />;
  const { items, total, pageSize } = offers.data;
  if (items.length === 0) return <RecordsEmpty title="Henüz pazarlık teklifiniz bulunmuyor" />;
  return (
    <>
      <ul aria-busy={offers.isPlaceholderData} className="space-y-3">
        {items.map((offer) => (
          <li key={offer.id}>
            <RecordRow
              listing={offer.listing}
              amount={<Amount label="Teklifiniz" value={formatTl(offer.amount)} />}
            >
              <p>
                Gönderildi:{' '}
                <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt)}</time>
              </p>
              <StatusPill look={STATUS_LOOKS[offer.status]}>
                {OFFER_STATUS_LABELS[offer.status]}
              </StatusPill>
            </RecordRow>
          </li>
        ))}
      </ul>
      <Pager
        className="mt-5"
        page={offers.data.page}
        pageCount={pageCountOf(total, pageSize)}
        busy={offers.isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}
