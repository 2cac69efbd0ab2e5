import { formatCountdown, formatCountdownLabel } from '@arsamezat/shared/listings/listing-phase';
import { Clock, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format-date';
import { cx } from '../ui/cx';

/**
 * The device's clock, ticking every second. A sale's deadlines are hours and days away, so the
 * few seconds a phone's clock may be off from the server's do not change what anyone must do.
 */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * A step's deadline in Istanbul time with the time left in the countdown's units (decision 067:
 * '2 gün 23 sa 57 dk'), or 'Süresi geçti' when the server marked the step overdue.
 */
export function SaleDeadline({
  deadline,
  overdue,
  className,
}: {
  deadline: string;
  overdue: boolean;
  className?: string;
}) {
  const remaining = Date.parse(deadline) - useNow();
  const late = overdue || remaining <= 0;
  return (
    <p className={cx('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      <span className="text-ink-700">
        Son tarih: <time dateTime={deadline}>{formatDateTime(deadline)}</time>
      </span>
      {late ? (
        <span
          data-testid="sale-overdue"
          className="inline-flex items-center gap-1 rounded-lg bg-red-50 px-2 py-0.5 font-semibold text-red-700"
        >
          <TriangleAlert aria-hidden className="size-4" /> Süresi geçti
        </span>
      ) : (
        <span
          className="inline-flex items-center gap-1 rounded-lg bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 tabular-nums"
          aria-label={`Kalan süre: ${formatCountdownLabel(remaining)}`}
        >
          <Clock aria-hidden className="size-4" />
          <span aria-hidden>Kalan süre: {formatCountdown(remaining)}</span>
        </span>
      )}
    </p>
  );
}
