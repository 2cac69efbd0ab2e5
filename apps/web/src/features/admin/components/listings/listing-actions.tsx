import type { AdminListingSummary } from '@arsamezat/shared/admin/admin-listing-queries';
import { ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../../components/ui/cx';
import { paths } from '../../../../config/paths';
import { adminPaths } from '../../admin-paths';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 [&_svg]:size-4';

function Tip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="group/tip relative inline-flex">
      {children}
      <span
        aria-hidden
        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 rounded-md bg-ink-900 px-2 py-1 text-xs whitespace-nowrap text-white opacity-0 transition-opacity group-focus-within/tip:opacity-100 group-hover/tip:opacity-100"
      >
        {label}
      </span>
    </span>
  );
}

type ListingActionsProps = {
  listing: AdminListingSummary;
  onDelete: (listing: AdminListingSummary) => void;
  /** Icons only (table) or icons with words (mobile cards). */
  compact?: boolean;
};

/**
 * Details / Edit / Delete and the public page of one listing (spec §2.8). Delete only where the
 * server says it would delete (its details page says why not).
 */
export function ListingActions({ listing, onDelete, compact = true }: ListingActionsProps) {
  const labelled = (label: string) => (compact ? <span className="sr-only">{label}</span> : label);
  const look = compact
    ? iconButton
    : 'flex h-14 flex-col items-center justify-center gap-1 rounded-lg border border-ink-200 text-xs font-medium text-ink-700 hover:bg-ink-50 [&_svg]:size-4';
  const wrap = (label: string, node: ReactNode) =>
    compact ? <Tip label={label}>{node}</Tip> : node;
  return (
    <div
      className={
        compact
          ? // Two by two below 1280 px, where the table has less room: every action stays whole.
            'grid grid-cols-[auto_auto] justify-end gap-0.5 xl:flex xl:items-center'
          : cx('grid gap-2', listing.deletion.allowed ? 'grid-cols-4' : 'grid-cols-3')
      }
    >
      {wrap(
        'Detaylar',
        <Link to={adminPaths.listing(listing.id)} className={look}>
          <Eye aria-hidden />
          {labelled('Detaylar')}
        </Link>,
      )}
      {wrap(
        'Düzenle',
        <Link to={adminPaths.editListing(listing.id)} className={look}>
          <Pencil aria-hidden />
          {labelled('Düzenle')}
        </Link>,
      )}
      {wrap(
        'İlan sayfası',
        <Link
          to={paths.listing(listing.id)}
          target="_blank"
          rel="noopener"
          className={look}
          aria-label={compact ? undefined : 'İlan sayfası'}
        >
          <ExternalLink aria-hidden />
          {labelled(compact ? 'İlan sayfası' : 'Sayfa')}
        </Link>,
      )}
      {/* In the table an empty slot keeps the icons of every row in their columns. */}
      {!listing.deletion.allowed && compact && <span aria-hidden className="size-11" />}
      {listing.deletion.allowed &&
        wrap(
          'Sil',
          <button
            type="button"
            onClick={() => onDelete(listing)}
            className={cx(look, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          >
            <Trash2 aria-hidden />
            {labelled('Sil')}
          </button>,
        )}
    </div>
  );
}
