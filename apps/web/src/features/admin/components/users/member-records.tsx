import type { AdminUserDetail } from '@arsamezat/shared/admin/admin-users';
import { BID_OUTCOME_LABELS, DEPOSIT_STATUS_LABELS } from '@arsamezat/shared/member/member-records';
import { formatTl } from '@arsamezat/shared/core/money';
import { OFFER_STATUS_LABELS } from '@arsamezat/shared/trading/offers';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';

type Row = {
  id: string;
  listingId: string;
  title: string;
  amount: number;
  note: string;
  at: string;
};

function RecordsCard({
  title,
  total,
  empty,
  rows,
}: {
  title: string;
  total: number;
  empty: string;
  rows: Row[];
}) {
  return (
    <Card className="overflow-hidden">
      <h3 className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-3 text-base font-semibold text-ink-900">
        {title}
        <span className="rounded-full bg-ink-100 px-2 text-xs text-ink-600 tabular-nums">
          {total}
        </span>
      </h3>
      {rows.length === 0 ? (
        <p className="px-5 py-4 text-sm text-ink-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm"
            >
              <Link
                to={adminPaths.listing(row.listingId)}
                className="min-w-0 font-medium break-words text-brand-700 hover:underline"
              >
                {row.title}
              </Link>
              <span className="font-semibold text-ink-900 tabular-nums">
                {formatTl(row.amount)}
              </span>
              <span className="w-full text-xs text-ink-500">
                {row.note} · {formatShortDateTime(row.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > rows.length && (
        <p className="border-t border-ink-100 px-5 py-2 text-xs text-ink-500">
          En yeni {rows.length} kayıt gösteriliyor.
        </p>
      )}
    </Card>
  );
}

/** The member's deposits (with their payments), bids and offers, newest first. */
export function MemberRecords({ detail }: { detail: AdminUserDetail }): ReactNode {
  const { deposits, bids, offers } = detail;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <RecordsCard
        title="Teminatlar ve Ödemeler"
        total={deposits.total}
        empty="Teminat kaydı yok."
        rows={deposits.items.map((d) => ({
          id: d.id,
          listingId: d.listing.id,
          title: d.listing.title,
          amount: d.amount,
          note: [
            `Teminat ${DEPOSIT_STATUS_LABELS[d.status]}`,
            d.failedAttempts > 0 ? `${d.failedAttempts} başarısız deneme` : null,
            d.receipt ? `Sipariş ${d.receipt.orderId}` : null,
          ]
            .filter(Boolean)
            .join(' · '),
          at: d.paidAt ?? d.createdAt,
        }))}
      />
      <RecordsCard
        title="Teklifler (İhale)"
        total={bids.total}
        empty="Henüz teklif vermemiş."
        rows={bids.items.map((b) => ({
          id: b.id,
          listingId: b.listing.id,
          title: b.listing.title,
          amount: b.amount,
          note: BID_OUTCOME_LABELS[b.outcome],
          at: b.createdAt,
        }))}
      />
      <RecordsCard
        title="Pazarlık Teklifleri"
        total={offers.total}
        empty="Pazarlık teklifi yok."
        rows={offers.items.map((o) => ({
          id: o.id,
          listingId: o.listing.id,
          title: o.listing.title,
          amount: o.amount,
          note: OFFER_STATUS_LABELS[o.status],
          at: o.createdAt,
        }))}
      />
    </div>
  );
}
