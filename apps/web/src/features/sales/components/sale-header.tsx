import { formatTl } from '@arsamezat/shared/core/money';
import { SALE_STEP_LABELS, type SaleView } from '@arsamezat/shared/sales/sale';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';

const VIEWER_LABELS: Record<SaleView['viewer'], string> = {
  buyer: 'Alıcı',
  runner_up: 'Yedek Alıcı',
  firm: 'Satıcı firma',
  operator: 'ArsaMezat yöneticisi',
};

/** The sale's title ('Satış SAT-2026-000123'), its listing, the parcel, the price and who is looking. */
export function SaleHeader({ sale }: { sale: SaleView }) {
  const { listing } = sale;
  const place = [listing.province, listing.district, listing.neighbourhood]
    .filter(Boolean)
    .join(' / ');
  return (
    <header className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span
          className={cx(
            'rounded-full px-2.5 py-1 text-white',
            sale.step === 'defaulted'
              ? 'bg-red-600'
              : sale.step === 'cancelled'
                ? 'bg-ink-600'
                : 'bg-brand-700',
          )}
        >
          {SALE_STEP_LABELS[sale.step]}
        </span>
        <span className="rounded-full bg-ink-100 px-2.5 py-1 text-ink-700">
          Siz: {VIEWER_LABELS[sale.viewer]}
        </span>
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        Satış {sale.number}
      </h1>
      <p className="text-base font-semibold break-words text-ink-900">
        <Link
          to={paths.listing(listing.id)}
          className="underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {listing.title}
        </Link>
      </p>
      <p className="flex items-center gap-1.5 text-sm text-ink-600">
        <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
        {place}
      </p>
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
        {(listing.ada ?? listing.parsel) && (
          <>
            <dt className="text-ink-600">Ada / Parsel</dt>
            <dd className="text-ink-900">
              {listing.ada ?? '—'} / {listing.parsel ?? '—'}
            </dd>
          </>
        )}
        {/* The runner-up's own amount is in their answer; this is the winner's price. */}
        <dt className="text-ink-600">
          {sale.viewer === 'runner_up' ? 'Kazanan teklif' : 'Satış bedeli'}
        </dt>
        <dd className="text-lg font-bold text-ink-900 tabular-nums">{formatTl(sale.price)}</dd>
        {sale.viewer !== 'buyer' && (
          <>
            <dt className="text-ink-600">Alıcı</dt>
            <dd className="break-words text-ink-900">
              {sale.buyer.name}
              {sale.buyer.phone && (
                <>
                  {' · '}
                  <a
                    className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline"
                    href={`tel:${sale.buyer.phone}`}
                  >
                    {sale.buyer.phone}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        {sale.firm && sale.viewer !== 'firm' && (
          <>
            <dt className="text-ink-600">Satıcı</dt>
            <dd className="break-words text-ink-900">
              <Link
                to={paths.firmPage(sale.firm.slug)}
                className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline"
              >
                {sale.firm.title}
              </Link>
            </dd>
          </>
        )}
      </dl>
    </header>
  );
}
