import type { NotificationListResponse } from '@arsamezat/shared/notifications/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDateTime } from '../../../lib/format-date';
import { useMarkNotificationsRead } from '../api/notifications';

type NotificationListProps = {
  query: UseQueryResult<NotificationListResponse>;
  onNavigate: () => void;
};

/** The bell's panel: the latest notifications, unread ones marked, each opening its listing. */
export function NotificationList({ query, onNavigate }: NotificationListProps) {
  const markRead = useMarkNotificationsRead();
  const data = query.data;
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-ink-100 py-1 pr-1 pl-4">
        <h2 className="text-sm font-semibold text-ink-900">Bildirimler</h2>
        <button
          type="button"
          disabled={!data || data.unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
          className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-ink-400 disabled:hover:bg-transparent"
        >
          Tümünü okundu işaretle
        </button>
      </div>
      {query.isPending ? (
        <Spinner label="Bildirimler yükleniyor..." className="py-8" />
      ) : query.isError || !data ? (
        <p className="px-4 py-6 text-sm text-ink-600">
          Bildirimler yüklenemedi. Lütfen tekrar deneyin.
        </p>
      ) : data.items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-ink-600">Henüz bildiriminiz yok.</p>
      ) : (
        <ul className="max-h-[70vh] overflow-y-auto py-1" aria-label="Bildirim listesi">
          {data.items.map((item) => {
            const content = (
              <>
                <span className="flex items-start gap-2">
                  <span
                    aria-hidden
                    className={cx(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      item.read ? 'bg-transparent' : 'bg-brand-600',
                    )}
                  />
                  <span className="min-w-0">
                    <span
                      className={cx(
                        'block text-sm text-ink-900',
                        item.read ? 'font-normal' : 'font-semibold',
                      )}
                    >
                      {item.title}
                      {item.read ? null : <span className="sr-only"> (okunmadı)</span>}
                    </span>
                    <span className="block text-sm break-words text-ink-600">{item.body}</span>
                    <span className="mt-0.5 block text-xs text-ink-500">
                      {formatShortDateTime(item.createdAt)}
                    </span>
                  </span>
                </span>
              </>
            );
            const open = () => {
              if (!item.read) markRead.mutate(item.id);
              onNavigate();
            };
            const classes = 'block min-h-11 px-4 py-2.5 hover:bg-ink-50';
            return (
              <li key={item.id}>
                {item.link ? (
                  <Link to={item.link} onClick={open} className={classes}>
                    {content}
                  </Link>
                ) : (
                  <button type="button" onClick={open} className={cx(classes, 'w-full text-left')}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
