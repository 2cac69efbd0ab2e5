import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  SSR_STATE_ID,
  type ImagePreload,
  type SsrDataSource,
  type SsrEntry,
  type SsrMarkup,
  type SsrPage,
} from '@arsamezat/shared/ssr';
import { isServerRenderedPage, isWebPage } from '@arsamezat/shared/web-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors.ts';
import { listingPageHead, renderHead, type PageHead } from './page-head.ts';
import { createDeferredScripts } from './deferred-scripts.ts';
import { PageStream, ROOT_END, splitPage, type PageParts } from './page-stream.ts';
import { createPreloads } from './ssr.ts';

export type { PageHead };

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html with this head (title, description, social-preview tags). */
    sendSpa(head?: Partial<PageHead>): FastifyReply;
    /** Whether this request's page is server-rendered (decision 041). */
    serverRenders(): boolean;
    /**
     * Sends the page server-rendered with its data when it is one of the public pages (or an
     * unknown page, with the not-found page and a 404); otherwise, or when rendering fails, the
     * shell as sendSpa does.
     */
    sendPage(): Promise<FastifyReply>;
  }
}

type SpaOptions = {
  webDistDir: string;
  uploadsDir: string;
  siteName: string;
  publicUrl: string;
  defaultDescription: string;
  /** The web app's server entry and the data it reads; without it every page is the shell. */
  ssr?: { entry: SsrEntry; source: SsrDataSource } | null;
};

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app and uploaded files, with history fallback: a GET of a page of the web
 * app's route table (`@arsamezat/shared/web-paths`) that is not a file gets index.html, so deep
 * links work. Any other page path gets the same app with a 404 status (the app draws its
 * not-found page); unknown /api/* answers a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexPath = path.join(options.webDistDir, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;

  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });
  if (template) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build writes a .br and a .gz next to each text file (apps/web/vite.config.ts); the
      // one the browser accepts is sent with its Content-Encoding and `Vary: accept-encoding`.
      preCompressed: true,
      // Hashed assets never change; index.html is rendered per request below.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const withHead = (page: string, head?: Partial<PageHead>) =>
    renderHead(page, {
      title: head?.title ?? options.siteName,
      description: head?.description ?? options.defaultDescription,
      url: head?.url ?? options.publicUrl,
      ...(head?.image ? { image: head.image } : {}),
    });

  app.decorateReply('sendSpa', function sendSpa(this: FastifyReply, head?: Partial<PageHead>) {
    if (!template) {
      return this.status(503)
        .type('text/plain; charset=utf-8')
        .send('Web uygulaması henüz derlenmedi. Önce `npm run build` çalıştırın.');
    }
    return this.type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withHead(template, head));
  });

  const ssr = template ? (options.ssr ?? null) : null;
  const preloads = template ? createPreloads(options.webDistDir, template) : () => [];
  const deferScripts = template
    ? createDeferredScripts(options.webDistDir, template)
    : (page: string) => page;
  const rendersPage = (request: FastifyRequest) =>
    ssr !== null &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    (isServerRenderedPage(request.url) || !isWebPage(request.url));

  app.decorateReply('serverRenders', function serverRenders(this: FastifyReply) {
    return rendersPage(this.request);
  });

  /** A prepared page's index.html: its head, and its scripts after the first paint (decision 048). */
  const pageWith = (shell: string, page: SsrPage, head: Partial<PageHead>) =>
    deferScripts(withHead(shell, head), preloads(page.modules));
  // What leaves first is the same for every page (the head up to the title, with the style sheet
  // and the font), but for the page's first photo: cut once.
  const early = ssr && template ? splitPage(template).early : '';

  /**
   * Streams a public page (decisions 041, 049). Its data is read and its routes matched first,
   * so a failure there still gets the shell; then the status and the head up to the title leave
   * (the style sheet, the font and the first photo start loading) while React draws the page,
   * and the rest of the head (with the title the page set), the markup in #root and the state it
   * was drawn with follow. The state is JSON, not a script the browser runs: the
   * Content-Security-Policy stays 'self'.
   */
  async function streamPage(request: FastifyRequest, reply: FastifyReply) {
    if (!ssr || !template) throw new Error('no server entry');
    const page = await ssr.entry.prepare({
      url: request.url,
      origin: options.publicUrl,
      source: ssr.source,
    });
    // A detail page's head is its listing's; any other page's title is what the page sets.
    const head = page.listing ? listingPageHead(options, page.listing) : {};
    const body = new PageStream();
    const photo = page.preloadImage ? `${imagePreloadLink(page.preloadImage)}\n    ` : '';
    body.part(early + photo);
    void drawPage(request, template, page, head, body);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body);
  }

  /**
   * The rest of a streamed page once React has drawn it. A render that fails after the first
   * part left is logged and the page is finished as the shell (status and early head as sent),
   * which the browser draws. Nothing is drawn for a visitor who has left.
   */
  async function drawPage(
    request: FastifyRequest,
    shell: string,
    page: SsrPage,
    head: Partial<PageHead>,
    body: PageStream,
  ) {
    let markup: SsrMarkup;
    let final: PageParts;
    try {
      markup = await page.render();
      const title = page.listing ? undefined : markup.title;
      final = splitPage(pageWith(shell, page, title ? { title } : head));
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      const fallback = splitPage(withHead(shell, shellHead(request, head)));
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

  /** The shell's head: the page's own where known, else the site's, or the not-found title. */
  const shellHead = (request: FastifyRequest, head?: Partial<PageHead>): Partial<PageHead> =>
    head?.title
      ? head
      : isWebPage(request.url)
        ? {}
        : { title: `Sayfa bulunamadı - ${options.siteName}` };

  app.decorateReply('sendPage', async function sendPage(this: FastifyReply) {
    const request = this.request;
    const unknown = !isWebPage(request.url);
    if (rendersPage(request)) {
      try {
        return await streamPage(request, this);
      } catch (error) {
        // The browser can still draw the page from the shell; never a 500 page with a stack.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
      }
    }
    return this.status(unknown ? 404 : 200).sendSpa(shellHead(request));
  });

  // The static wildcard would treat '/' as a directory listing; the home page is the SPA.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendPage());

  // Browsers ask for /favicon.ico on pages without an icon link (the sandbox bank's pages, a
  // JSON answer opened in a tab): they get the site's SVG icon, not a 404.
  if (template && fs.existsSync(path.join(options.webDistDir, 'favicon.svg'))) {
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .sendFile('favicon.svg'),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi(url) &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/assets/');
    if (isPage) return reply.sendPage();
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
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
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high" />`;
}
