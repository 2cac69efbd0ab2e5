import type { AdminNotification } from '@arsamezat/shared/notifications/notifications';
import { NOTIFICATION_CHANNEL_INFO } from '@arsamezat/shared/notifications/notification-channels';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatShortDateTime } from '../../../lib/format-date';
import {
  useAdminNotifications,
  useRetryNotification,
  type UndeliveredStatus,
} from '../api/admin-notifications';
import { SectionHeader } from '../components/shell/section-header';

const TABS: { status: UndeliveredStatus; label: string }[] = [
  { status: 'dead', label: 'Gönderilemeyenler' },
  { status: 'failed', label: 'Yeniden denenecekler' },
  { status: 'pending', label: 'Sırada' },
];

/** SMS and e-mails the queue could not deliver; a dead one can be sent to the queue again. */
export function AdminNotificationsPage() {
  useDocumentTitle('Bildirimler');
  const [status, setStatus] = useState<UndeliveredStatus>('dead');
  const query = useAdminNotifications(status);
  const retry = useRetryNotification();

  return (
    <div>
      <SectionHeader
        title="Bildirimler"
        description="Gönderilemeyen SMS ve e-postalar. Sorunu giderdikten sonra yeniden deneyin."
      />
      <div role="tablist" aria-label="Teslim durumu" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={status === tab.status}
            onClick={() => setStatus(tab.status)}
            className={cx(
              'min-h-11 rounded-lg px-4 text-sm font-medium',
              status === tab.status
                ? 'bg-brand-700 text-white'
                : 'bg-surface text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {retry.isSuccess ? <Notice tone="success">{retry.data.message}</Notice> : null}
      {retry.isError ? <Notice tone="error">{retry.error.message}</Notice> : null}
      {query.isPending ? (
        <PageSpinner label="Bildirimler yükleniyor..." />
      ) : query.isError ? (
        <Notice tone="error">Bildirimler yüklenemedi. Lütfen tekrar deneyin.</Notice>
      ) : query.data.items.length === 0 ? (
        <Card className="p-6 text-sm text-ink-600">Bu durumda bildirim yok.</Card>
      ) : (
        <ul className="space-y-3">
          {query.data.items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              busy={retry.isPending && retry.variables === item.id}
              onRetry={status === 'dead' ? () => retry.mutate(item.id) : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationRow(props: {
  item: AdminNotification;
  busy: boolean;
  onRetry: (() => void) | undefined;
}) {
  const { item, busy, onRetry } = props;
  return (
    <li>
      <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink-900">
            {item.title} · {NOTIFICATION_CHANNEL_INFO[item.channel].label}
          </p>
          <p className="text-ink-600">
            {item.recipientName} · {item.attempts} deneme · {formatShortDateTime(item.updatedAt)}
          </p>
          {item.lastError ? (
            <p className="mt-1 break-words text-red-700">Son hata: {item.lastError}</p>
          ) : null}
        </div>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry} disabled={busy}>
            <RotateCw aria-hidden />
            Yeniden dene
          </Button>
        ) : null}
      </Card>
    </li>
  );
}
