import { formatDecimal } from '@arsamezat/shared/core/number-format';

/** What a job's pass did, key by key ('kapanan: 2'); a key this version does not know as it is. */
const SUMMARY_LABELS: Record<string, string> = {
  closed: 'kapanan',
  started: 'açılan',
  asked: 'sorulan',
  completed: 'tamamlanan',
  failed: 'başarısız',
  made: 'üretilen',
  opened: 'açılan',
  sent: 'gönderilen',
  signed: 'imzalanan',
  cancelled: 'iptal edilen',
  reversed: 'iade faturası kesilen',
};

export function describeSummary(summary: Record<string, number | string | boolean> | undefined) {
  if (!summary) return null;
  const parts = Object.entries(summary).map(
    ([key, value]) => `${SUMMARY_LABELS[key] ?? key}: ${String(value)}`,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A size on disk: '812 KB', '48,5 MB', '1,2 GB'. */
export function formatBytes(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `${formatDecimal(kb, 0, 0)} KB`;
  const mb = kb / 1024;
  if (mb < 1024) return `${formatDecimal(mb, 0, 1)} MB`;
  return `${formatDecimal(mb / 1024, 0, 1)} GB`;
}

/** How long ago `at` was, read against the server's own time: '8 sn önce', '3 dk önce'. */
export function ago(at: string, serverNow: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(serverNow) - Date.parse(at)) / 1000));
  if (seconds < 60) return `${seconds} sn önce`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} dk önce`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} sa önce`;
  return `${Math.floor(hours / 24)} gün önce`;
}

/** A pass's duration: '35 ms', '1,2 sn'. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${formatDecimal(ms / 1000, 0, 1)} sn`;
}

export const DATABASE_LABELS = { pglite: 'PGlite (gömülü)', postgres: 'PostgreSQL' } as const;
