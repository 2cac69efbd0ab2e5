import { isProviderChannel } from '@arsamezat/shared/notifications/notification-channels';
import { claimForDelivery, markFailed, recordHandOff } from './delivery.repository.ts';
import {
  CHANNEL_DELIVERIES,
  UndeliverableError,
  type DeliveryDeps,
  type HandOff,
} from './channel-deliveries.ts';
import type { NotificationEvent } from './notification-events.ts';
import { notificationTexts, type NotificationData } from './notification-texts.ts';
import { reminderOutlived } from './reminder-texts.ts';
import { saleReminderOutlived } from './sale-default-texts.ts';

export { UndeliverableError, type DeliveryDeps };

/**
 * One delivery attempt of one notification handed to a provider (SMS, e-mail: the channel's
 * entry in `CHANNEL_DELIVERIES`). A notification already handed to its provider is not claimed
 * again, so a retried job sends nothing; the hand-off is recorded (with the provider's id for the
 * message) as soon as the provider answers, before the job completes (decision 054). The
 * provider also receives the notification's own key, so the outbox stores and SMTP identifies a
 * message repeated from the window before that record once. Throws when the provider refused:
 * the queue retries with backoff. The texts are written at the moment of sending (a reminder says
 * the time left then), and a reminder whose auction has ended meanwhile is not sent.
 */
export async function deliverNotification(deps: DeliveryDeps, id: string): Promise<void> {
  const { db, clock } = deps;
  const claimed = await claimForDelivery(db, id, clock());
  if (!claimed) return;
  const data = claimed.data as NotificationData;
  const sendingAt = clock();
  const texts = notificationTexts(claimed.event as NotificationEvent, data, sendingAt);
  let handOff: HandOff;
  try {
    const { channel } = claimed;
    if (reminderOutlived(claimed.event, data.endsAt, sendingAt)) {
      throw new UndeliverableError('İhale sona erdi; hatırlatma artık gönderilmez.');
    }
    // A sale's reminder after its step's deadline (issue 29) would tell a time no longer left.
    if (saleReminderOutlived(claimed.event, data.deadline, sendingAt)) {
      throw new UndeliverableError('Adımın süresi doldu; hatırlatma artık gönderilmez.');
    }
    if (!isProviderChannel(channel)) {
      throw new UndeliverableError(`${channel} bir sağlayıcıya gönderilmez.`);
    }
    handOff = await CHANNEL_DELIVERIES[channel](deps, claimed, texts, `notification:${claimed.id}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const dead = error instanceof UndeliverableError;
    await markFailed(db, id, { status: dead ? 'dead' : 'failed', error: message, now: clock() });
    if (dead) return;
    throw error;
  }
  await recordHandOff(db, id, {
    provider: handOff.provider,
    messageId: handOff.receipt.messageId,
    now: clock(),
  });
}
