import { jobLabel, type QueueDepth } from '@arsamezat/shared/admin/admin-system';
import { formatDecimal } from '@arsamezat/shared/core/number-format';
import { cx } from '../../../../components/ui/cx';
import { Field, NothingHere, SystemPanel, td, th } from './system-panel';

const count = (value: number, alert = false) => (
  <span
    className={cx('tabular-nums', alert && value > 0 ? 'font-semibold text-red-700' : undefined)}
  >
    {formatDecimal(value)}
  </span>
);

/** Every queue of the job queue with its jobs waiting, running and failed. */
export function QueuesList({ queues }: { queues: QueueDepth[] }) {
  return (
    <SystemPanel
      title="Kuyruklar"
      note="Bildirim gönderimi ve zamanlanmış işlerin kuyrukları (bekleyen, çalışan, başarısız)."
    >
      {queues.length === 0 ? (
        <NothingHere text="İş kuyruğu henüz başlamadı." />
      ) : (
        <>
          <table className="hidden w-full sm:table">
            <thead className="border-b border-ink-100 bg-ink-50/60">
              <tr>
                <th className={th}>Kuyruk</th>
                <th className={`${th} text-right`}>Bekleyen</th>
                <th className={`${th} text-right`}>Çalışan</th>
                <th className={`${th} text-right`}>Başarısız</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {queues.map((queue) => (
                <tr key={queue.queue}>
                  <td className={`${td} break-words`}>{jobLabel(queue.queue)}</td>
                  <td className={`${td} text-right`}>{count(queue.queued)}</td>
                  <td className={`${td} text-right`}>{count(queue.active)}</td>
                  <td className={`${td} text-right`}>{count(queue.failed, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-ink-100 sm:hidden">
            {queues.map((queue) => (
              <li key={queue.queue} className="p-4">
                <p className="font-medium text-ink-900">{jobLabel(queue.queue)}</p>
                <dl className="mt-2 grid grid-cols-3 gap-3">
                  <Field label="Bekleyen">{count(queue.queued)}</Field>
                  <Field label="Çalışan">{count(queue.active)}</Field>
                  <Field label="Başarısız">{count(queue.failed, true)}</Field>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </SystemPanel>
  );
}
