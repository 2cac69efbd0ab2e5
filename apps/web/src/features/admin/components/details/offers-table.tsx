import type { AdminOffer } from '@arsamezat/shared/admin/admin-listing-queries';
import { formatTlSuffix } from '@arsamezat/shared/core/money';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { formatShortDateTime } from '../../../../lib/format-date';
import { OFFER_STATUS_LABELS } from '@arsamezat/shared/trading/offers';
import { ADMIN_MESSAGES } from '../../lib/admin-labels';
import { OfferDecisionDialog, type OfferDecision } from './offer-decision-dialog';
import { phoneHref, RecordsCard, td, th } from './records-card';

const OFFER_STATUS: Record<AdminOffer['status'], { label: string; className: string }> = {
  pending: { label: 'Beklemede', className: 'bg-accent-50 text-accent-700' },
  accepted: { label: 'Kabul Edildi', className: 'bg-brand-50 text-brand-700' },
  rejected: { label: 'Reddedildi', className: 'bg-red-50 text-red-700' },
  withdrawn: { label: 'Geri Çekildi', className: 'bg-ink-100 text-ink-700' },
  lapsed: { label: OFFER_STATUS_LABELS.lapsed, className: 'bg-ink-100 text-ink-700' },
};

function StatusChip({ status }: { status: AdminOffer['status'] }) {
  return (
    <span
      className={cx(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        OFFER_STATUS[status].className,
      )}
    >
      {OFFER_STATUS[status].label}
    </span>
  );
}

type OffersTableProps = {
  offers: AdminOffer[];
  total: number;
  /** Accepting needs an open listing; rejecting is always possible on a pending offer. */
  canAccept: boolean;
};

/**
 * The offers of an offer listing with Kabul Et / Reddet on pending offers only (spec §2.8). A
 * table from 1024 px — the member's phone under their name and Kabul Et over Reddet, so the
 * actions are whole at 1024–1440 px — and a list below it.
 */
export function OffersTable({ offers, total, canAccept }: OffersTableProps) {
  const [decision, setDecision] = useState<OfferDecision | null>(null);
  const pendingCount = offers.filter((offer) => offer.status === 'pending').length;
  const decide = (kind: OfferDecision['kind'], offer: AdminOffer) => setDecision({ kind, offer });

  const actions = (offer: AdminOffer) =>
    offer.status === 'pending' ? (
      <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">
        {canAccept && (
          <Button
            size="md"
            onClick={() => decide('accept', offer)}
            aria-label={`${offer.userName} teklifini kabul et`}
          >
            <Check aria-hidden />
            Kabul Et
          </Button>
        )}
        <Button
          size="md"
          variant="outline"
          onClick={() => decide('reject', offer)}
          aria-label={`${offer.userName} teklifini reddet`}
        >
          <X aria-hidden className="text-red-600" />
          Reddet
        </Button>
      </div>
    ) : null;

  return (
    <RecordsCard title="Pazarlık Teklifleri" total={total}>
      {offers.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-ink-500">{ADMIN_MESSAGES.noOffers}</p>
      ) : (
        <>
          <ul className="divide-y divide-ink-100 border-t border-ink-100 lg:hidden">
            {offers.map((offer) => (
              <li key={offer.id} className="space-y-1 px-5 py-3">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-ink-900 tabular-nums">
                    {formatTlSuffix(offer.amount)}
                  </span>
                  <StatusChip status={offer.status} />
                </div>
                <p className="text-sm break-words text-ink-800">{offer.userName}</p>
                <div className="flex items-center justify-between gap-3 text-sm">
                  <a
                    href={phoneHref(offer.userPhone)}
                    className="inline-flex min-h-11 items-center text-brand-700"
                  >
                    {offer.userPhone}
                  </a>
                  <span className="text-xs whitespace-nowrap text-ink-500">
                    {formatShortDateTime(offer.createdAt)}
                  </span>
                </div>
                {actions(offer)}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto lg:block">
            <table className="w-full">
              <thead className="border-y border-ink-100 bg-ink-50/60">
                <tr>
                  <th className={th}>Kullanıcı</th>
                  <th className={`${th} text-right`}>Tutar</th>
                  <th className={th}>Durum</th>
                  <th className={th}>Tarih</th>
                  {pendingCount > 0 && <th className={`${th} text-right`}>İşlemler</th>}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {offers.map((offer) => (
                  <tr key={offer.id}>
                    <td className={td}>
                      <p className="font-medium break-words text-ink-900">{offer.userName}</p>
                      <a
                        href={phoneHref(offer.userPhone)}
                        className="inline-flex min-h-9 items-center whitespace-nowrap text-brand-700 hover:underline"
                      >
                        {offer.userPhone}
                      </a>
                    </td>
                    <td
                      className={cx(td, 'text-right font-semibold whitespace-nowrap tabular-nums')}
                    >
                      {formatTlSuffix(offer.amount)}
                    </td>
                    <td className={td}>
                      <StatusChip status={offer.status} />
                    </td>
                    <td className={cx(td, 'text-ink-600 tabular-nums')}>
                      {formatShortDateTime(offer.createdAt)}
                    </td>
                    {pendingCount > 0 && (
                      <td className={cx(td, 'w-px py-2 whitespace-nowrap')}>{actions(offer)}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <OfferDecisionDialog decision={decision} offers={offers} onClose={() => setDecision(null)} />
    </RecordsCard>
  );
}
