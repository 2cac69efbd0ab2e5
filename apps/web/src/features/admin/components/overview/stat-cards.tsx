import type { AdminOverview } from '@arsamezat/shared/admin-overview';
import { CalendarClock, Gavel, LandPlot, Users, type LucideIcon } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';

type Stat = { label: string; value: number; icon: LucideIcon; tone: string };

/** The overview's counts. */
export function StatCards({ overview }: { overview: AdminOverview }) {
  const stats: Stat[] = [
    {
      label: 'Toplam İlan',
      value: overview.listings.total,
      icon: LandPlot,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Aktif İlan',
      value: overview.listings.active,
      icon: Gavel,
      tone: 'bg-brand-700 text-white',
    },
    {
      label: 'Yaklaşan İlan',
      value: overview.listings.upcoming,
      icon: CalendarClock,
      tone: 'bg-accent-100 text-accent-700',
    },
    {
      label: 'Toplam Kullanıcı',
      value: overview.users.total,
      icon: Users,
      tone: 'bg-ink-100 text-ink-700',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="flex items-center gap-3 p-4">
            <span className={cx('grid size-11 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="truncate text-xs font-medium text-ink-500">{label}</p>
              <p className="text-2xl font-bold text-ink-900 tabular-nums">
                {value.toLocaleString('tr-TR')}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2.8: active, upcoming and completed as a percentage of all listings. */
export function PhaseBars({ overview }: { overview: AdminOverview }) {
  const { total, active, upcoming, ended } = overview.listings;
  const bars = [
    { label: 'Aktif', value: active, color: 'bg-brand-600' },
    { label: 'Yaklaşan', value: upcoming, color: 'bg-accent-400' },
    { label: 'Tamamlanan', value: ended, color: 'bg-ink-400' },
  ];
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-ink-900">Durum Dağılımı</h3>
      <ul className="mt-4 space-y-4">
        {bars.map(({ label, value, color }) => {
          const percent = total > 0 ? Math.round((value / total) * 100) : 0;
          return (
            <li key={label}>
              <div className="mb-1.5 flex justify-between text-sm">
                <span className="font-medium text-ink-700">{label}</span>
                <span className="text-ink-500 tabular-nums">
                  {value} · %{percent}
                </span>
              </div>
              <div
                role="meter"
                aria-label={label}
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-2.5 overflow-hidden rounded-full bg-ink-100"
              >
                <div
                  className={cx('h-full rounded-full', color)}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
