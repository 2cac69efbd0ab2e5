import { BID_OUTCOME_LABELS } from '@arsamezat/shared/member/member-records';
import { formatTl } from '@arsamezat/shared/core/money';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { useMyBids } from '../api/get-my-bids';
import type { BidsState } from '../utils/bids-tab';
import { BidFilters } from './bid-filters';
import { BidStatusBadges } from './outcome-badge';
import { RecordsEmpty, RecordsError, RecordsLoading } from './record-states';
import { Amount, RecordRow } from './record-row';
import { Pager, pageCountOf } from '../../../components/ui/pager';

type BidsListProps = { state: BidsState; onChange: (next: Partial<BidsState>) => void };

/** Every bid of the member, newest first, ten a page, filtered on the server. */
export function BidsList({ state, onChange }: BidsListProps) {
  const query = { page: state.page, phase: state.phase, outcome: state.outcome };
  const bids = useMyBids(query);
  const filtered = state.phase !== undefined || state.outcome !== undefined;

  return (
    <div>
      <BidFilters
        phase={state.phase}
        outcome={state.outcome}
        onChange={(filters) => onChange({ ...filters, page: 1 })}
      />
      {bids.isPending ? (
        <RecordsLoading />
      ) : bids.isError ? (
        <RecordsError onRetry={() => void bids.refetch()} />
      ) : bids.data.items.length === 0 ? (
        filtered ? (
          <RecordsEmpty title="Bu filtrelere uygun teklifiniz bulunmuyor" />
        ) : (
          <RecordsEmpty title="Henüz Teklif Vermediniz">
            <Button asChild>
              <Link to={paths.auctions}>İhalelere Göz At</Link>
            </Button>
          </RecordsEmpty>
        )
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-600">{bids.data.total} teklif</p>
          <ul aria-busy={bids.isPlaceholderData} className="space-y-3">
            {bids.data.items.map((bid) => (
              <li key={bid.id}>
                <RecordRow
                  listing={bid.listing}
                  amount={<Amount label="Teklifiniz" value={formatTl(bid.amount)} />}
                >
                  <p>
                    <time dateTime={bid.createdAt}>{formatDateTime(bid.createdAt)}</time>
                    {bid.isHighest && bid.listing.phase !== 'ended' && ' · En yüksek teklif'}
                  </p>
                  <BidStatusBadges phase={bid.listing.phase} outcome={bid.outcome} />
                  {bid.outcome === 'outbid' && bid.listing.highestBid !== null && (
                    <p>
                      {BID_OUTCOME_LABELS.outbid}: güncel en yüksek teklif{' '}
                      <strong className="text-ink-900">{formatTl(bid.listing.highestBid)}</strong>
                    </p>
                  )}
                </RecordRow>
              </li>
            ))}
          </ul>
          <Pager
            className="mt-5"
            page={bids.data.page}
            pageCount={pageCountOf(bids.data.total, bids.data.pageSize)}
            busy={bids.isPlaceholderData}
            onPage={(page) => onChange({ page })}
          />
        </>
      )}
    </div>
  );
}
