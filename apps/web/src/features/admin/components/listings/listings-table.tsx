import type { AdminListingSummary } from '@arsamezat/shared/admin/admin-listing-queries';
import { formatTl } from '@arsamezat/shared/core/money';
import { Link } from 'react-router';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';
import { ListingActions } from './listing-actions';
import { ListingThumb } from './listing-thumb';
import { PublicationBadge, StatusBadge, TypeBadge } from './status-badge';

type ListingsViewProps = {
  listings: AdminListingSummary[];
  onDelete: (listing: AdminListingSummary) => void;
};

const th =
  'px-2.5 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase';

/** The end as two short lines, date over time, so the actions fit at 1280 px. */
function EndsAt({ value }: { value: string }) {
  const [date, time] = formatShortDateTime(value).split(' ');
  return (
    <time dateTime={value}>
      <span className="block">{date}</span>
      <span className="block text-xs text-ink-500">{time}</span>
    </time>
  );
}

/**
 * The listings as a table, from 1024 px up (spec §2.8; cards below). Every column but the title
 * keeps its natural width and never wraps; the title takes the rest (two lines at most), with the
 * province and the type under it, and the actions are always whole (two by two below 1280 px).
 */
export function ListingsTable({ listings, onDelete }: ListingsViewProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[38rem] border-collapse text-sm">
        <thead className="border-b border-ink-100 bg-ink-50/60">
          <tr>
            <th scope="col" className={th}>
              <span className="sr-only">Görsel</span>
            </th>
            <th scope="col" className={th}>
              Başlık
            </th>
            <th scope="col" className={`${th} text-right`}>
              Fiyat
            </th>
            <th scope="col" className={th}>
              Bitiş Tarihi
            </th>
            <th scope="col" className={th}>
              Durum
            </th>
            <th scope="col" className={`${th} text-right`}>
              İşlemler
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {listings.map((listing) => (
            <tr key={listing.id} className="transition-colors hover:bg-ink-50/60">
              <td className="w-16 py-3 pr-1 pl-3">
                <ListingThumb
                  url={listing.coverImage?.thumbnailUrl ?? null}
                  className="h-10 w-14"
                />
              </td>
              <td className="min-w-40 px-2.5 py-3">
                <Link
                  to={adminPaths.listing(listing.id)}
                  className="line-clamp-2 font-semibold text-ink-900 hover:text-brand-700"
                >
                  {listing.title}
                </Link>
                <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-ink-500">
                  <span className="truncate">{listing.city}</span>
                  <span className="shrink-0">
                    <TypeBadge type={listing.listingType} />
                  </span>
                </p>
              </td>
              <td className="px-2.5 py-3 text-right font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                {formatTl(listing.displayPrice)}
              </td>
              <td className="px-2.5 py-3 whitespace-nowrap text-ink-700 tabular-nums">
                <EndsAt value={listing.endsAt} />
              </td>
              <td className="px-2.5 py-3 whitespace-nowrap">
                <span className="flex flex-col items-start gap-1">
                  <StatusBadge listing={listing} />
                  <PublicationBadge publication={listing.publication} />
                </span>
              </td>
              <td className="w-px py-3 pr-3 pl-1 whitespace-nowrap">
                <ListingActions listing={listing} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
