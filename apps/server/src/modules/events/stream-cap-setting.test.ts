import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { loadConfig } from '../../config/env.ts';

/*
 * Issue 31 (bench:scale): the per-address stream cap of decision 053 is a setting,
 * STREAM_CAP_PER_ADDRESS (default 200), so that a load test through one balancer — every stream
 * from the balancer's address — can hold thousands. The setting is the cap the server applies.
 */

let t: TestApp;
let port: number;
let listingId: string;

/** Opens a listing stream from the claimed address; answers its status, the stream left open. */
function open(address: string): Promise<{ status: number; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/listings/${listingId}/events`,
        agent: false,
        headers: { accept: 'text/event-stream', 'x-forwarded-for': address },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, close: () => request.destroy() });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'loopback', STREAM_CAP_PER_ADDRESS: '3' } });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
  const now = Date.now();
  listingId = await insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(now - 60 * 60_000),
    endsAt: new Date(now + 60 * 60_000),
  });
});
afterAll(() => t.close());

describe('STREAM_CAP_PER_ADDRESS', () => {
  it('is the per-address cap: 3 streams from one address, the 4th a 429; another address apart', async () => {
    const streams = [];
    for (let i = 0; i < 3; i++) streams.push(await open('198.51.100.7'));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await open('198.51.100.7');
    expect(refused.status).toBe(429);
    const other = await open('198.51.100.8');
    expect(other.status).toBe(200);
    for (const stream of [...streams, refused, other]) stream.close();
  });

  it('defaults to 200 and refuses what is not a whole number from 1 to 100000', () => {
    expect(loadConfig({}).streamCaps.perAddress).toBe(200);
    expect(loadConfig({ STREAM_CAP_PER_ADDRESS: '20000' }).streamCaps.perAddress).toBe(20_000);
    for (const bad of ['0', '-5', '1.5', 'çok', '100001']) {
      expect(() => loadConfig({ STREAM_CAP_PER_ADDRESS: bad })).toThrow(/STREAM_CAP_PER_ADDRESS/);
    }
  });
});
