import {
  formatCountdown,
  formatCountdownLabel,
  isCountdownWarning,
} from '@arsamezat/shared/listings/listing-phase';
import { Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cx } from '../../../components/ui/cx';
import { useServerNow } from '../hooks/use-server-now';

type CountdownProps = {
  /** ISO time the countdown runs to. */
  to: string;
  /** Called once when the time runs out while shown (not when it was already over). */
  onExpire?: () => void;
  className?: string;
};

/**
 * Time left to `to` by the server's clock, ticking every second (spec §4): warning colours under
 * five minutes, 'Süre doldu' at zero. Screen readers get the time in words ('2 gün 23 saat 57
 * dakika kaldı') instead of the abbreviations and colons.
 */
export function Countdown({ to, onExpire, className }: CountdownProps) {
  const remaining = Date.parse(to) - useServerNow();
  const expired = remaining <= 0;
  const warning = isCountdownWarning(remaining);

  const wasExpired = useRef(expired);
  useEffect(() => {
    if (expired && !wasExpired.current) onExpire?.();
    wasExpired.current = expired;
  }, [expired, onExpire]);

  return (
    <span
      role="timer"
      aria-label={formatCountdownLabel(remaining)}
      data-warning={warning || undefined}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold tabular-nums',
        warning
          ? 'bg-red-50 text-red-700'
          : expired
            ? 'bg-ink-100 text-ink-600'
            : 'bg-brand-50 text-brand-800',
        className,
      )}
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      <span aria-hidden>{formatCountdown(remaining)}</span>
    </span>
  );
}
