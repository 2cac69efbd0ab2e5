import type { AdminOverview } from '@arsamezat/shared/admin/admin-overview';
import { formatTl } from '@arsamezat/shared/core/money';
import {
  CalendarClock,
  ChevronRight,
  FileCheck2,
  FileClock,
  Handshake,
  Hourglass,
  Mail,
  TimerOff,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { paths } from '../../../../config/paths';

type Tile = {
  label: string;
  count: number;
  detail?: string | undefined;
  to: string;
  icon: LucideIcon;
  /** Draws the eye when something is past its promise (KVKK 30 days). */
  urgent?: boolean;
};

type OverdueSales = NonNullable<AdminOverview['today']['overdueSales']>;

/**
 * 'Süresi geçen satış adımları' (issue 29): the sales whose open step passed its deadline, to
 * the overdue list; none when the overview does not count them.
 */
function overdueSalesTile(overdue: OverdueSales | undefined): Tile[] {
  if (!overdue) return [];
  return [
    {
      label: 'Süresi geçen satış adımları',
      count: overdue.count,
      to: `${paths.adminSales}?filter=overdue`,
      icon: TimerOff,
      urgent: overdue.count > 0,
    },
  ];
}

/** What an operator checks each morning; each tile opens its list (issue 11). */
export function MorningTiles({ overview }: { overview: AdminOverview }) {
  const { today } = overview;
  const admin = paths.admin;
  const tiles: Tile[] = [
    ...overdueSalesTile(today.overdueSales),
    {
      label: 'İade bekleyen teminat',
      count: today.refundsDue.count,
      detail: today.refundsDue.count > 0 ? formatTl(today.refundsDue.amount) : undefined,
      to: `${admin}/refunds`,
      icon: Undo2,
    },
    {
      label: 'Onay bekleyen firma ilanı',
      count: today.listingReviews,
      to: `${admin}/listing-reviews`,
      icon: FileCheck2,
    },
    {
      label: 'Bekleyen pazarlık teklifi',
      count: today.pendingOffers,
      to: `${admin}/offers`,
      icon: Handshake,
    },
    {
      label: 'Bugün sona eren ihale',
      count: today.endingToday,
      to: `${admin}/listings?ending=today`,
      icon: CalendarClock,
    },
    {
      label: 'Beklemede kalan ödeme',
      count: today.stuckPayments,
      detail: today.stuckPayments > 0 ? '30 dakikadan eski' : undefined,
      to: `${admin}/payments?status=pending`,
      icon: Hourglass,
    },
    {
      label: 'Okunmamış mesaj',
      count: today.unreadMessages,
      to: `${admin}/messages?status=unread`,
      icon: Mail,
    },
    {
      label: 'KVKK başvurusu',
      count: today.openKvkk.count,
      detail:
        today.openKvkk.overdue > 0 ? `${today.openKvkk.overdue} tanesi süresini geçti` : undefined,
      to: `${admin}/kvkk`,
      icon: FileClock,
      urgent: today.openKvkk.overdue > 0,
    },
  ];
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-ink-900">Bugün Yapılacaklar</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map(({ label, count, detail, to, icon: Icon, urgent }) => (
          <li key={label}>
            <Link
              to={to}
              className={cx(
                'flex min-h-16 items-center gap-3 rounded-xl border p-3 transition-colors hover:bg-ink-50',
                urgent ? 'border-red-200 bg-red-50/60' : 'border-ink-100',
              )}
            >
              <span
                className={cx(
                  'grid size-10 shrink-0 place-items-center rounded-lg',
                  count > 0 ? 'bg-accent-100 text-accent-800' : 'bg-ink-100 text-ink-500',
                )}
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm text-ink-600">{label}</span>
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="text-xl font-bold text-ink-900 tabular-nums">{count}</span>
                  {detail && (
                    <span
                      className={cx(
                        'text-xs font-medium',
                        urgent ? 'text-red-700' : 'text-ink-500',
                      )}
                    >
                      {detail}
                    </span>
                  )}
                </span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-400" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
