import type { ListingReviewItem } from '@arsamezat/shared/admin/admin-listing-reviews';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';
import { TypeBadge } from '../listings/status-badge';

const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-4 py-3 text-sm';
const when = (value: string | null) => (value ? formatShortDateTime(value) : '—');

/** Firms' listings waiting for approval: a table from 768 px, a list below; each opens its review. */
export function ReviewQueueList({ items }: { items: ListingReviewItem[] }) {
  return (
    <>
      <ul className="divide-y divide-ink-100 md:hidden">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={adminPaths.listingReview(item.id)}
              className="flex items-center gap-3 px-5 py-3 hover:bg-ink-50"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="line-clamp-2 font-semibold text-ink-900">{item.title}</p>
                <p className="truncate text-sm text-ink-700">{item.firm.title}</p>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500">
                  <TypeBadge type={item.listingType} />
                  <span>Gönderildi: {when(item.submittedAt)}</span>
                </div>
                <p className="text-xs text-ink-500">
                  {formatShortDateTime(item.startsAt)} – {formatShortDateTime(item.endsAt)}
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
              <th className={th}>Firma</th>
              <th className={th}>Gönderildi</th>
              <th className={th}>Tarihler</th>
              <th className={th}>
                <span className="sr-only">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {items.map((item) => (
              <tr key={item.id}>
                <td className={`${td} max-w-80`}>
                  <Link
                    to={adminPaths.listingReview(item.id)}
                    className="line-clamp-2 font-semibold text-ink-900 hover:text-brand-700"
                  >
                    {item.title}
                  </Link>
                  <div className="mt-1 flex items-center gap-2 text-xs text-ink-500">
                    <TypeBadge type={item.listingType} />
                    {item.city}
                  </div>
                </td>
                <td className={`${td} max-w-60 font-medium text-ink-900`}>{item.firm.title}</td>
                <td className={`${td} whitespace-nowrap text-ink-600`}>{when(item.submittedAt)}</td>
                <td className={`${td} whitespace-nowrap text-ink-600`}>
                  <p>Başlangıç: {formatShortDateTime(item.startsAt)}</p>
                  <p>Bitiş: {formatShortDateTime(item.endsAt)}</p>
                </td>
                <td className={`${td} text-right`}>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={adminPaths.listingReview(item.id)}>İncele</Link>
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
