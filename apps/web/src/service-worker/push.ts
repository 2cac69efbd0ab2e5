/**
 * What the worker does with a push message (decision 090): shows it as a notification, and on a
 * tap opens the page it concerns, in a window of ours that is already open when there is one.
 */

/** The payload the server's push channel sends (modules/notifications/push-delivery.ts). */
type PushMessage = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };

function readMessage(event: PushEvent): PushMessage {
  try {
    const parsed: unknown = event.data ? event.data.json() : {};
    return parsed !== null && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

export function showPush(worker: ServiceWorkerGlobalScope, event: PushEvent): void {
  const message = readMessage(event);
  const title = typeof message.title === 'string' ? message.title : 'ArsaMezat';
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  const options: NotificationOptions = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: '/pwa-192x192.png',
    badge: '/pwa-64x64.png',
    lang: 'tr',
    data: { url },
  };
  if (typeof message.tag === 'string') options.tag = message.tag;
  event.waitUntil(worker.registration.showNotification(title, options));
}

export function openFromNotification(
  worker: ServiceWorkerGlobalScope,
  event: NotificationEvent,
): void {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = typeof data?.url === 'string' ? data.url : '/';
  const target = new URL(path, worker.location.origin).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      // Where the browser lets no window open (a click it does not count as the user's), one
      // of our windows goes to the page instead.
      const navigate = async () => {
        const [first] = windows;
        const client = first ? await first.navigate(target) : null;
        return client ? client.focus() : null;
      };
      try {
        return (await worker.clients.openWindow(target)) ?? (await navigate());
      } catch {
        return navigate();
      }
    }),
  );
}
