/**
 * The script of a server-rendered page (decision 048), instead of the app's own tags: such a
 * page is complete without JavaScript, so its scripts are not fetched until the browser has
 * painted it — they would otherwise share the phone's connection with the stylesheet, the font
 * and the first image, and the page's largest paint would wait for them. The server names them
 * (`<meta name="app-scripts">`: the app's entry, what the entry loads and the page's route
 * modules) and asks for them at low priority after the markup, so they download while the page
 * paints (issue 26 item 16); after the first frame this starts the entry (and preloads any named
 * script no link asked for). Pages the browser renders itself keep index.html's tags and start
 * at once.
 *
 * It imports nothing (decision 063): a module it imported would be one more round trip before
 * the first script could even be asked for. Its two small helpers are its own for that reason
 * (`lib/after-first-paint.ts` has the app's copies).
 */
import type {} from './lib/boot-handoff';

// The session is asked for at once, not after the app's scripts (decision 063): a member's
// header and trade panel wait for it, and it is a few hundred bytes beside the first paint.
const ask = (path: string) =>
  fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(
    () => null,
  );
// A page drawn for a member whose session the server read carries it (decision 095).
if (!document.querySelector('meta[name="session"][content="drawn"]'))
  window.__arsamezatEarlySession = ask('/api/auth/session');

// What the member's page shows first besides (on a listing, the trade panel's deposit and bids
// or offers), named by the server, is asked for with it, not once the page is live and the
// panel drawn: a phone's round trip saved (decision 085).
const answers = new Map<string, Promise<Response | null>>();
for (const path of document
  .querySelector<HTMLMetaElement>('meta[name="early-requests"]')
  ?.content.split(' ') ?? [])
  if (path.startsWith('/api/')) answers.set(path, ask(path));
window.__arsamezatEarlyAnswers = answers;

// A tap on a control that keeps its press (`data-keep-press`: the menu buttons), made before
// the app is live, is not lost: the app finishes it once live (lib/kept-press.ts, decision 063).
document.addEventListener(
  'click',
  (event) => {
    if (window.__arsamezatLive || !(event.target instanceof Element)) return;
    const control = event.target.closest('[data-keep-press]');
    if (control) window.__arsamezatKeptPress = control.getAttribute('data-keep-press') ?? undefined;
  },
  { capture: true },
);

const scripts = (
  document.querySelector<HTMLMetaElement>('meta[name="app-scripts"]')?.content.split(' ') ?? []
).filter((href) => href.startsWith('/assets/') && href.endsWith('.js'));

/** After the browser has painted the server's HTML (a hidden tab paints no frames: a task). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** A task of its own, without a nested timer's 4 ms clamp. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * One link per task: each costs the main thread a few milliseconds (far more on a slow phone:
 * about 10 ms under Lighthouse's 4× slowdown), so forty in one go were one long task and even
 * three at a time added up past 50 ms on a slower phone (decision 063); one at a time, the
 * browser answers a tap between any two.
 */
async function preload(hrefs: readonly string[]): Promise<void> {
  // The server names them in links after the markup, already downloading (issue 26 item 16).
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const href of hrefs) {
    if (linked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

void afterFirstPaint().then(() => {
  void preload(scripts);
  const [entry] = scripts;
  if (entry) return import(/* @vite-ignore */ entry);
});
