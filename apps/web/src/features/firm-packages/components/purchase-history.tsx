import { formatTl } from '@arsamezat/shared/core/money';
import {
  FIRM_PACKAGE_TEXTS,
  PURCHASE_STATUS_LABELS,
  type PackagePurchase,
} from '@arsamezat/shared/firms/listing-packages';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';
import { formatDate, formatShortDateTime } from '../../../lib/format-date';
import { packageTerms } from './package-terms';

const STATUS_LOOK: Record<PackagePurchase['status'], string> = {
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  pending: 'bg-accent-50 text-accent-800 ring-accent-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
};

function StatusChip({ status }: { status: PackagePurchase['status'] }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_LOOK[status],
      )}
    >
      {PURCHASE_STATUS_LABELS[status]}
    </span>
  );
}

/** The firm's purchases, newest first: date, package, amount, status and the receipt. */
export function PurchaseHistory({ purchases }: { purchases: PackagePurchase[] }) {
  if (purchases.length === 0) {
    return (
      <p className="rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
        {FIRM_PACKAGE_TEXTS.noPurchases}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-surface shadow-card">
      {purchases.map((purchase) => (
        <li
          key={purchase.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <p className="font-semibold break-words text-ink-900">{purchase.packageName}</p>
            <p className="text-sm text-ink-600">
              {packageTerms(purchase)} · {formatShortDateTime(purchase.createdAt)}
            </p>
            <p className="text-xs text-ink-500">
              {[
                purchase.purchasedBy ? `Satın alan: ${purchase.purchasedBy}` : null,
                purchase.expiresAt ? `Son kullanma: ${formatDate(purchase.expiresAt)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:justify-end">
            <span className="font-semibold text-ink-900 tabular-nums">
              {formatTl(purchase.amount)}
            </span>
            <StatusChip status={purchase.status} />
            {purchase.status === 'completed' && (
              <Link
                to={paths.firmPackageReceipt(purchase.id)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <Receipt aria-hidden />
                {FIRM_PACKAGE_TEXTS.receipt}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
