import { formatTl } from '@arsamezat/shared/core/money';
import { SALE_STEP_LABELS, type SaleListItem } from '@arsamezat/shared/sales/sale';
import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { Card } from '../ui/card';
import { cx } from '../ui/cx';
import { SaleDeadline } from './sale-deadline';
import { SALE_ACTION_NOW, runnerUpLine } from './sale-labels';

const STEP_LOOK: Record<SaleListItem['step'], string> = {
  buyer_confirmation: 'bg-accent-100 text-ink-900',
  payment_security: 'bg-accent-100 text-ink-900',
  title_appointment: 'bg-accent-100 text-ink-900',
  completed: 'bg-brand-600 text-white',
  cancelled: 'bg-ink-600 text-white',
  defaulted: 'bg-red-600 text-white',
};

/**
 * One sale in a list (the member's 'Kazandıklarım', the firm's 'Satışlarım'): the listing, the
 * price, the step and its deadline, 'Şimdi: …' when it is the viewer's turn, the runner-up's own
 * line, and the way to the sale page.
 */
export function SaleListCard({
  sale,
  showBuyer = false,
}: {
  sale: SaleListItem;
  showBuyer?: boolean;
}) {
  const runnerUp = sale.viewer === 'runner_up' ? runnerUpLine(sale, formatDate) : null;
  const open = sale.step !== 'completed' && sale.step !== 'cancelled' && sale.step !== 'defaulted';
  return (
    <Card className="p-4 sm:p-5" data-testid="sale-card">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className={cx('rounded-full px-2.5 py-1 font-semibold', STEP_LOOK[sale.step])}>
          {SALE_STEP_LABELS[sale.step]}
        </span>
        <span className="font-medium text-ink-600">Satış {sale.number}</span>
      </div>
      <h3 className="mt-2 text-base font-semibold break-words text-ink-900">
        {sale.listing.title}
      </h3>
      <p className="mt-1 flex items-center gap-1 text-sm text-ink-600">
        <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
        {sale.listing.province} / {sale.listing.district}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-600">
          {sale.viewer === 'runner_up' ? 'Kazanan teklif' : 'Satış bedeli'}
        </dt>
        <dd className="font-semibold text-ink-900 tabular-nums">{formatTl(sale.price)}</dd>
        {showBuyer && (
          <>
            <dt className="text-ink-600">Alıcı</dt>
            <dd className="break-words text-ink-900">{sale.buyerName}</dd>
          </>
        )}
        <dt className="text-ink-600">Başlangıç</dt>
        <dd className="text-ink-900">
          <time dateTime={sale.createdAt}>{formatDate(sale.createdAt)}</time>
        </dd>
      </dl>
      {open && sale.stepDeadline && sale.viewer !== 'runner_up' && (
        <SaleDeadline className="mt-2" deadline={sale.stepDeadline} overdue={sale.overdue} />
      )}
      {runnerUp && (
        <p className="mt-3 rounded-lg bg-accent-50 px-3 py-2 text-sm font-medium text-ink-800">
          {runnerUp}
        </p>
      )}
      {sale.nextAction && (
        <p className="mt-3 text-sm font-semibold text-brand-800">
          Şimdi: {SALE_ACTION_NOW[sale.nextAction]}
        </p>
      )}
      <Link
        to={paths.sale(sale.id)}
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Satış sayfasına git <ArrowRight aria-hidden className="size-4" />
        <span className="sr-only">: {sale.listing.title}</span>
      </Link>
    </Card>
  );
}
