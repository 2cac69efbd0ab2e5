import type { SystemInstance } from '@arsamezat/shared/admin/admin-system';
import { formatDecimal } from '@arsamezat/shared/core/number-format';
import { formatShortDateTime } from '../../../../lib/format-date';
import { ago } from '../../lib/system-labels';
import { Field, NothingHere, SystemPanel, td, th } from './system-panel';

type Props = { instances: SystemInstance[]; serverNow: string };

/** The instances whose heartbeat is at most a minute old. */
export function InstancesList({ instances, serverNow }: Props) {
  return (
    <SystemPanel
      title="Sunucular"
      note="Son bir dakikada sinyal gönderen uygulama sunucuları (her biri 10 saniyede bir)."
    >
      {instances.length === 0 ? (
        <NothingHere text="Son bir dakikada sinyal gönderen sunucu yok." />
      ) : (
        <>
          <table className="hidden w-full lg:table">
            <thead className="border-b border-ink-100 bg-ink-50/60">
              <tr>
                <th className={th}>Sunucu</th>
                <th className={th}>Sürüm</th>
                <th className={th}>Başladı</th>
                <th className={th}>Son sinyal</th>
                <th className={`${th} text-right`}>Açık bağlantı</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {instances.map((instance) => (
                <tr key={instance.id}>
                  <td className={td}>
                    <p className="font-medium text-ink-900">{instance.host}</p>
                    <p className="text-xs text-ink-500 tabular-nums">PID {instance.pid}</p>
                  </td>
                  <td className={`${td} text-xs break-all`}>{instance.version}</td>
                  <td className={`${td} whitespace-nowrap tabular-nums`}>
                    {formatShortDateTime(instance.startedAt)}
                  </td>
                  <td className={`${td} whitespace-nowrap tabular-nums`}>
                    {ago(instance.seenAt, serverNow)}
                  </td>
                  <td className={`${td} text-right font-semibold tabular-nums`}>
                    {formatDecimal(instance.openStreams)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-ink-100 lg:hidden">
            {instances.map((instance) => (
              <li key={instance.id} className="p-4">
                <p className="font-medium break-words text-ink-900">
                  {instance.host} <span className="text-xs text-ink-500">· PID {instance.pid}</span>
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-3">
                  <Field label="Son sinyal">{ago(instance.seenAt, serverNow)}</Field>
                  <Field label="Açık bağlantı">{formatDecimal(instance.openStreams)}</Field>
                  <Field label="Başladı">{formatShortDateTime(instance.startedAt)}</Field>
                  <Field label="Sürüm">
                    <span className="text-xs break-all">{instance.version}</span>
                  </Field>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </SystemPanel>
  );
}
