import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../test/helpers/app.ts';
import { movableClock } from '../modules/auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
} from '../modules/bids/testing/trading-fixtures.ts';

const clock = movableClock('2026-05-05T12:00:00.000Z');
const HOUR = 3_600_000;
/** A page the size of the real one, so it is worth compressing (the threshold is 1 KB). */
const INDEX_HTML = `<!doctype html><html lang="tr"><head><title>ArsaMezat</title>
<meta name="description" content="x" />
<!--app-head--></head><body><div id="root"></div>
<noscript>${'ArsaMezat çalışmak için JavaScript ister. '.repeat(40)}</noscript></body></html>`;
const SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Arsa ${i}` })))};\n`;
const STYLE = `.card { color: #14532d; padding: 1rem; }\n`.repeat(100);

let t: TestApp;
let base: string;

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Every encoding a browser may ask for, and what the answer must carry for it. */
const CASES = [
  { accept: 'br, gzip, deflate', encoding: 'br' },
  { accept: 'gzip, deflate', encoding: 'gzip' },
  { accept: 'identity', encoding: undefined },
] as const;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock, indexHtml: INDEX_HTML });
  // The build's output: a script with its .br and .gz copies, a style sheet with none.
  const assets = path.join(t.dataDir, 'web', 'assets');
  fs.mkdirSync(assets);
  fs.writeFileSync(path.join(assets, 'app-test.js'), SCRIPT);
  fs.writeFileSync(path.join(assets, 'app-test.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(assets, 'app-test.js.gz'), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(assets, 'plain.css'), STYLE);
  const now = clock.clock().getTime();
  for (let i = 0; i < 6; i++) {
    await insertListing(t.database.db, {
      title: `Sıkıştırma denemesi arsa ${i}`,
      status: 'active',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    });
  }
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe.each(CASES)('Accept-Encoding: $accept', ({ accept, encoding }) => {
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': accept } });

  it('a page answers compressed with it, and says it varies by Accept-Encoding', async () => {
    const res = await get('/auctions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe(encoding);
    if (encoding) expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(encoding, res.rawPayload)).toContain('<div id="root"></div>');
  });

  it('an API answer (JSON) answers compressed with it', async () => {
    const res = await get('/api/listings?tab=auctions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe(encoding);
    const page = JSON.parse(decode(encoding, res.rawPayload)) as { total: number };
    expect(page.total).toBe(6);
  });

  it("a built script is sent as the build's precompressed copy", async () => {
    const res = await get('/assets/app-test.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (encoding) expect(res.headers.vary).toMatch(/accept-encoding/i);
    const file =
      encoding === 'br' ? 'app-test.js.br' : encoding === 'gzip' ? 'app-test.js.gz' : 'app-test.js';
    expect(res.rawPayload).toEqual(fs.readFileSync(path.join(t.dataDir, 'web', 'assets', file)));
    expect(decode(encoding, res.rawPayload)).toBe(SCRIPT);
  });

  it('a file without a precompressed copy is compressed on the way out', async () => {
    const res = await get('/assets/plain.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(encoding, res.rawPayload)).toBe(STYLE);
  });
});

describe('event streams through the compressing app', () => {
  it('are sent uncompressed and unbuffered: a bid arrives while the stream stays open', async () => {
    const now = clock.clock().getTime();
    const id = await insertListing(t.database.db, {
      status: 'active',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
      antiSnipeMinutes: 0,
    });
    const ayse = await signedInTrader(t.database.db, clock.clock(), {
      firstName: 'Ayşe',
      lastName: 'Kaya',
    });
    await insertDeposit(t.database.db, { listingId: id, userId: ayse.id });

    const request = http.get(`${base}/api/listings/${id}/events`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.on('response', resolve).on('error', reject);
    });
    try {
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      let received = '';
      const bidArrived = new Promise<void>((resolve) => {
        response.on('data', (chunk: Buffer) => {
          received += chunk.toString('utf8');
          if (received.includes('event: bid\n')) resolve();
        });
      });
      // The retry hint is written at once; the bid follows while the stream is still open.
      expect((await placeBid(t, ayse, id, 100_000_00)).statusCode).toBe(201);
      await bidArrived;
      expect(response.complete).toBe(false);
      expect(received).toMatch(/^retry: \d+\n\n/);
      expect(received).toContain('"amount":10000000');
    } finally {
      request.destroy();
    }
  });
});
