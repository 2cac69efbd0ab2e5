import type { SystemStatus } from '@arsamezat/shared/admin/admin-system';
import { formatDecimal } from '@arsamezat/shared/core/number-format';
import { CircleAlert, Database, Hourglass, Radio, Server, type LucideIcon } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { DATABASE_LABELS, formatBytes } from '../../lib/system-labels';

type Tile = { label: string; value: string; hint?: string; icon: LucideIcon; alert?: boolean };

/** The figures at a glance: two a row on a phone, three beside the admin menu, five when wide. */
export function SystemTiles({ status }: { status: SystemStatus }) {
  const queued = status.queues.reduce((sum, queue) => sum + queue.queued, 0);
  const failed = status.queues.reduce((sum, queue) => sum + queue.failed, 0);
  const tiles: Tile[] = [
    {
      label: 'Çalışan sunucu',
      value: formatDecimal(status.instances.length),
      hint: 'son 1 dakikada',
      icon: Server,
      alert: status.instances.length === 0,
    },
    {
      label: 'Açık canlı bağlantı',
      value: formatDecimal(status.openStreams),
      hint: 'tüm sunucularda',
      icon: Radio,
    },
    { label: 'Bekleyen iş', value: formatDecimal(queued), hint: 'kuyruklarda', icon: Hourglass },
    {
      label: 'Başarısız iş',
      value: formatDecimal(failed),
      hint: 'tekrar denenebilir',
      icon: CircleAlert,
      alert: failed > 0,
    },
    {
      label: 'Veritabanı boyutu',
      value: formatBytes(status.database.sizeBytes),
      hint: DATABASE_LABELS[status.database.kind],
      icon: Database,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-5">
      {tiles.map(({ label, value, hint, icon: Icon, alert }) => (
        <li key={label} className="last:col-span-2 md:last:col-span-1">
          <Card className="flex h-full items-start gap-3 p-4">
            <span
              className={cx(
                'grid size-10 shrink-0 place-items-center rounded-full',
                alert ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium text-ink-600">{label}</p>
              <p
                className={cx(
                  'text-xl font-bold tabular-nums',
                  alert ? 'text-red-700' : 'text-ink-900',
                )}
              >
                {value}
              </p>
              {hint && <p className="text-xs text-ink-500">{hint}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
