import { z } from 'zod';
import { PROVIDER_CHANNELS } from './notification-channels.ts';

/** Notifications a member sees in the bell (issue 13, decision 034). */
export const NOTIFICATION_LIST_LIMIT = 30;

export const NotificationItemSchema = z.object({
  id: z.uuid(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** The page it is about (a listing), or null. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationListResponseSchema = z.object({
  items: z.array(NotificationItemSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationIdParamsSchema = z.object({
  id: z.uuid({ error: 'Geçersiz bildirim.' }),
});

export const UnreadCountResponseSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

/** Administrators: SMS and e-mails that could not be delivered (decision 034). */
export const ADMIN_NOTIFICATION_STATUSES = ['dead', 'failed', 'pending'] as const;
export const AdminNotificationsQuerySchema = z.object({
  status: z.enum(ADMIN_NOTIFICATION_STATUSES, { error: 'Geçersiz durum.' }).default('dead'),
});

export const AdminNotificationSchema = z.object({
  id: z.uuid(),
  event: z.string(),
  title: z.string(),
  channel: z.enum(PROVIDER_CHANNELS),
  status: z.enum(['pending', 'sent', 'failed', 'dead']),
  recipientName: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminNotification = z.infer<typeof AdminNotificationSchema>;

export const AdminNotificationsResponseSchema = z.object({
  items: z.array(AdminNotificationSchema),
});
export type AdminNotificationsResponse = z.infer<typeof AdminNotificationsResponseSchema>;

export const RETRY_NOTIFICATION_MESSAGE = 'Bildirim yeniden gönderim sırasına alındı.';
export const RetryNotificationResponseSchema = z.object({
  message: z.string(),
  notification: AdminNotificationSchema,
});
export type RetryNotificationResponse = z.infer<typeof RetryNotificationResponseSchema>;
