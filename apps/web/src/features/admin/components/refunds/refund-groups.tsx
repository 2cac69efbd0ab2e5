import type { AdminRefundGroup, AdminRefundsPage } from '@arsamezat/shared/admin/admin-payments';
import { formatTl } from '@arsamezat/shared/core/money';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';

/** The totals of the queue: how many, how much, how many past the 7-business-day promise. */
export function RefundSummary({ summary }: { summary: AdminRefundsPage['summary'] }) {
  const cells = [
    { label: 'İade bekleyen', value: String(summary.count) },
    { label: 'Toplam tutar', value: formatTl(summary.amount) },
    { label: 'Süresi geçen', value: String(summary.overdue), alert: summary.overdue > 0 },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {cells.map((cell) => (
        <Card key={cell.label} className="min-w-0 p-3 sm:p-4">
          <dt className="text-xs font-medium text-ink-500 sm:text-sm">{cell.label}</dt>
          <dd
            className={`mt-1 truncate text-base font-bold tabular-nums sm:text-xl ${cell.alert ? 'text-red-700' : 'text-ink-900'}`}
          >
            {cell.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

type RefundGroupsProps = {
  groups: AdminRefundGroup[];
  onRefundAll: (group: AdminRefundGroup) => void;
};

/** Due refunds by listing: all losers of an auction refunded with one confirmation. */
export function RefundGroups({ groups, onRefundAll }: RefundGroupsProps) {
  if (groups.length === 0) return null;
  return (
    <Card className="overflow-hidden">
      <h3 className="border-b border-ink-100 px-4 py-3 text-sm font-semibold text-ink-800">
        İlana göre bekleyen iadeler
      </h3>
      <ul className="divide-y divide-ink-100">
        {groups.map((group) => (
          <li
            key={group.listing.id}
            data-testid="refund-group"
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-ink-900">{group.listing.title}</p>
              <p className="text-xs text-ink-500">
                {group.count} teminat · {formatTl(group.amount)}
              </p>
            </div>
            <Button variant="secondary" className="shrink-0" onClick={() => onRefundAll(group)}>
              <Undo2 aria-hidden />
              Tümünü İade Et
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
