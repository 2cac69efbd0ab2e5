import { isServerRenderedPage, isWebPage } from '@arsamezat/shared/site/web-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors.ts';
import type { PageHead } from '../lib/listing-page-head.ts';
import { createPageRenderer, type ServerEntry } from './page-render.ts';
import { createPageShell, NOT_BUILT_TEXT, readShellTemplate, type SiteHead } from './page-shell.ts';
import { registerStaticFiles } from './static-files.ts';

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

type SpaOptions = SiteHead & {
  webDistDir: string;
  uploadsDir: string;
  /** The web app's server entry and the data it reads; without it every page is the shell. */
  ssr?: ServerEntry | null;
  /** The session cookie's name: a page is drawn for a member when it comes along (063). */
  sessionCookie: string;
  /** MAP_TILES: the basemap file, served under /map/ (decision 083). */
  mapTilesFile?: string | null;
};

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD';

/**
 * Serves the built web app and uploaded files, with history fallback: a GET of a page of the web
 * app's route table (`@arsamezat/shared/site/web-paths`) that is not a file gets index.html, so deep
 * links work. Any other page path gets the same app with a 404 status (the app draws its
 * not-found page); unknown /api/* answers a JSON 404. The steps: the static files
 * (static-files.ts), the shell with a page's head (page-shell.ts), which pages are rendered on
 * the server, their streaming (page-render.ts), and the routes that answer with a page.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const template = readShellTemplate(options.webDistDir);
  await registerStaticFiles(app, { ...options, webAppBuilt: template !== null });

  const shell = createPageShell(options);
  app.decorateReply('sendSpa', function sendSpa(this: FastifyReply, head?: Partial<PageHead>) {
    if (!template) {
      return this.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    }
    return this.type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shell.withHead(template, head));
  });

  const streamPage =
    template && options.ssr
      ? createPageRenderer({
          ssr: options.ssr,
          template,
          webDistDir: options.webDistDir,
          site: options,
          shell,
          sessionCookie: options.sessionCookie,
        })
      : null;
  // The public pages, and any path that is no page of the web app (its not-found page).
  const rendersPage = (request: FastifyRequest) =>
    streamPage !== null &&
    isPageRequest(request) &&
    (isServerRenderedPage(request.url) || !isWebPage(request.url));

  app.decorateReply('serverRenders', function serverRenders(this: FastifyReply) {
    return rendersPage(this.request);
  });

  app.decorateReply('sendPage', async function sendPage(this: FastifyReply) {
    const request = this.request;
    if (streamPage && rendersPage(request)) {
      try {
        return await streamPage(request, this);
      } catch (error) {
        // The browser can still draw the page from the shell; never a 500 page with a stack.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
      }
    }
    const status = isWebPage(request.url) ? 200 : 404;
    return this.status(status).sendSpa(shell.headOf(request.url));
  });

  // The static wildcard would treat '/' as a directory listing; the home page is the SPA.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendPage());

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isPage =
      isPageRequest(request) &&
      !isApi(url) &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/assets/');
    if (isPage) return reply.sendPage();
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}
