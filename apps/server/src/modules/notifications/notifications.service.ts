import {
  isProviderChannel,
  type NotificationChannel,
  type ProviderChannel,
} from '@arsamezat/shared/notifications/notification-channels';
import {
  NOTIFICATION_LIST_LIMIT,
  RETRY_NOTIFICATION_MESSAGE,
  type AdminNotification,
  type AdminNotificationsResponse,
  type NotificationListResponse,
  type RetryNotificationResponse,
} from '@arsamezat/shared/notifications/notifications';
import { paths } from '@arsamezat/shared/site/web-paths';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { NotificationEvent } from './notification-events.ts';
import { notificationTexts, type NotificationData } from './notification-texts.ts';
import {
  countUnread,
  findForAdmin,
  markAllRead,
  markRead,
  requeueDead,
  selectByStatus,
  selectInbox,
} from './notifications.repository.ts';

const ADMIN_LIMIT = 100;

type AdminRow = NonNullable<Awaited<ReturnType<typeof findForAdmin>>>;

/** The administrators' rows are the provider channels' only (the repository's filter). */
function providerChannel(channel: NotificationChannel): ProviderChannel {
  if (!isProviderChannel(channel)) throw new Error(`not a provider channel: ${channel}`);
  return channel;
}

function toAdminNotification(row: AdminRow): AdminNotification {
  return {
    id: row.id,
    event: row.event,
    title: notificationTexts(
      row.event as NotificationEvent,
      row.data as NotificationData,
      row.createdAt,
    ).title,
    channel: providerChannel(row.channel),
    status: row.status,
    recipientName: `${row.firstName} ${row.lastName}`.trim(),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The member's bell (their in-app notifications) and the administrators' delivery view. */
export function createNotificationsService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function list(userId: string): Promise<NotificationListResponse> {
    const [rows, unread] = await Promise.all([
      selectInbox(db, userId, NOTIFICATION_LIST_LIMIT),
      countUnread(db, userId),
    ]);
    return {
      unread,
      items: rows.map((row) => {
        // An in-app row is delivered by being written: its texts are as of then.
        const texts = notificationTexts(
          row.event as NotificationEvent,
          row.data as NotificationData,
          row.createdAt,
        );
        return {
          id: row.id,
          event: row.event,
          title: texts.title,
          body: texts.body,
          link: texts.link ?? (row.listingId ? paths.listing(row.listingId) : null),
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        };
      }),
    };
  }

  return {
    list,
    async markRead(userId: string, id: string): Promise<{ unread: number }> {
      if (!(await markRead(db, userId, id, clock()))) throw new AppError('NOTIFICATION_NOT_FOUND');
      return { unread: await countUnread(db, userId) };
    },
    async markAllRead(userId: string): Promise<{ unread: number }> {
      await markAllRead(db, userId, clock());
      return { unread: 0 };
    },
    async listForAdmin(status: 'pending' | 'failed' | 'dead'): Promise<AdminNotificationsResponse> {
      const rows = await selectByStatus(db, status, ADMIN_LIMIT);
      return { items: rows.map(toAdminNotification) };
    },
    async retry(id: string): Promise<RetryNotificationResponse> {
      const existing = await findForAdmin(db, id);
      if (!existing) throw new AppError('NOTIFICATION_NOT_FOUND');
      if (!(await requeueDead(db, id, clock()))) throw new AppError('NOTIFICATION_NOT_RETRYABLE');
      const row = await findForAdmin(db, id);
      if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
      return { message: RETRY_NOTIFICATION_MESSAGE, notification: toAdminNotification(row) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
