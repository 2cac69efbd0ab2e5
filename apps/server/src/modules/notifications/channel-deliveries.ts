import type { ProviderChannel } from '@arsamezat/shared/notifications/notification-channels';
import { paths } from '@arsamezat/shared/site/web-paths';
import type { Db } from '../../db/client.ts';
import type { MailProvider } from '../../providers/mail/mail.ts';
import type { PushSender } from '../../providers/push/push-sender.ts';
import type { ProviderReceipt } from '../../providers/receipt.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import type { claimForDelivery } from './delivery.repository.ts';
import { renderNotificationEmail } from './emails/render-email.ts';
import { buildMarketingEmail } from './marketing/deliver-marketing.ts';
import type { UnsubscribeTokens } from './marketing/unsubscribe-token.ts';
import type { NotificationTexts } from './notification-texts.ts';
import { deliverPush } from './push-delivery.ts';
import { UndeliverableError } from './undeliverable.ts';

export type DeliveryDeps = {
  db: Db;
  clock: () => Date;
  sms: SmsSender;
  mail: MailProvider;
  /** Web Push to the member's devices (issue 32, decision 090). */
  push: PushSender;
  siteName: string;
  publicUrl: string;
  /** Signs marketing e-mails' unsubscribe links; without it no marketing e-mail is sent. */
  unsubscribeTokens?: UnsubscribeTokens;
};

export type ClaimedNotification = NonNullable<Awaited<ReturnType<typeof claimForDelivery>>>;

/** One message handed to a channel's provider: who took it, and its id for the message. */
export type HandOff = { provider: string; receipt: ProviderReceipt };

export { UndeliverableError };

type ChannelDelivery = (
  deps: DeliveryDeps,
  claimed: ClaimedNotification,
  texts: NotificationTexts,
  idempotencyKey: string,
) => Promise<HandOff>;

/**
 * How each channel of the list (packages/shared/src/notifications/notification-channels.ts) that is handed to a
 * provider is sent. Typed by the list, so a new channel does not compile until it has its entry
 * here (decision 057); the bell's channel is delivered by being written and has none.
 */
export const CHANNEL_DELIVERIES: Record<ProviderChannel, ChannelDelivery> = {
  async sms(deps, claimed, texts, idempotencyKey) {
    if (!claimed.recipient) throw new UndeliverableError('Üye bulunamadı.');
    const receipt = await deps.sms.send(claimed.recipient.phone, texts.sms(deps.siteName), {
      idempotencyKey,
    });
    return { provider: deps.sms.name, receipt };
  },
  async email(deps, claimed, texts, idempotencyKey) {
    const email = claimed.recipient?.emailVerifiedAt ? claimed.recipient.email : null;
    if (!email) throw new UndeliverableError('Doğrulanmış e-posta adresi yok.');
    if (claimed.event === 'marketing') {
      if (!deps.unsubscribeTokens) {
        throw new UndeliverableError('Abonelikten çıkma bağlantısı oluşturulamadı.');
      }
      const message = await buildMarketingEmail(
        { ...deps, unsubscribeTokens: deps.unsubscribeTokens },
        { recipientId: claimed.recipientId, eventKey: claimed.eventKey, email },
      );
      if (!message) {
        throw new UndeliverableError('Üye artık duyuru e-postası almıyor; gönderilmedi.');
      }
      return {
        provider: deps.mail.name,
        receipt: await deps.mail.send({ ...message, idempotencyKey }),
      };
    }
    const link = texts.link ?? (claimed.listingId ? paths.listing(claimed.listingId) : paths.home);
    const { html, text } = await renderNotificationEmail({
      siteName: deps.siteName,
      heading: texts.title,
      paragraphs: texts.paragraphs,
      action: { label: texts.action, url: `${deps.publicUrl}${link}` },
      settingsUrl: `${deps.publicUrl}${paths.settings}`,
    });
    const receipt = await deps.mail.send({
      to: email,
      subject: texts.subject,
      text,
      html,
      idempotencyKey,
    });
    return { provider: deps.mail.name, receipt };
  },
  push: (deps, claimed, texts) => deliverPush(deps, claimed, texts),
};
