import type { AddPushSubscriptionInput } from '@arsamezat/shared/notifications/push-subscriptions';
import { SERVICE_WORKER_URL } from '../../../lib/app-install/worker-url';

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** What the page needs of the browser's Push API, in one place the tests replace. */
export type PushBrowser = {
  supported: boolean;
  /** iPhone and iPad Safari outside a home-screen install: no Push API until installed. */
  needsHomeScreen: boolean;
  /** This browser's subscription, if push is on in it. */
  current(): Promise<AddPushSubscriptionInput | null>;
  /** Asks the permission, then subscribes with the server's key. Throws 'denied' if refused. */
  subscribe(publicKey: string): Promise<AddPushSubscriptionInput>;
  unsubscribe(): Promise<void>;
};

function toInput(subscription: PushSubscription): AddPushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** The browser's own Push API (service worker + PushManager + Notification permission). */
export function browserPush(): PushBrowser {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(agent);
  return {
    supported,
    needsHomeScreen: ios && !supported,
    async current() {
      if (!supported) return null;
      const found = await navigator.serviceWorker.getRegistration('/');
      const subscription = await found?.pushManager.getSubscription();
      return subscription ? toInput(subscription) : null;
    },
    async subscribe(publicKey) {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Error('denied');
      const ready = await registration();
      const subscription = await ready.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      return toInput(subscription);
    },
    async unsubscribe() {
      const found = await navigator.serviceWorker.getRegistration('/');
      await (await found?.pushManager.getSubscription())?.unsubscribe();
    },
  };
}
