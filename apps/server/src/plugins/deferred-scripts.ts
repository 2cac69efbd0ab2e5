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
  return (page: string, routeModules: string[]): string => {
    if (!boot || entries.length !== 1) return page;
    const scripts = [...new Set([...entries, ...preloaded, ...routeModules])];
    const tags =
      `<script type="module" crossorigin src="/${escapeHtml(boot)}"></script>` +
      `<meta name="app-scripts" content="${escapeHtml(scripts.join(' '))}" />`;
    return page
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(/<\/head\s*>/i, (end) => `${tags}\n  ${end}`);
  };
}
