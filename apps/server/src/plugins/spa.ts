import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@arsamezat/shared/web-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors.ts';
import { renderHead, type PageHead } from './page-head.ts';

export type { PageHead };

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html with this head (title, description, social-preview tags). */
    sendSpa(head?: Partial<PageHead>): FastifyReply;
  }
}

type SpaOptions = {
  webDistDir: string;
  uploadsDir: string;
  siteName: string;
  publicUrl: string;
  defaultDescription: string;
};

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

  app.decorateReply('sendSpa', function sendSpa(this: FastifyReply, head?: Partial<PageHead>) {
    if (!template) {
      return this.status(503)
        .type('text/plain; charset=utf-8')
        .send('Web uygulaması henüz derlenmedi. Önce `npm run build` çalıştırın.');
    }
    const html = renderHead(template, {
      title: head?.title ?? options.siteName,
      description: head?.description ?? options.defaultDescription,
      url: head?.url ?? options.publicUrl,
      ...(head?.image ? { image: head.image } : {}),
    });
    return this.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });

  // The static wildcard would treat '/' as a directory listing; the home page is the SPA.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendSpa());

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
    if (isPage && isWebPage(url)) return reply.sendSpa();
    if (isPage)
      return reply.status(404).sendSpa({ title: `Sayfa bulunamadı - ${options.siteName}` });
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}
