import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './page-head.ts';

/*
 * Decision 048: a server-rendered page is complete without JavaScript, so its scripts wait for
 * the first paint. Instead of index.html's module script and modulepreload links (which the
 * browser fetches at once, sharing the connection with the stylesheet, the font and the first
 * image), such a page gets the web app's small `boot` entry (apps/web/src/boot.ts) and a
 * `<meta name="app-scripts">` naming the app's entry first, then what index.html preloaded and
 * the page's route modules; after the first frame boot preloads them all and imports the entry.
 * A `<meta name="early-requests">` names the API answers boot asks for at once (decision 085);
 * `<meta name="session" content="drawn">` says the page carries its member's session (095).
 * Pages the browser renders itself keep index.html as built.
 */

const MODULE_SCRIPT = /\s*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Reads the client build's manifest for the boot entry; returns how to turn a page made from
 * the built index.html into its deferred form, given the page's route module files. Without a
 * boot entry in the build (or without a module script in index.html) pages stay as they are.
 */
export function createDeferredScripts(webDistDir: string, template: string) {
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>)
    : {};
  const boot = manifest['src/boot.ts']?.file;
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const preloaded = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return (
    page: string,
    routeModules: string[],
    earlyRequests: readonly string[] = [],
    sessionDrawn = false,
  ): string => {
    if (!boot || entries.length !== 1) return page;
    const scripts = [...new Set([...entries, ...preloaded, ...routeModules])];
    // What boot asks the API for at once, beside the session (decision 085): only our own paths.
    const requests = earlyRequests.filter((request) => request.startsWith('/api/'));
    const tags =
      `<script type="module" crossorigin src="/${escapeHtml(boot)}"></script>` +
      `<meta name="app-scripts" content="${escapeHtml(scripts.join(' '))}" />` +
      (requests.length > 0
        ? `<meta name="early-requests" content="${escapeHtml(requests.join(' '))}" />`
        : '') +
      // The page carries the member's session (decision 095): boot does not ask for it.
      (sessionDrawn ? '<meta name="session" content="drawn" />' : '');
    // Issue 26 item 16: the scripts download while the page paints, not after it — the links
    // come after the markup (the browser has the stylesheet, the font and the first photo on the
    // way by then) at low priority, so they take what the connection has left; boot only runs
    // the entry after the first paint. Waiting for the paint to even ask for them left a phone
    // a round trip and 160 KB behind the paint before anything could answer a tap.
    const preloads = scripts
      .map(
        (href) =>
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />`,
      )
      .join('');
    return page
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(/<\/head\s*>/i, (end) => `${tags}\n  ${end}`)
      .replace(/<\/body\s*>/i, (end) => `${preloads}\n  ${end}`);
  };
}
