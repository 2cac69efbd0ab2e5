import type { DashboardStats } from '@arsamezat/shared/member/member-records';
import { formatTl } from '@arsamezat/shared/core/money';
import { Gavel, Timer, Trophy, Wallet, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

const CARDS: readonly {
  key: keyof DashboardStats;
  label: string;
  icon: LucideIcon;
  money?: boolean;
}[] = [
  { key: 'totalBids', label: 'Toplam Teklif', icon: Gavel },
  { key: 'activeAuctions', label: 'Aktif İhaleler', icon: Timer },
  { key: 'wonAuctions', label: 'Kazanılan İhaleler', icon: Trophy },
  { key: 'totalSpent', label: 'Toplam Harcama', icon: Wallet, money: true },
];

/** The four stat cards of spec §2.5, two a row on phones and four from 1024 px. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, money }) => (
        <Card key={key} className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-xs font-medium text-ink-600 sm:text-sm">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="truncate text-xl font-bold tracking-tight text-ink-900 tabular-nums sm:text-2xl">
            {money ? formatTl(stats[key]) : stats[key].toLocaleString('tr-TR')}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
