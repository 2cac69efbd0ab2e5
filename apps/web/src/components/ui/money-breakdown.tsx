import { formatTl } from '@arsamezat/shared/core/money';
import { cx } from './cx';

export type MoneyBreakdownRow = {
  /** Who is paid, or what the amount is. */
  label: string;
  /** In kuruş. */
  amount: number;
  /** A plain word on it, under the label. */
  detail?: string;
};

/**
 * Who receives what, one amount a row (label left, amount right, a line of detail under it),
 * then a closing sentence — e.g. the winner's sale price, the service fee and the owner's part.
 * Amounts never wrap; labels do, so it fits a 320 px screen.
 */
export function MoneyBreakdown({
  rows,
  footer,
  label,
  className,
}: {
  rows: readonly MoneyBreakdownRow[];
  footer?: string;
  /** The list's accessible name. */
  label: string;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cx('rounded-xl border border-ink-100 bg-surface p-3 text-sm', className)}
    >
      <dl className="divide-y divide-ink-100">
        {rows.map((row) => (
          <div
            key={row.label}
            className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-2 first:pt-0 last:pb-0"
          >
            <dt className="font-medium text-ink-900">{row.label}</dt>
            <dd className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
              {formatTl(row.amount)}
            </dd>
            {row.detail && <dd className="col-span-2 mt-0.5 text-xs text-ink-600">{row.detail}</dd>}
          </div>
        ))}
      </dl>
      {footer && (
        <p className="mt-2 border-t border-ink-100 pt-2 font-medium text-ink-800">{footer}</p>
      )}
    </div>
  );
}
