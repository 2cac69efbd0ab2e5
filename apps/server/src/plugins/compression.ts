import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text answers compressed on the fly, brotli first, then gzip (issue 14): HTML pages, JSON, and
 * any script, style or SVG that has no precompressed copy. Event streams are never compressed or
 * buffered: `text/event-stream` is excluded here, and the streams write to the raw response
 * anyway (modules/events/sse.ts). The built web app's files are compressed once at build time
 * (apps/web/vite.config.ts) and served as they are by the static plugin (`spa.ts`), which sets
 * Content-Encoding itself, so they are not compressed twice.
 *
 * A streamed answer is compressed chunk by chunk, each flushed as it is written: a server-rendered
 * page sends its head before React has drawn the body (decision 049), and a compressor that waits
 * for more input would hold it back. An answer sent whole is compressed in one go as before.
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
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
      flush: constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
}
