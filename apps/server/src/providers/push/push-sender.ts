import webpush from 'web-push';
import type { Config } from '../../config/env.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** One device's subscription: where its push service takes messages and the keys to encrypt to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOptions = {
  /** How long the push service keeps the message for a device that is offline (RFC 8030 TTL). */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
};

/** The push service took the message (201), or the subscription is gone (404/410). */
export type PushResult = { status: 'sent'; messageId: string | null } | { status: 'gone' };

/** Sends Web Push messages: encrypted to the device (RFC 8291), signed with our VAPID key (RFC 8292). */
export type PushSender = {
  name: string;
  /** The VAPID public key (base64url): the `applicationServerKey` browsers subscribe with. */
  publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
};

/** The push service refused for a reason a retry may mend (5xx, 429) or not (4xx): the queue retries. */
export class PushRefusedError extends Error {
  override name = 'PushRefusedError';
  constructor(
    readonly status: number,
    host: string,
  ) {
    super(`Anlık bildirim servisi (${host}) ${status} yanıtı verdi.`);
  }
}

/**
 * The `web-push` library builds each request (aes128gcm payload, VAPID JWT for the endpoint's
 * origin); it is sent with fetch, no redirect followed, within `timeoutMs`. Errors name the push
 * service's host only: an endpoint and the keys never reach a log (decision 090).
 */
export function createWebPush(
  keys: VapidKeys,
  settings: { subject: string; timeoutMs: number },
): PushSender {
  return {
    name: 'web-push',
    publicKey: keys.publicKey,
    async send(target, payload, options) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: {
            subject: settings.subject,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      const host = new URL(target.endpoint).host;
      const headers = Object.fromEntries(
        Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'hata';
        throw new Error(`Anlık bildirim servisine (${host}) ulaşılamadı: ${reason}.`, {
          cause: error,
        });
      }
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { status: 'gone' };
      if (response.status < 200 || response.status > 299) {
        throw new PushRefusedError(response.status, host);
      }
      return { status: 'sent', messageId: response.headers.get('location') };
    },
  };
}

/** The configured sender: the pair from the settings, or the development pair in DATA_DIR. */
export function createPushSender(config: Config): PushSender {
  return createWebPush(loadVapidKeys(config), {
    subject: config.push.subject,
    timeoutMs: config.push.timeoutMs,
  });
}
