import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  SSR_STATE_ID,
  type ImagePreload,
  type SsrDataSource,
  type SsrEntry,
} from '@arsamezat/shared/ssr';
import { isServerRenderedPage, isWebPage } from '@arsamezat/shared/web-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors.ts';
import { listingPageHead, renderHead, type PageHead } from './page-head.ts';
import { createDeferredScripts } from './deferred-scripts.ts';
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

const ROOT_ELEMENT = /<div id="root">\s*<\/div>/;
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

  /**
   * The page rendered by the web app's server entry, in the built index.html: the head the page
   * decided (title; for a listing its description and cover), the LCP image preloaded, the scripts
   * hydration needs named for the boot script to load after the first paint, the markup in #root and the state it was rendered with as JSON
   * (not a script the browser runs, so the Content-Security-Policy stays 'self').
   */
  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    if (!ssr || !template) throw new Error('no server entry');
    const result = await ssr.entry.render({
      url: request.url,
      origin: options.publicUrl,
      source: ssr.source,
    });
    const head: Partial<PageHead> = result.listing
      ? listingPageHead(options, result.listing)
      : result.title
        ? { title: result.title }
        : {};
    const links = [result.preloadImage ? imagePreloadLink(result.preloadImage) : ''].filter(
      Boolean,
    );
    // The scripts wait for the first paint; the route's modules are named for them (decision 048).
    let page = deferScripts(withHead(template, head), preloads(result.modules));
    if (links.length > 0)
      page = page.replace(/<\/head\s*>/i, (end) => `${links.join('')}\n  ${end}`);
    page = page.replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${result.html}</div>` +
        `<script type="application/json" id="${SSR_STATE_ID}">${result.state}</script>`,
    );
    return reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  }

  app.decorateReply('sendPage', async function sendPage(this: FastifyReply) {
    const request = this.request;
    const unknown = !isWebPage(request.url);
    if (rendersPage(request)) {
      try {
        return await renderPage(request, this);
      } catch (error) {
        // The browser can still draw the page from the shell; never a 500 page with a stack.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
      }
    }
    if (unknown) {
      return this.status(404).sendSpa({ title: `Sayfa bulunamadı - ${options.siteName}` });
    }
    return this.sendSpa();
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
