import type { AdminOverview } from '@arsamezat/shared/admin/admin-overview';
import { formatTl } from '@arsamezat/shared/core/money';
import { Banknote, Gavel, LandPlot, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';

type Stat = { label: string; value: string; icon: LucideIcon; tone: string; wide?: boolean };

const count = (value: number) => value.toLocaleString('tr-TR');

/** The overview's counts (spec §2.8): listings, active, users, completed payments in ₺, bids. */
export function StatCards({ overview }: { overview: AdminOverview }) {
  const stats: Stat[] = [
    {
      label: 'Toplam İlan',
      value: count(overview.listings.total),
      icon: LandPlot,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Aktif İlan',
      value: count(overview.listings.active),
      icon: Gavel,
      tone: 'bg-brand-700 text-white',
    },
    {
      label: 'Toplam Kullanıcı',
      value: count(overview.users.total),
      icon: Users,
      tone: 'bg-ink-100 text-ink-700',
    },
    {
      label: 'Son 7 Günde Teklif',
      value: count(overview.recentBids),
      icon: TrendingUp,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Toplam Ödeme',
      value: formatTl(overview.payments.completedAmount),
      icon: Banknote,
      tone: 'bg-accent-100 text-accent-700',
      // Lira amounts need the whole row on a phone.
      wide: true,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-5">
      {stats.map(({ label, value, icon: Icon, tone, wide }) => (
        <li key={label} className={cx(wide && 'col-span-2 lg:col-span-1')}>
          <Card className="flex items-center gap-3 p-4">
            <span className={cx('grid size-11 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-xs leading-tight font-medium text-ink-500">{label}</p>
              <p className="text-xl font-bold whitespace-nowrap text-ink-900 tabular-nums sm:text-2xl">
                {value}
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
