import type { FirmOffer } from '@arsamezat/shared/firms/firm-activity';
import { formatTlSuffix } from '@arsamezat/shared/core/money';
import { OFFER_STATUS_LABELS, type OfferStatus } from '@arsamezat/shared/trading/offers';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import {
  OfferDecisionDialog,
  type OfferDecision,
} from '../../../components/offers/offer-decision-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { formatShortDateTime } from '../../../lib/format-date';
import { useFirmOfferDecisions } from '../api/decide-firm-offer';

const STATUS_LOOKS: Record<OfferStatus, string> = {
  pending: 'bg-accent-50 text-accent-700',
  accepted: 'bg-brand-50 text-brand-700',
  rejected: 'bg-red-50 text-red-700',
  withdrawn: 'bg-ink-100 text-ink-700',
  lapsed: 'bg-ink-100 text-ink-700',
};

/**
 * A Pazarlık listing's offers as its firm sees them: amount, masked sender, status and time,
 * newest first; on a pending offer of an open listing, Kabul Et / Reddet through the operator's
 * own confirmation (`components/offers`, decision 072). Rejecting stays possible after the end.
 */
export function FirmOffers({
  listingId,
  offers,
  open,
}: {
  listingId: string;
  offers: readonly FirmOffer[];
  /** The listing still takes offers: accepting needs it. */
  open: boolean;
}) {
  const { accept, reject } = useFirmOfferDecisions(listingId);
  const [decision, setDecision] = useState<OfferDecision | null>(null);
  const shown = offers.map((offer) => ({ ...offer, userName: offer.bidderName }));
  const pending = offers.filter((offer) => offer.status === 'pending').length;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">
        Pazarlık Teklifleri
        {offers.length > 0 && (
          <span className="ml-2 text-sm font-medium text-ink-500">({offers.length})</span>
        )}
      </h2>
      {pending > 0 && (
        <p className="mt-1 text-sm text-ink-600">
          {pending} teklif kararınızı bekliyor. Kabul ettiğiniz teklifle ilan satılır; bekleyen
          diğer teklifler reddedilir.
        </p>
      )}
      {offers.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">Bu ilana henüz teklif verilmemiştir.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100">
          {shown.map((offer) => (
            <li
              key={offer.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-1 items-start justify-between gap-3 sm:justify-start sm:gap-4">
                <div className="min-w-0">
                  <p className="text-base font-bold text-ink-900 tabular-nums">
                    {formatTlSuffix(offer.amount)}
                  </p>
                  <p className="truncate text-sm text-ink-700">{offer.userName}</p>
                  <p className="text-xs text-ink-500">
                    <time dateTime={offer.createdAt}>{formatShortDateTime(offer.createdAt)}</time>
                  </p>
                </div>
                <span
                  className={cx(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                    STATUS_LOOKS[offer.status],
                  )}
                >
                  {OFFER_STATUS_LABELS[offer.status]}
                </span>
              </div>
              {offer.status === 'pending' && (
                <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
                  {open && (
                    <Button
                      onClick={() => setDecision({ kind: 'accept', offer })}
                      aria-label={`${formatTlSuffix(offer.amount)} teklifini kabul et`}
                    >
                      <Check aria-hidden />
                      Kabul Et
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    className={open ? undefined : 'col-span-2'}
                    onClick={() => setDecision({ kind: 'reject', offer })}
                    aria-label={`${formatTlSuffix(offer.amount)} teklifini reddet`}
                  >
                    <X aria-hidden className="text-red-600" />
                    Reddet
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <OfferDecisionDialog
        decision={decision}
        offers={shown}
        onClose={() => setDecision(null)}
        decider={{
          accept: (input) => accept.mutateAsync(input),
          reject: (offerId) => reject.mutateAsync(offerId),
          pending: accept.isPending || reject.isPending,
        }}
      />
    </Card>
  );
}
