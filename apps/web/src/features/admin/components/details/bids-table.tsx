import type { AdminBid } from '@arsamezat/shared/admin/admin-listing-queries';
import { formatTlSuffix } from '@arsamezat/shared/core/money';
import { cx } from '../../../../components/ui/cx';
import { formatShortDateTime } from '../../../../lib/format-date';
import { ADMIN_MESSAGES } from '../../lib/admin-labels';
import { phoneHref, RecordsCard, td, th } from './records-card';

function HighestBadge() {
  return (
    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-700">
      En Yüksek
    </span>
  );
}

/**
 * Every bid with the bidder's full name and phone (spec §2.8). From 640 px a table; below it a
 * list where amount and time stay on the first line, so nothing hides off-screen at 375 px.
 */
export function BidsTable({ bids, total }: { bids: AdminBid[]; total: number }) {
  return (
    <RecordsCard title="Teklifler" total={total}>
      {bids.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-ink-500">{ADMIN_MESSAGES.noBids}</p>
      ) : (
        <>
          <ul className="divide-y divide-ink-100 border-t border-ink-100 sm:hidden">
            {bids.map((bid) => (
              <li key={bid.id} className="px-5 py-3">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-ink-900 tabular-nums">
                    {formatTlSuffix(bid.amount)}
                  </span>
                  <span className="text-xs whitespace-nowrap text-ink-500">
                    {formatShortDateTime(bid.createdAt)}
                  </span>
                </div>
                <p className="mt-1 text-sm break-words text-ink-800">
                  {bid.bidderName}
                  {bid.isHighest && <HighestBadge />}
                </p>
                <a
                  href={phoneHref(bid.bidderPhone)}
                  className="inline-flex min-h-11 items-center text-sm text-brand-700"
                >
                  {bid.bidderPhone}
                </a>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full">
              <thead className="border-y border-ink-100 bg-ink-50/60">
                <tr>
                  <th className={th}>Teklif Veren</th>
                  <th className={th}>Telefon</th>
                  <th className={`${th} text-right`}>Tutar</th>
                  <th className={th}>Tarih</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {bids.map((bid) => (
                  <tr key={bid.id}>
                    <td className={cx(td, 'font-medium text-ink-900')}>
                      {bid.bidderName}
                      {bid.isHighest && <HighestBadge />}
                    </td>
                    <td className={td}>
                      <a
                        href={phoneHref(bid.bidderPhone)}
                        className="inline-flex min-h-11 items-center text-brand-700 hover:underline"
                      >
                        {bid.bidderPhone}
                      </a>
                    </td>
                    <td
                      className={cx(td, 'text-right font-semibold whitespace-nowrap tabular-nums')}
                    >
                      {formatTlSuffix(bid.amount)}
                    </td>
                    <td className={cx(td, 'whitespace-nowrap text-ink-600')}>
                      {formatShortDateTime(bid.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </RecordsCard>
  );
}
