import { jobLabel, SYSTEM_REFRESH_MS, type FailedJob } from '@arsamezat/shared/admin/admin-system';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatShortDateTime } from '../../../lib/format-date';
import { useRetryFailedJob, useSystemStatus } from '../api/admin-system';
import { FailedJobsList } from '../components/system/failed-jobs-list';
import { InstancesList } from '../components/system/instances-list';
import { JobRunsList } from '../components/system/job-runs-list';
import { QueuesList } from '../components/system/queues-list';
import { SystemTiles } from '../components/system/system-tiles';
import { LoadError } from '../components/shell/load-states';
import { SectionHeader } from '../components/shell/section-header';

const REFRESH_SECONDS = SYSTEM_REFRESH_MS / 1000;

/**
 * 'Sistem Durumu' (issue 31, decision 088): the running system as the operator sees it —
 * instances alive, open streams, the queues and their failed jobs (each with 'Tekrar Dene'), the
 * background jobs' last passes, the database's size — asked again every few seconds.
 */
export function AdminSystemPage() {
  useDocumentTitle('Sistem Durumu');
  const status = useSystemStatus();
  const retry = useRetryFailedJob();
  const [chosen, setChosen] = useState<FailedJob | null>(null);

  async function confirmRetry() {
    if (!chosen) return;
    try {
      const answer = await retry.mutateAsync(chosen);
      toast.success(answer.message);
    } catch (error) {
      toast.error('İş yeniden denenemedi.', {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 10_000,
      });
    }
    setChosen(null);
  }

  const data = status.data;
  return (
    <div>
      <SectionHeader
        title="Sistem Durumu"
        description={
          data
            ? `${REFRESH_SECONDS} saniyede bir yenilenir · Son güncelleme: ${formatShortDateTime(data.serverNow)}`
            : `${REFRESH_SECONDS} saniyede bir yenilenir`
        }
      />
      {status.isPending ? (
        <PageSpinner label="Veriler Yükleniyor" />
      ) : !data ? (
        <LoadError
          text="Sistem durumu yüklenirken bir hata oluştu."
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          {status.isError && (
            <p role="status" className="mb-3 text-sm font-medium text-amber-800">
              Son yenileme başarısız oldu; gösterilen bilgiler {formatShortDateTime(data.serverNow)}{' '}
              tarihine ait.
            </p>
          )}
          <SystemTiles status={data} />
          <InstancesList instances={data.instances} serverNow={data.serverNow} />
          <JobRunsList runs={data.jobRuns} serverNow={data.serverNow} />
          <QueuesList queues={data.queues} />
          <FailedJobsList jobs={data.failedJobs} onRetry={setChosen} />
        </>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title="İş tekrar denensin mi?"
        confirmLabel="Tekrar Dene"
        pendingLabel="Sıraya alınıyor..."
        pending={retry.isPending}
        onConfirm={() => void confirmRetry()}
        onClose={() => setChosen(null)}
        icon={RotateCw}
        description={
          <>
            <p>
              <strong className="text-ink-800">{chosen ? jobLabel(chosen.queue) : ''}</strong>
              {chosen?.error ? ` — ${chosen.error}` : ''}
            </p>
            <p>
              İş kuyruğa yeniden alınır ve birkaç saniye içinde bir sunucu tarafından çalıştırılır.
              Bir bildirim gönderimiyse bildirim yeni bir gönderim olarak sıraya girer. Bu işlem
              denetim kaydına yazılır.
            </p>
          </>
        }
      />
    </div>
  );
}
