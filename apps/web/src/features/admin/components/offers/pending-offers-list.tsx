import { formatTlSuffix } from '@arsamezat/shared/core/money';
import type { AdminPendingOffer } from '@arsamezat/shared/trading/offers';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';

const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-4 py-3 text-sm';

/** Pending offers: a table from 768 px, a list below it; each opens its listing's details. */
export function PendingOffersList({ offers }: { offers: AdminPendingOffer[] }) {
  return (
    <>
      <ul className="divide-y divide-ink-100 md:hidden">
        {offers.map((offer) => (
          <li key={offer.id}>
            <Link
              to={adminPaths.listing(offer.listing.id)}
              className="flex items-center gap-3 px-5 py-3 hover:bg-ink-50"
            >
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="line-clamp-2 font-semibold text-ink-900">{offer.listing.title}</p>
                <p className="text-sm text-ink-700">
                  <span className="font-semibold tabular-nums">{formatTlSuffix(offer.amount)}</span>
                  {' · '}
                  {offer.user.fullName}
                </p>
                <p className="text-xs text-ink-500">
                  {formatShortDateTime(offer.createdAt)} · {offer.user.phone}
                </p>
              </div>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-ink-400" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full">
          <thead className="border-b border-ink-100 bg-ink-50/60">
            <tr>
              <th className={th}>İlan</th>
              <th className={th}>Teklif Veren</th>
              <th className={`${th} text-right`}>Tutar</th>
              <th className={th}>Tarih</th>
              <th className={th}>
                <span className="sr-only">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {offers.map((offer) => (
              <tr key={offer.id}>
                <td className={`${td} max-w-80`}>
                  <Link
                    to={adminPaths.listing(offer.listing.id)}
                    className="line-clamp-2 font-semibold text-ink-900 hover:text-brand-700"
                  >
                    {offer.listing.title}
                  </Link>
                  <p className="text-xs text-ink-500">
                    Bitiş: {formatShortDateTime(offer.listing.endsAt)}
                  </p>
                </td>
                <td className={td}>
                  <p className="font-medium text-ink-900">{offer.user.fullName}</p>
                  <a href={`tel:+90${offer.user.phone}`} className="text-xs text-brand-700">
                    {offer.user.phone}
                  </a>
                </td>
                <td className={`${td} text-right font-semibold whitespace-nowrap tabular-nums`}>
                  {formatTlSuffix(offer.amount)}
                </td>
                <td className={`${td} whitespace-nowrap text-ink-600`}>
                  {formatShortDateTime(offer.createdAt)}
                </td>
                <td className={`${td} text-right`}>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={adminPaths.listing(offer.listing.id)}>Karar Ver</Link>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
