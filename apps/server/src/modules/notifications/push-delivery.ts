import type { PushPayload } from '@arsamezat/shared/notifications/push-subscriptions';
import { paths } from '@arsamezat/shared/site/web-paths';
import type { Db } from '../../db/client.ts';
import type { PushOptions, PushSender } from '../../providers/push/push-sender.ts';
import type { ProviderReceipt } from '../../providers/receipt.ts';
import type { NotificationTexts } from './notification-texts.ts';
import { devicesToPush, forgetDevice, recordPushed } from './push-subscriptions.repository.ts';
import { UndeliverableError } from './undeliverable.ts';

/** The claimed notification's fields a push needs (`claimForDelivery`). */
type PushedNotification = {
  id: string;
  event: string;
  eventKey: string;
  listingId: string | null;
  recipientId: string;
};

/** Web Push takes 4096 bytes of payload; a body this long leaves room for the rest. */
const BODY_MAX = 400;

/** How long a push service keeps a message for an offline device, and how urgently it wakes it. */
function pushOptions(event: string): PushOptions {
  switch (event) {
    // Worth nothing once the auction has ended: the 10 minutes it announces.
    case 'auction_reminder_10m':
      return { ttlSeconds: 600, urgency: 'high' };
    case 'outbid':
      return { ttlSeconds: 3600, urgency: 'high' };
    case 'auction_won':
      return { ttlSeconds: 86_400, urgency: 'high' };
    default:
      return { ttlSeconds: 86_400, urgency: 'normal' };
  }
}

/**
 * What the lock screen shows (issue 32): the bell's title and body — a listing's title and
 * amounts, never a person's name — the page it opens, and a tag per event and listing, so a newer
 * outbid on the same listing replaces the older one.
 */
export function pushPayload(claimed: PushedNotification, texts: NotificationTexts): PushPayload {
  const url = texts.link ?? (claimed.listingId ? paths.listing(claimed.listingId) : paths.home);
  return {
    title: texts.title,
    body: texts.body.length > BODY_MAX ? `${texts.body.slice(0, BODY_MAX - 1)}…` : texts.body,
    url,
    tag: `${claimed.event}:${claimed.listingId ?? claimed.eventKey}`,
  };
}

/**
 * One push notification to every device of the member it has not reached yet (decision 090):
 * each device's hand-off is recorded the moment its push service takes it, so a retry — another
 * device refused, the worker died — reaches the rest only; a device whose subscription is gone
 * (404/410) is forgotten. Throws when a push service refused (the queue retries); dead when the
 * member has no device left.
 */
export async function deliverPush(
  deps: { db: Db; clock: () => Date; push: PushSender },
  claimed: PushedNotification,
  texts: NotificationTexts,
): Promise<{ provider: string; receipt: ProviderReceipt }> {
  const { db, clock, push } = deps;
  const { pending, reached } = await devicesToPush(db, claimed.id, claimed.recipientId);
  const payload = JSON.stringify(pushPayload(claimed, texts));
  const options = pushOptions(claimed.event);
  let sent = 0;
  const refusals: Error[] = [];
  await Promise.all(
    pending.map(async (device) => {
      try {
        const result = await push.send(device, payload, options);
        if (result.status === 'gone') {
          await forgetDevice(db, device.id);
          return;
        }
        await recordPushed(db, claimed.id, device.id, clock());
        sent += 1;
      } catch (error) {
        refusals.push(error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
  if (refusals[0]) throw refusals[0];
  const devices = reached + sent;
  if (devices === 0) {
    throw new UndeliverableError('Anlık bildirim açık bir cihaz yok; gönderilmedi.');
  }
  return { provider: push.name, receipt: { messageId: `${devices} cihaz` } };
}
