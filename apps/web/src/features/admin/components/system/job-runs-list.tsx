import { jobLabel, type JobPass, type JobRun } from '@arsamezat/shared/admin/admin-system';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatShortDateTime } from '../../../../lib/format-date';
import { ago, describeSummary, formatDuration } from '../../lib/system-labels';
import { Field, NothingHere, SystemPanel, td, th } from './system-panel';

type Props = { runs: JobRun[]; serverNow: string };

function PassOutcome({ pass, serverNow }: { pass: JobPass; serverNow: string }) {
  return (
    <div>
      <p
        className={
          pass.ok
            ? 'flex items-center gap-1.5 font-medium text-brand-800'
            : 'flex items-center gap-1.5 font-medium text-red-700'
        }
      >
        {pass.ok ? (
          <CircleCheck aria-hidden className="size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden className="size-4 shrink-0" />
        )}
        {pass.ok ? 'Başarılı' : 'Başarısız'}
      </p>
      <p className="text-xs text-ink-600 tabular-nums">
        {ago(pass.at, serverNow)} · {formatDuration(pass.durationMs)}
      </p>
    </div>
  );
}

function LastWork({ run }: { run: JobRun }) {
  if (!run.lastWork) return <span className="text-ink-500">Henüz iş yapmadı</span>;
  return (
    <div>
      <p className="tabular-nums">{formatShortDateTime(run.lastWork.at)}</p>
      <p className="text-xs text-ink-600">{describeSummary(run.lastWork.summary)}</p>
    </div>
  );
}

function LastFailure({ run }: { run: JobRun }) {
  if (!run.lastFailure) return <span className="text-ink-500">Yok</span>;
  return (
    <div>
      <p className="tabular-nums">{formatShortDateTime(run.lastFailure.at)}</p>
      {run.lastFailure.error && (
        <p className="text-xs break-words text-red-700">{run.lastFailure.error}</p>
      )}
    </div>
  );
}

/**
 * Each background job's last pass (the auction closing every second, the payment reconciliation
 * every minute, …), its last pass that did something, and its last failure, across instances.
 */
export function JobRunsList({ runs, serverNow }: Props) {
  return (
    <SystemPanel
      title="Zamanlanmış işler"
      note="İhale kapanışı, ödeme mutabakatı ve diğer arka plan işlerinin son çalışmaları."
    >
      {runs.length === 0 ? (
        <NothingHere text="Henüz çalışan bir arka plan işi kaydı yok." />
      ) : (
        <>
          <table className="hidden w-full lg:table">
            <thead className="border-b border-ink-100 bg-ink-50/60">
              <tr>
                <th className={th}>İş</th>
                <th className={th}>Son çalışma</th>
                <th className={th}>Son yaptığı iş</th>
                <th className={th}>Son hata</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {runs.map((run) => (
                <tr key={run.job}>
                  <td className={td}>
                    <p className="font-medium text-ink-900">{jobLabel(run.job)}</p>
                    <p className="text-xs text-ink-500">{run.host}</p>
                  </td>
                  <td className={td}>
                    <PassOutcome pass={run.last} serverNow={serverNow} />
                  </td>
                  <td className={td}>
                    <LastWork run={run} />
                  </td>
                  <td className={td}>
                    <LastFailure run={run} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-ink-100 lg:hidden">
            {runs.map((run) => (
              <li key={run.job} className="p-4">
                <p className="font-medium text-ink-900">{jobLabel(run.job)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-3">
                  <Field label="Son çalışma">
                    <PassOutcome pass={run.last} serverNow={serverNow} />
                  </Field>
                  <Field label="Son yaptığı iş">
                    <LastWork run={run} />
                  </Field>
                  <div className="col-span-2">
                    <Field label="Son hata">
                      <LastFailure run={run} />
                    </Field>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </SystemPanel>
  );
}
