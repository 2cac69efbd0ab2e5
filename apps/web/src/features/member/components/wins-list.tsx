import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import { formatTl } from '@arsamezat/shared/core/money';
import { formatDate } from '../../../lib/format-date';
import { useMyWins } from '../api/get-my-wins';
import { RecordsEmpty, RecordsError, RecordsLoading } from './record-states';
import { Amount, RecordRow } from './record-row';
import { RecordsPager } from './records-pager';
import { WinNextSteps } from './win-next-steps';

/** 'Kazandıklarım': won auctions and accepted offers, with the price and the next steps. */
export function WinsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const wins = useMyWins(page);
  if (wins.isPending) return <RecordsLoading />;
  if (wins.isError) return <RecordsError onRetry={() => void wins.refetch()} />;
  const { items, total, pageSize } = wins.data;
  if (items.length === 0) return <RecordsEmpty title="Henüz kazandığınız bir ihale bulunmuyor" />;
  return (
    <>
      <ul aria-busy={wins.isPlaceholderData} className="space-y-3">
        {items.map((win) => (
          <li key={win.listing.id}>
            <RecordRow
              listing={win.listing}
              amount={<Amount label="Satış Bedeli" value={formatTl(win.price)} />}
              footer={<WinNextSteps win={win} />}
            >
              <p className="flex flex-wrap gap-x-3 gap-y-1">
                <span className="inline-flex items-center rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
                  {listingTypeOf(win.via).wonLabel}
                </span>
                <span>{listingTypeOf(win.via).name}</span>
                <span>
                  <time dateTime={win.wonAt}>{formatDate(win.wonAt)}</time>
                </span>
              </p>
              {(win.listing.adaNo ?? win.listing.parselNo) && (
                <p>
                  Ada {win.listing.adaNo ?? '—'} · Parsel {win.listing.parselNo ?? '—'}
                </p>
              )}
            </RecordRow>
          </li>
        ))}
      </ul>
      <RecordsPager
        page={wins.data.page}
        pageSize={pageSize}
        total={total}
        busy={wins.isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}
