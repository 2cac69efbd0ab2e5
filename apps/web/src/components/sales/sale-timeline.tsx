import type { SaleView } from '@arsamezat/shared/sales/sale';
import { Check, CircleDot, Circle, X } from 'lucide-react';
import { formatDateTime } from '../../lib/format-date';
import { cx } from '../ui/cx';

type Station = SaleView['steps'][number];

const STATE_WORDS: Record<Station['state'], string> = {
  done: 'tamamlandı',
  current: 'şu anki adım',
  upcoming: 'sırada',
  stopped: 'durdu',
};

function StationIcon({ state }: { state: Station['state'] }) {
  const Icon = { done: Check, current: CircleDot, upcoming: Circle, stopped: X }[state];
  return (
    <span
      className={cx(
        'grid size-8 shrink-0 place-items-center rounded-full ring-2',
        state === 'done' && 'bg-brand-600 text-white ring-brand-600',
        state === 'current' && 'bg-surface text-brand-700 ring-brand-600',
        state === 'upcoming' && 'bg-surface text-ink-400 ring-ink-200',
        state === 'stopped' && 'bg-red-600 text-white ring-red-600',
      )}
    >
      <Icon aria-hidden className="size-4" />
    </span>
  );
}

/**
 * The sale's four stations — Alıcı Onayı, Ödeme Güvencesi, Tapu Randevusu, Tamamlandı — each done
 * (who and when), current (its deadline), upcoming or stopped (a cancelled or defaulted sale; the
 * end line says which). A vertical list, so it reads the same on a 320 px phone and a desktop.
 */
export function SaleTimeline({ sale }: { sale: Pick<SaleView, 'steps' | 'end'> }) {
  return (
    <ol aria-label="Satış adımları" className="space-y-0">
      {sale.steps.map((station, index) => (
        <li
          key={station.step}
          data-state={station.state}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {index < sale.steps.length - 1 && (
            <span
              aria-hidden
              className={cx(
                'absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2',
                station.state === 'done' ? 'bg-brand-600' : 'bg-ink-200',
              )}
            />
          )}
          <StationIcon state={station.state} />
          <div className="min-w-0 pt-1">
            <p
              className={cx(
                'font-semibold',
                station.state === 'upcoming' ? 'text-ink-500' : 'text-ink-900',
              )}
            >
              {station.label}
              <span className="sr-only"> ({STATE_WORDS[station.state]})</span>
            </p>
            {station.state === 'done' && station.doneAt && (
              <p className="text-sm text-ink-600">
                <time dateTime={station.doneAt}>{formatDateTime(station.doneAt)}</time>
                {station.doneBy && <> · {station.doneBy}</>}
              </p>
            )}
            {station.state === 'current' && station.deadline && (
              <p className="text-sm text-ink-600">
                Son tarih:{' '}
                <time dateTime={station.deadline}>{formatDateTime(station.deadline)}</time>
              </p>
            )}
            {station.state === 'stopped' && sale.end && (
              <p className="text-sm font-medium break-words text-red-700">
                {sale.end.kind === 'defaulted' ? 'Temerrüt' : 'İptal'}: {sale.end.reasonLabel}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
