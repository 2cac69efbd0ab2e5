import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors.ts';

/** What the HTML head says for one page: title, description and an optional preview image. */
export type PageHead = { title: string; description: string; image?: string; url?: string };

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html with this head (title, description, social-preview tags). */
    sendSpa(head?: Partial<PageHead>): FastifyReply;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderHead(template: string, head: PageHead): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.url ? `<meta property="og:url" content="${escapeHtml(head.url)}" />` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ].filter(Boolean);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('<!--app-head-->', tags.join('\n    '));
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
 * Serves the built web app and uploaded files, with history fallback: any GET that is not an API
 * call, not a file and not an upload gets index.html, so deep links work. Unknown /api/* answers
 * a JSON 404.
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi(url) &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/assets/');
    if (isPage) return reply.sendSpa();
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}
