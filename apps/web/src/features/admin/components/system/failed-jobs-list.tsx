import { jobLabel, type FailedJob } from '@arsamezat/shared/admin/admin-system';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { formatShortDateTime } from '../../../../lib/format-date';
import { Field, NothingHere, SystemPanel, td, th } from './system-panel';

type Props = { jobs: FailedJob[]; onRetry: (job: FailedJob) => void };

function ErrorText({ job }: { job: FailedJob }) {
  return (
    <p className="flex items-start gap-1.5 text-xs font-medium break-words text-red-700">
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      {job.error ?? 'Hata kaydı yok'}
    </p>
  );
}

function RetryButton({ job, onRetry }: { job: FailedJob; onRetry: Props['onRetry'] }) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="min-h-11 sm:min-h-9"
      onClick={() => onRetry(job)}
      aria-label={`Tekrar Dene: ${jobLabel(job.queue)}`}
    >
      <RotateCw aria-hidden />
      Tekrar Dene
    </Button>
  );
}

/** Jobs that used up their attempts, newest first, each with 'Tekrar Dene'. */
export function FailedJobsList({ jobs, onRetry }: Props) {
  return (
    <SystemPanel
      title="Başarısız işler"
      note="Tüm denemeleri tükenen işler; en yenisi önce (en fazla 50)."
    >
      {jobs.length === 0 ? (
        <NothingHere text="Başarısız iş yok." />
      ) : (
        <>
          <table className="hidden w-full lg:table">
            <thead className="border-b border-ink-100 bg-ink-50/60">
              <tr>
                <th className={th}>Kuyruk</th>
                <th className={th}>Hata</th>
                <th className={th}>Zaman</th>
                <th className={th}>
                  <span className="sr-only">İşlem</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td className={td}>
                    <p className="font-medium text-ink-900">{jobLabel(job.queue)}</p>
                    <p className="font-mono text-xs text-ink-500">{job.id.slice(0, 8)}</p>
                  </td>
                  <td className={`${td} max-w-md`}>
                    <ErrorText job={job} />
                  </td>
                  <td className={`${td} text-xs whitespace-nowrap text-ink-600 tabular-nums`}>
                    <p>Oluşturuldu: {formatShortDateTime(job.createdAt)}</p>
                    {job.failedAt && <p>Başarısız: {formatShortDateTime(job.failedAt)}</p>}
                    <p>{job.attempts} deneme</p>
                  </td>
                  <td className={`${td} text-right`}>
                    <RetryButton job={job} onRetry={onRetry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-ink-100 lg:hidden">
            {jobs.map((job) => (
              <li key={job.id} className="space-y-2 p-4">
                <p className="font-medium text-ink-900">{jobLabel(job.queue)}</p>
                <ErrorText job={job} />
                <dl className="grid grid-cols-2 gap-3">
                  <Field label="Başarısız">
                    {job.failedAt ? formatShortDateTime(job.failedAt) : '—'}
                  </Field>
                  <Field label="Deneme">{job.attempts}</Field>
                </dl>
                <RetryButton job={job} onRetry={onRetry} />
              </li>
            ))}
          </ul>
        </>
      )}
    </SystemPanel>
  );
}
