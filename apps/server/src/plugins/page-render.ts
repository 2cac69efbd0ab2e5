import {
  SSR_STATE_ID,
  type ImagePreload,
  type SsrDataSource,
  type SsrEntry,
  type SsrMarkup,
  type SsrPage,
} from '@arsamezat/shared/site/ssr';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listingPageHead, type PageHead } from '../lib/listing-page-head.ts';
import { createDeferredScripts } from './deferred-scripts.ts';
import { escapeHtml } from './page-head.ts';
import type { PageShell, SiteHead } from './page-shell.ts';
import { PageStream, ROOT_END, splitPage, type PageParts } from './page-stream.ts';
import { createPreloads, type SsrMemberReads } from './ssr.ts';

/**
 * The web app's server entry and the data it reads (decision 041): the public reads, and the
 * member's own when the request carries their session (decision 095).
 */
export type ServerEntry = { entry: SsrEntry; source: SsrDataSource; member?: SsrMemberReads };

type RendererOptions = {
  ssr: ServerEntry;
  /** The built index.html. */
  template: string;
  webDistDir: string;
  site: SiteHead;
  shell: PageShell;
  /** The session cookie's name (decision 063). */
  sessionCookie: string;
};

/**
 * Streams a public page (decisions 041, 049) in three steps:
 *
 * 1. `prepare`: the entry reads the page's data and matches its routes, so a failure here still
 *    gets the shell (the caller's to send: this rejects before anything left);
 * 2. the status and the head up to the title leave (the style sheet, the font and the first
 *    photo start loading) while React draws the page;
 * 3. `finishPage`: the rest of the head (with the title the page set), the markup in #root and
 *    the state it was drawn with. The state is JSON, not a script the browser runs: the
 *    Content-Security-Policy stays 'self'.
 */
export function createPageRenderer({
  ssr,
  template,
  webDistDir,
  site,
  shell,
  sessionCookie,
}: RendererOptions) {
  const preloads = createPreloads(webDistDir, template);
  const deferScripts = createDeferredScripts(webDistDir, template);
  // What leaves first is the same for every page (the head up to the title, with the style
  // sheet and the font), but for the page's first photo: cut once.
  const early = splitPage(template).early;

  /** A prepared page's index.html: its head, and its scripts after the first paint (048). */
  const finalPage = (page: SsrPage, head: Partial<PageHead>) =>
    splitPage(
      deferScripts(
        shell.withHead(template, head),
        preloads(page.modules, page.lazyParts),
        page.earlyRequests,
        page.sessionDrawn,
      ),
    );

  return async function streamPage(request: FastifyRequest, reply: FastifyReply) {
    // Drawn for the member whose session came along (decision 095), for a guest when none did.
    // Should the session not be readable now, a page with a session cookie is drawn for a member
    // not known yet, whose parts show they are getting ready until the browser knows (063).
    const member = await readMember(request, reply);
    const visitor =
      member || (member === undefined && request.cookies[sessionCookie]) ? 'member' : 'guest';
    const page = await ssr.entry.prepare({
      url: request.url,
      origin: site.publicUrl,
      source: ssr.source,
      visitor,
      ...(member ? { member } : {}),
    });
    // A detail page's head is its listing's; any other page's title is what the page sets.
    const head = page.listing ? listingPageHead(site, page.listing) : {};
    const body = new PageStream();
    const photo = page.preloadImage ? `${imagePreloadLink(page.preloadImage)}\n    ` : '';
    body.part(early + photo);
    void finishPage(request, page, head, body);
    return (
      reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        // A member's page carries what only they may see (their session, their deposit): no
        // cache keeps it, the browser's own included — as GET /api/auth/session is sent.
        .header('cache-control', visitor === 'member' ? 'private, no-store' : 'no-cache')
        // A guest's page and a member's differ: a shared cache must keep them apart.
        .header('vary', 'Cookie')
        .send(body)
    );
  };

  /** The member the page is for; undefined when their session could not be read now. */
  async function readMember(request: FastifyRequest, reply: FastifyReply) {
    if (!ssr.member) return undefined;
    try {
      return await ssr.member(request, reply);
    } catch (error) {
      request.log.error({ err: error }, "the member's session could not be read for the page");
      return undefined;
    }
  }

  /**
   * The rest of a streamed page once React has drawn it. A render that fails after the first
   * part left is logged and the page is finished as the shell (status and early head as sent),
   * which the browser draws. Nothing is drawn for a visitor who has left.
   */
  async function finishPage(
    request: FastifyRequest,
    page: SsrPage,
    head: Partial<PageHead>,
    body: PageStream,
  ) {
    let markup: SsrMarkup;
    let final: PageParts;
    try {
      markup = await page.render();
      const title = page.listing ? undefined : markup.title;
      final = finalPage(page, title ? { title } : head);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      const fallback = splitPage(shell.withHead(template, shell.headOf(request.url, head)));
      body.part(fallback.late);
      body.last(ROOT_END + fallback.tail);
      return;
    }
    if (body.destroyed) return;
    body.part(final.late);
    const state = `<script type="application/json" id="${SSR_STATE_ID}">${markup.state}</script>`;
    try {
      markup.pipe(body.markup(ROOT_END + state + final.tail));
    } catch (error) {
      // Part of the page has left: it can only be cut off now.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** The LCP image's preload: with `imagesrcset`/`imagesizes` the browser fetches the copy it draws. */
function imagePreloadLink(image: ImagePreload): string {
  const attributes = [
    ['href', image.href],
    ['imagesrcset', image.srcset],
    ['imagesizes', image.sizes],
    ['type', image.type],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high" />`;
}
