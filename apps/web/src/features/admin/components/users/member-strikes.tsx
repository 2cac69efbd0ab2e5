import type { AdminUserDetail } from '@arsamezat/shared/admin/admin-users';
import { SALE_END_REASON_LABELS, type SaleEndReason } from '@arsamezat/shared/sales/sale';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { Notice } from '../../../../components/ui/notice';
import { formatDate, formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';

type Strikes = NonNullable<AdminUserDetail['strikes']>;

/** The server writes the reason's Turkish line; an older row may hold the reason's key. */
const reasonText = (reason: string) =>
  Object.hasOwn(SALE_END_REASON_LABELS, reason)
    ? SALE_END_REASON_LABELS[reason as SaleEndReason]
    : reason;

/**
 * 'Uyarılar (Temerrüt)' (issue 29): the member's own defaults on sales, each with its sale, and
 * whether the count within the window blocks new deposits (and until when). Drawn only when the
 * member's answer carries them.
 */
export function MemberStrikes({ strikes }: { strikes?: Strikes | undefined }) {
  if (!strikes) return null;
  const { status, items } = strikes;
  return (
    <Card className="overflow-hidden">
      <h3 className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-3 text-base font-semibold text-ink-900">
        Uyarılar (Temerrüt)
        <span
          className={cx(
            'rounded-full px-2 text-xs tabular-nums',
            status.count > 0 ? 'bg-red-100 text-red-800' : 'bg-ink-100 text-ink-600',
          )}
          title="Süresi içinde sayılan uyarılar"
        >
          {status.count}
        </span>
      </h3>
      {status.blocked && (
        <div className="px-5 pt-4">
          <Notice tone="error" title="Uyarı sınırına ulaştı: yeni teminat yatıramaz.">
            {status.until && <p>Engel {formatDate(status.until)} tarihinde kalkar.</p>}
          </Notice>
        </div>
      )}
      {items.length === 0 ? (
        <p className="px-5 py-4 text-sm text-ink-500">Uyarı yok.</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {items.map((strike) => (
            <li key={strike.id} className="space-y-1 px-5 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                {strike.saleId ? (
                  <Link
                    to={adminPaths.sale(strike.saleId)}
                    className="font-mono text-xs font-semibold text-brand-700 hover:underline"
                  >
                    {strike.saleNumber ?? 'Satışı aç'}
                  </Link>
                ) : (
                  <span className="text-xs text-ink-500">Satış kaydı yok</span>
                )}
                <span
                  className={cx(
                    'rounded-full px-2 py-0.5 text-xs font-medium',
                    strike.counting ? 'bg-red-50 text-red-800' : 'bg-ink-100 text-ink-600',
                  )}
                >
                  {strike.counting ? 'Sayılıyor' : 'Süresi doldu'}
                </span>
              </div>
              <p className="break-words text-ink-900">{reasonText(strike.reason)}</p>
              <p className="text-xs text-ink-500">{formatShortDateTime(strike.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
