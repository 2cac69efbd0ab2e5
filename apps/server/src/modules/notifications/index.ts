/**
 * The notifications module's face: the outbox and its delivery queue (decisions 034, 054), the
 * member's notification stream, marketing e-mails; the one small `record…` function each other
 * module calls inside its own transaction; and the outbid notice's SQL, which the bid statement
 * embeds (decision 044).
 */
export { createNotificationsService } from './notifications.service.ts';
export {
  createNotificationQueue,
  DEFAULT_QUEUE_OPTIONS,
  type NotificationQueue,
  type NotificationQueueOptions,
  type ScheduledWork,
} from './notification-queue.ts';
export { DIGEST_SCHEDULE, runSavedSearchDigestsOnce } from './saved-search-digest.job.ts';
export { createMemberNotificationHub } from './member-stream.ts';
export { createMarketingService } from './marketing/marketing.service.ts';
export { createUnsubscribeTokens } from './marketing/unsubscribe-token.ts';
export { notificationsRoutes } from './notifications.routes.ts';
// Push on the member's devices (issue 32, decision 090).
export { createPushSubscriptionsService } from './push-subscriptions.service.ts';
export { pushSubscriptionsRoutes } from './push-subscriptions.routes.ts';
export { adminNotificationsRoutes } from './notifications-admin.routes.ts';
export { adminCampaignsRoutes } from './marketing/marketing-admin.routes.ts';
export { unsubscribeRoutes } from './marketing/unsubscribe.routes.ts';
export {
  recordAuctionClosed,
  recordBidNotifications,
  recordDepositChanged,
  recordDepositsRefundDue,
  recordOfferDecided,
} from './notify.ts';
export { recordListingCancelled } from './notify-operator.ts';
export { recordListingPublished } from './notify-watchers.ts';
// The operator's decisions on a seller firm (issue 28, firm-apply).
export { recordFirmDecision } from './notify-firms.ts';
// A seller firm's listings (issue 28, firm-follow).
export { recordFirmListingEnded, recordFirmOfferReceived } from './notify-firm-activity.ts';
export { recordNotifications } from './record-notifications.ts';
// The texts of a notification as sent (issue 29: the sale reminders' tests read them).
export { notificationTexts } from './notification-texts.ts';
export { notifyOutbidSql, outbidNoticeCtes } from './outbid-notice.ts';
// A sale's steps (issue 29, sale-steps).
export { recordSaleNotice, type SaleNotice } from './notify-sales.ts';
