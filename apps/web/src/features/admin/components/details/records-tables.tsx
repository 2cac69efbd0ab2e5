import type { AdminBid, AdminOffer } from '@arsamezat/shared/admin-listing-queries';
import { formatTlSuffix } from '@arsamezat/shared/money';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { formatShortDateTime } from '../../../../lib/format-date';
import { ADMIN_MESSAGES } from '../../lib/admin-labels';

const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-4 py-3 text-sm';

function RecordsCard(props: { title: string; total: number; note?: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5 pb-3 sm:px-6">
        <h3 className="text-base font-semibold text-ink-900">
          {props.title} <span className="font-normal text-ink-500">({props.total})</span>
        </h3>
        {props.note && <p className="text-xs text-ink-500">{props.note}</p>}
      </div>
      {props.children}
    </Card>
  );
}

const phoneHref = (phone: string) => `tel:+90${phone}`;

/** Every bid with the bidder's full name and phone (spec §2.8: bids show bidder phone). */
export function BidsTable({ bids, total }: { bids: AdminBid[]; total: number }) {
  return (
    <RecordsCard title="Teklifler" total={total}>
      {bids.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-ink-500">{ADMIN_MESSAGES.noBids}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px]">
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
                    {bid.isHighest && (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                        En Yüksek
                      </span>
                    )}
                  </td>
                  <td className={td}>
                    <a href={phoneHref(bid.bidderPhone)} className="text-brand-700 hover:underline">
                      {bid.bidderPhone}
                    </a>
                  </td>
                  <td className={cx(td, 'text-right font-semibold tabular-nums')}>
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
      )}
    </RecordsCard>
  );
}

const OFFER_STATUS: Record<AdminOffer['status'], { label: string; className: string }> = {
  pending: { label: 'Beklemede', className: 'bg-accent-50 text-accent-700' },
  accepted: { label: 'Kabul Edildi', className: 'bg-brand-50 text-brand-700' },
  rejected: { label: 'Reddedildi', className: 'bg-red-50 text-red-700' },
};

/** The offers of an offer listing; accepting and rejecting come with the payments release. */
export function OffersTable({ offers, total }: { offers: AdminOffer[]; total: number }) {
  return (
    <RecordsCard
      title="Pazarlık Teklifleri"
      total={total}
      note="Kabul ve red işlemleri bir sonraki sürümle gelecek."
    >
      {offers.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-ink-500">{ADMIN_MESSAGES.noOffers}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px]">
            <thead className="border-y border-ink-100 bg-ink-50/60">
              <tr>
                <th className={th}>Kullanıcı</th>
                <th className={th}>Telefon</th>
                <th className={`${th} text-right`}>Tutar</th>
                <th className={th}>Durum</th>
                <th className={th}>Tarih</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <td className={cx(td, 'font-medium text-ink-900')}>{offer.userName}</td>
                  <td className={td}>
                    <a href={phoneHref(offer.userPhone)} className="text-brand-700 hover:underline">
                      {offer.userPhone}
                    </a>
                  </td>
                  <td className={cx(td, 'text-right font-semibold tabular-nums')}>
                    {formatTlSuffix(offer.amount)}
                  </td>
                  <td className={td}>
                    <span
                      className={cx(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        OFFER_STATUS[offer.status].className,
                      )}
                    >
                      {OFFER_STATUS[offer.status].label}
                    </span>
                  </td>
                  <td className={cx(td, 'whitespace-nowrap text-ink-600')}>
                    {formatShortDateTime(offer.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RecordsCard>
  );
}
