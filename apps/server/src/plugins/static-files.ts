import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The files the server sends as they are: uploaded photos and documents under /uploads/, and,
 * when the web app is built, its files (hashed assets cached for a year) and /favicon.ico.
 */
/** Where the basemap is served (the site configuration names the file under it). */
export const MAP_TILES_PREFIX = '/map/';

export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    uploadsDir: string;
    webDistDir: string;
    webAppBuilt: boolean;
    /** MAP_TILES: the PMTiles basemap on disk, served at MAP_TILES_PATH (decision 083). */
    mapTilesFile?: string | null | undefined;
  },
): Promise<void> {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });
  if (options.mapTilesFile) {
    // One file, read by MapLibre in ranges (PMTiles): `send` answers Range with 206.
    const file = path.resolve(options.mapTilesFile);
    await app.register(fastifyStatic, {
      root: path.dirname(file),
      prefix: MAP_TILES_PREFIX,
      decorateReply: false,
      index: false,
      acceptRanges: true,
      allowedPath: (pathName) => pathName === `/${path.basename(file)}`,
      maxAge: '1d',
    });
  }
  if (!options.webAppBuilt) return;
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build writes a .br and a .gz next to each text file (apps/web/vite.config.ts); the
    // one the browser accepts is sent with its Content-Encoding and `Vary: accept-encoding`.
    preCompressed: true,
    // Hashed assets never change; index.html is rendered per request (plugins/spa.ts).
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
      // The service worker is checked for an update on every visit (decision 090).
      if (/^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath))) {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  // Browsers ask for /favicon.ico on pages without an icon link (the sandbox bank's pages, a
  // JSON answer opened in a tab): they get the site's SVG icon, not a 404.
  if (fs.existsSync(path.join(options.webDistDir, 'favicon.svg'))) {
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .sendFile('favicon.svg'),
    );
  }
}
