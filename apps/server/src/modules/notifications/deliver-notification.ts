import { paths } from '@arsamezat/shared/web-paths';
import type { Db } from '../../db/client.ts';
import type { MailProvider } from '../../providers/mail/mail.ts';
import type { ProviderReceipt } from '../../providers/receipt.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { renderNotificationEmail } from './emails/render-email.ts';
import { buildMarketingEmail } from './marketing/deliver-marketing.ts';
import type { UnsubscribeTokens } from './marketing/unsubscribe-token.ts';
import { claimForDelivery, markFailed, recordHandOff } from './delivery.repository.ts';
import type { NotificationEvent } from './notification-events.ts';
import { notificationTexts, type NotificationData } from './notification-texts.ts';

export type DeliveryDeps = {
  db: Db;
  clock: () => Date;
  sms: SmsSender;
  mail: MailProvider;
  siteName: string;
  publicUrl: string;
  /** Signs marketing e-mails' unsubscribe links; without it no marketing e-mail is sent. */
  unsubscribeTokens?: UnsubscribeTokens;
};

/** A failure that no retry can mend (no verified address any more): the row is dead at once. */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}

/**
 * One delivery attempt of one SMS or e-mail notification. A notification already handed to its
 * provider is not claimed again, so a retried job sends nothing; the hand-off is recorded (with
 * the provider's id for the message) as soon as the provider answers, before the job completes
 * (decision 054). The provider also receives the notification's own key, so the outbox stores and
 * SMTP identifies a message repeated from the window before that record once. Throws when the
 * provider refused: the queue retries with backoff.
 */
export async function deliverNotification(deps: DeliveryDeps, id: string): Promise<void> {
  const { db, clock } = deps;
  const claimed = await claimForDelivery(db, id, clock());
  if (!claimed) return;
  const idempotencyKey = `notification:${claimed.id}`;
  const texts = notificationTexts(
    claimed.event as NotificationEvent,
    claimed.data as NotificationData,
  );
  let provider: string;
  let receipt: ProviderReceipt;
  try {
    if (claimed.channel === 'sms') {
      if (!claimed.recipient) throw new UndeliverableError('Üye bulunamadı.');
      provider = deps.sms.name;
      receipt = await deps.sms.send(claimed.recipient.phone, texts.sms(deps.siteName), {
        idempotencyKey,
      });
    } else if (claimed.event === 'marketing') {
      const email = claimed.recipient?.emailVerifiedAt ? claimed.recipient.email : null;
      if (!email) throw new UndeliverableError('Doğrulanmış e-posta adresi yok.');
      if (!deps.unsubscribeTokens) {
        throw new UndeliverableError('Abonelikten çıkma bağlantısı oluşturulamadı.');
      }
      const message = await buildMarketingEmail(
        { ...deps, unsubscribeTokens: deps.unsubscribeTokens },
        { recipientId: claimed.recipientId, eventKey: claimed.eventKey, email },
      );
      if (!message)
        throw new UndeliverableError('Üye artık duyuru e-postası almıyor; gönderilmedi.');
      provider = deps.mail.name;
      receipt = await deps.mail.send({ ...message, idempotencyKey });
    } else {
      const email = claimed.recipient?.emailVerifiedAt ? claimed.recipient.email : null;
      if (!email) throw new UndeliverableError('Doğrulanmış e-posta adresi yok.');
      const link =
        texts.link ?? (claimed.listingId ? paths.listing(claimed.listingId) : paths.home);
      const { html, text } = await renderNotificationEmail({
        siteName: deps.siteName,
        heading: texts.title,
        paragraphs: texts.paragraphs,
        action: { label: texts.action, url: `${deps.publicUrl}${link}` },
        settingsUrl: `${deps.publicUrl}${paths.settings}`,
      });
      provider = deps.mail.name;
      receipt = await deps.mail.send({
        to: email,
        subject: texts.subject,
        text,
        html,
        idempotencyKey,
      });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const dead = error instanceof UndeliverableError;
    await markFailed(db, id, { status: dead ? 'dead' : 'failed', error: message, now: clock() });
    if (dead) return;
    throw error;
  }
  await recordHandOff(db, id, { provider, messageId: receipt.messageId, now: clock() });
}
