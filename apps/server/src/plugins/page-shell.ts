import fs from 'node:fs';
import path from 'node:path';
import { isWebPage } from '@arsamezat/shared/site/web-paths';
import type { PageHead } from '../lib/listing-page-head.ts';
import { renderHead } from './page-head.ts';

/** The site's own head values: what a page's head falls back to. */
export type SiteHead = { siteName: string; publicUrl: string; defaultDescription: string };

/** The built web app's index.html, or null when the web app has not been built. */
export function readShellTemplate(webDistDir: string): string | null {
  const indexPath = path.join(webDistDir, 'index.html');
  return fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
}

/**
 * The shell: index.html with a page's head, the site's values filling what the page does not
 * say. `headOf` is the head a shell gets for a request: the page's own where known, else the
 * site's, or the not-found title for a path that is no page of the web app.
 */
export function createPageShell(site: SiteHead) {
  const withHead = (page: string, head?: Partial<PageHead>) =>
    renderHead(page, {
      title: head?.title ?? site.siteName,
      description: head?.description ?? site.defaultDescription,
      url: head?.url ?? site.publicUrl,
      ...(head?.image ? { image: head.image } : {}),
    });

  const headOf = (url: string, head?: Partial<PageHead>): Partial<PageHead> =>
    head?.title ? head : isWebPage(url) ? {} : { title: `Sayfa bulunamadı - ${site.siteName}` };

  return { withHead, headOf };
}

export type PageShell = ReturnType<typeof createPageShell>;

/** What a page request gets when the web app was never built (a development checkout). */
export const NOT_BUILT_TEXT = 'Web uygulaması henüz derlenmedi. Önce `npm run build` çalıştırın.';
