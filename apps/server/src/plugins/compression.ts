import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text answers compressed on the fly, brotli first, then gzip (issue 14): HTML pages, JSON, and
 * any script, style or SVG that has no precompressed copy. Event streams are never compressed or
 * buffered: `text/event-stream` is excluded here, and the streams write to the raw response
 * anyway (modules/events/sse.ts). The built web app's files are compressed once at build time
 * (apps/web/vite.config.ts) and served as they are by the static plugin (`spa.ts`), which sets
 * Content-Encoding itself, so they are not compressed twice.
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|\/(?:json|javascript|xml)(?:;|$)|\+(?:json|xml)(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Below ~1 KB the headers outweigh the saving.
    threshold: 1024,
  });
}
