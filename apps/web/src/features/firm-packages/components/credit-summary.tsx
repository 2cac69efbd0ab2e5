import { formatInteger } from '@arsamezat/shared/core/number-format';
import { FIRM_PACKAGE_TEXTS, type FirmCredits } from '@arsamezat/shared/firms/listing-packages';
import { CircleCheck, Clock, Hourglass, Ticket } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';

/**
 * The firm's listing credits: what it may still send ('Kalan ilan hakkı'), what listings waiting
 * for approval hold, what was used, and credits that expired unspent ('Süresi doldu', dated).
 */
export function CreditSummary({ credits }: { credits: FirmCredits }) {
  return (
    <section aria-labelledby="credits-title">
      <h2 id="credits-title" className="sr-only">
        İlan hakları
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Card className="col-span-2 p-4 sm:p-5 lg:col-span-1">
          <p className="flex items-center gap-2 text-sm font-medium text-ink-600">
            <Ticket aria-hidden className="size-4 text-brand-600" />
            {FIRM_PACKAGE_TEXTS.available}
          </p>
          <p className="mt-1 text-3xl font-bold text-brand-800 tabular-nums">
            {formatInteger(credits.available)}
          </p>
          <p className="mt-1 text-xs text-ink-500">
            {credits.nextExpiry
              ? `İlk hakkınızın son kullanma tarihi: ${formatDate(credits.nextExpiry)}`
              : 'Kullanılabilir ilan hakkınız yok.'}
          </p>
        </Card>
        <Card className="p-4 sm:p-5">
          <p className="flex items-center gap-2 text-sm font-medium text-ink-600">
            <Hourglass aria-hidden className="size-4 text-accent-600" />
            {FIRM_PACKAGE_TEXTS.reserved}
          </p>
          <p className="mt-1 text-2xl font-bold text-ink-900 tabular-nums">
            {formatInteger(credits.reserved)}
          </p>
        </Card>
        <Card className="p-4 sm:p-5">
          <p className="flex items-center gap-2 text-sm font-medium text-ink-600">
            <CircleCheck aria-hidden className="size-4 text-ink-500" />
            {FIRM_PACKAGE_TEXTS.used}
          </p>
          <p className="mt-1 text-2xl font-bold text-ink-900 tabular-nums">
            {formatInteger(credits.used)}
          </p>
        </Card>
      </div>
      {credits.expired.length > 0 && (
        <ul className="mt-3 space-y-1.5">
          {credits.expired.map((group) => (
            <li
              key={group.expiresAt}
              className="flex items-center gap-2 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700"
            >
              <Clock aria-hidden className="size-4 shrink-0 text-ink-500" />
              <span>
                <strong className="font-semibold">
                  {formatInteger(group.count)} ilan hakkı — {FIRM_PACKAGE_TEXTS.expired}
                </strong>{' '}
                ({formatDate(group.expiresAt)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
