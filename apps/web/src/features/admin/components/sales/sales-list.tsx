import { formatTl } from '@arsamezat/shared/core/money';
import { isOpenSaleStep, type SaleListItem } from '@arsamezat/shared/sales/sale';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';
import { nextActionText, RUNNER_UP_STATUS_LABELS } from '../../lib/sale-labels';
import { OverdueChip, SaleStepChip } from './sale-badges';

type SalesListProps = { sales: SaleListItem[] };

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';

/** The sale's number (a link to its page) and the listing. */
function SaleTitle({ sale }: { sale: SaleListItem }) {
  return (
    <>
      <Link
        to={adminPaths.sale(sale.id)}
        className="font-mono text-xs font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        {sale.number}
      </Link>
      <p className="mt-0.5 line-clamp-2 font-semibold break-words text-ink-900">
        {sale.listing.title}
      </p>
      <p className="text-xs text-ink-500">
        {sale.listing.district}, {sale.listing.province}
      </p>
    </>
  );
}

function Parties({ sale }: { sale: SaleListItem }) {
  return (
    <>
      <p className="break-words text-ink-900">
        <span className="text-xs text-ink-500">Alıcı: </span>
        {sale.buyerName}
      </p>
      <p className="text-xs break-words text-ink-600">Firma: {sale.firmTitle ?? '—'}</p>
    </>
  );
}

/** The step, its deadline in Istanbul time, the overdue mark and the runner-up's state. */
function StepAndDeadline({ sale }: { sale: SaleListItem }) {
  const open = isOpenSaleStep(sale.step);
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap gap-1">
        <SaleStepChip step={sale.step} />
        {sale.overdue && <OverdueChip />}
      </div>
      {open && sale.stepDeadline && (
        <p
          className={cx(
            'text-xs tabular-nums',
            sale.overdue ? 'font-semibold text-red-700' : 'text-ink-600',
          )}
        >
          Son tarih: {formatShortDateTime(sale.stepDeadline)}
        </p>
      )}
      {sale.runnerUpStatus && (
        <p className="text-xs text-ink-600">
          Yedek Alıcı: {RUNNER_UP_STATUS_LABELS[sale.runnerUpStatus]}
        </p>
      )}
    </div>
  );
}

/** 'Sonraki İşlem' and the way to the sale's page, where the action is taken. */
function NextAction({ sale, stacked }: { sale: SaleListItem; stacked?: boolean }) {
  const text = nextActionText(sale);
  return (
    <div className={cx('flex gap-2', stacked ? 'flex-col items-end' : 'flex-wrap items-center')}>
      {text && (
        <p
          className={cx(
            'text-sm',
            sale.nextAction ? 'font-semibold text-ink-900' : 'text-ink-600',
            stacked && 'text-right',
          )}
        >
          {text}
        </p>
      )}
      <Button asChild size="sm" variant={sale.nextAction ? 'primary' : 'outline'}>
        <Link to={adminPaths.sale(sale.id)} aria-label={`${sale.number} satışını aç`}>
          Satışı Aç
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}

/**
 * The sales as a table from 1024 px up: the number sits over the listing and the firm under the
 * buyer, so the five columns and the action stay whole beside the admin menu from 1024 to
 * 1440 px (issue 26 item 8). An overdue row is tinted, besides its 'Süresi geçti' mark.
 */
export function SalesTable({ sales }: SalesListProps) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead className="border-b border-ink-100 bg-ink-50/60">
        <tr>
          <th scope="col" className={th}>
            Satış No / İlan
          </th>
          <th scope="col" className={th}>
            Alıcı / Firma
          </th>
          <th scope="col" className={`${th} text-right`}>
            Fiyat
          </th>
          <th scope="col" className={th}>
            Adım / Son Tarih
          </th>
          <th scope="col" className={`${th} text-right`}>
            Sonraki İşlem
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {sales.map((sale) => (
          <tr key={sale.id} className={cx('align-top', sale.overdue && 'bg-red-50/50')}>
            <td className="px-3 py-3">
              <SaleTitle sale={sale} />
            </td>
            <td className="px-3 py-3">
              <Parties sale={sale} />
            </td>
            <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-ink-900 tabular-nums">
              {formatTl(sale.price)}
            </td>
            <td className="px-3 py-3">
              <StepAndDeadline sale={sale} />
            </td>
            <td className="px-3 py-3">
              <NextAction sale={sale} stacked />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same sales as cards below 1024 px: everything in one column, the action last. */
export function SaleCards({ sales }: SalesListProps) {
  return (
    <ul className="divide-y divide-ink-100">
      {sales.map((sale) => (
        <li key={sale.id} className={cx('space-y-2 p-4', sale.overdue && 'bg-red-50/50')}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <SaleTitle sale={sale} />
            </div>
            <p className="shrink-0 font-semibold text-ink-900 tabular-nums">
              {formatTl(sale.price)}
            </p>
          </div>
          <Parties sale={sale} />
          <StepAndDeadline sale={sale} />
          <NextAction sale={sale} />
        </li>
      ))}
    </ul>
  );
}
