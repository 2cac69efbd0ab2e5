/*
 * ArsaMezat's service worker (issue 32, decision 090): shows a push message as a
 * notification and opens the page it concerns when it is tapped. It caches nothing: every page
 * and every API answer comes from the network.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'ArsaMezat';
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/favicon.svg',
      lang: 'tr',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      // Where the browser lets no window open (a click it does not count as the user's), one of
      // our windows goes to the page instead.
      const navigate = () => {
        const [first] = windows;
        return first ? first.navigate(target).then((client) => client && client.focus()) : null;
      };
      return self.clients
        .openWindow(target)
        .then((client) => client || navigate())
        .catch(navigate);
    }),
  );
});
