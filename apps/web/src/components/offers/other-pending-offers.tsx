import { formatTl } from '@arsamezat/shared/core/money';
import { cx } from '../ui/cx';
import type { DecidableOffer } from './offer-decision-dialog';

/**
 * The other pending offers of a listing, highest first, in the accept dialog: each sender and
 * amount, those above the offer being accepted marked 'Daha yüksek'.
 */
export function OtherPendingOffers({
  offers,
  chosenAmount,
}: {
  offers: readonly Pick<DecidableOffer, 'id' | 'amount' | 'userName'>[];
  chosenAmount: number;
}) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="other-pending-offers" className="rounded-xl border border-ink-200">
      <h3
        id="other-pending-offers"
        className="border-b border-ink-100 px-3 py-2 text-xs font-semibold tracking-wide text-ink-500 uppercase"
      >
        Bekleyen diğer teklifler ({offers.length})
      </h3>
      <ul className="max-h-48 divide-y divide-ink-100 overflow-y-auto">
        {offers.map((offer) => {
          const higher = offer.amount > chosenAmount;
          return (
            <li
              key={offer.id}
              className={cx(
                'flex items-center justify-between gap-3 px-3 py-2 text-sm',
                higher && 'bg-accent-50',
              )}
            >
              <span className="min-w-0 break-words text-ink-800">{offer.userName}</span>
              <span className="flex shrink-0 items-center gap-2">
                {higher && (
                  <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Daha yüksek
                  </span>
                )}
                <span
                  className={cx(
                    'tabular-nums',
                    higher ? 'font-bold text-ink-900' : 'font-semibold text-ink-700',
                  )}
                >
                  {formatTl(offer.amount)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
