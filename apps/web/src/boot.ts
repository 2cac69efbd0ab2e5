/**
 * The script of a server-rendered page (decision 048), instead of the app's own tags: such a
 * page is complete without JavaScript, so its scripts are not fetched until the browser has
 * painted it — they would otherwise share the phone's connection with the stylesheet, the font
 * and the first image, and the page's largest paint would wait for them. After the first frame
 * it preloads the scripts the server named (`<meta name="app-scripts">`: the app's entry, what
 * the entry loads and the page's route modules, so they download side by side) and starts the
 * entry. Pages the browser renders itself keep index.html's tags and start at once.
 */
import { afterFirstPaint } from './lib/after-first-paint';

const scripts = (
  document.querySelector<HTMLMetaElement>('meta[name="app-scripts"]')?.content.split(' ') ?? []
).filter((href) => href.startsWith('/assets/') && href.endsWith('.js'));

/**
 * Links added per task: each costs the main thread about 10 ms under Lighthouse's 4× slowdown,
 * so forty in one go were one long task; in small groups the browser answers a tap between them.
 */
const LINKS_PER_TASK = 3;

function preload(from: number): void {
  for (const href of scripts.slice(from, from + LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (from + LINKS_PER_TASK < scripts.length) setTimeout(() => preload(from + LINKS_PER_TASK), 0);
}

void afterFirstPaint().then(() => {
  preload(0);
  const [entry] = scripts;
  if (entry) return import(/* @vite-ignore */ entry);
});
