import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../test/fixtures/listings.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../test/helpers/app.ts';
import { createJobs, type Jobs } from './jobs.ts';
import {
  insertDeposit,
  signedInTrader,
  type Trader,
} from './modules/bids/testing/trading-fixtures.ts';
import { openSse, type SseClient } from './modules/events/testing/sse-client.ts';
import { createShutdown } from './shutdown.ts';

/*
 * SIGTERM's drain (decision 089) on a listening instance, through the same handler server.ts
 * installs: a bid whose body is still arriving, an open live stream and the running jobs when
 * the signal comes. The stream is told to reconnect and ended, new streams and the readiness
 * check get 503 while the jobs stop, the bid is answered and kept, then the process would exit 0.
 */

const PORT = 4317;
const BASE = `http://127.0.0.1:${PORT}`;
const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const QUEUE = {
  retryLimit: 1,
  retryDelaySeconds: 0,
  retryDelayMaxSeconds: 1,
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 500,
  concurrency: 1,
  batchSize: 5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
};

let t: TestApp;
let jobs: Jobs;
let listingId: string;
let bidder: Trader;

/** A bid sent as a slow phone sends it: headers now, the body when `finish` is called. */
function slowBid(amount: number) {
  const body = JSON.stringify({ amount });
  const req = http.request(`${BASE}/api/listings/${listingId}/bids`, {
    method: 'POST',
    headers: {
      ...csrfHeaders(bidder.cookie),
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 5));
  return { answered, finish: () => req.end(body.slice(5)) };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  listingId = await insertListing(db, {
    status: 'active',
    startsAt: new Date(NOW.getTime() - 24 * HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
    antiSnipeMinutes: 0,
  });
  bidder = await signedInTrader(db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
  await insertDeposit(db, { listingId, userId: bidder.id });
  jobs = createJobs(t.app.deps, t.app.services, { queue: QUEUE });
  await jobs.start();
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('SIGTERM drains the instance, then exits', () => {
  it('answers the bid in flight, tells the stream to reconnect, refuses new streams and readiness', async () => {
    expect((await fetch(`${BASE}/api/ready`)).status).toBe(200);
    const stream: SseClient = await openSse(`${BASE}/api/listings/${listingId}/events`);
    expect(stream.status).toBe(200);
    const bid = slowBid(100_000_00);
    // The request's head has reached the server (the stream's first bytes did too, earlier).
    await new Promise((resolve) => setTimeout(resolve, 300));

    let releaseJobsPass!: () => void;
    const jobsPass = new Promise<void>((resolve) => (releaseJobsPass = resolve));
    const order: string[] = [];
    const exited = new Promise<number>((resolve) => {
      const shutdown = createShutdown({
        app: t.app,
        // A pass of a job still running when the signal comes, then the real job set.
        stoppables: [
          {
            stop: async () => {
              order.push('jobs stopping');
              await jobsPass;
            },
          },
          jobs,
        ],
        timeoutMs: 20_000,
        release: () => order.push('lock released'),
        exit: (code) => {
          order.push(`exit ${code}`);
          resolve(code);
        },
      });
      void shutdown('SIGTERM');
      // A second signal changes nothing.
      void shutdown('SIGINT');
    });

    // The open stream is told to reconnect (soon, elsewhere) and ended.
    await stream.ended;
    expect(stream.text()).toMatch(/retry: \d+\n: reconnect\n\n$/);

    // While the jobs stop, the instance still listens: the balancer's check and new streams
    // are refused, everything else is still answered.
    const ready = await fetch(`${BASE}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({
      error: {
        code: 'SHUTTING_DOWN',
        message: 'Sunucu yeniden başlatılıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
        retryAfter: 5,
      },
    });
    const refused = await fetch(`${BASE}/api/listings/${listingId}/events`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'SHUTTING_DOWN',
    );
    const grid = await fetch(`${BASE}/api/listings/events?ids=${listingId}`);
    expect(grid.status).toBe(503);
    await grid.body?.cancel();
    expect((await fetch(`${BASE}/api/health`)).status).toBe(200);
    expect(order).toEqual(['jobs stopping']);

    // The job's pass ends; the app closes but waits for the bid still arriving.
    releaseJobsPass();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['jobs stopping']);
    bid.finish();
    const answer = await bid.answered;
    expect(answer.status).toBe(201);
    expect(await exited).toBe(0);
    expect(order).toEqual(['jobs stopping', 'lock released', 'exit 0']);
    expect(t.database.pglite?.closed ?? true).toBe(true);
  }, 60_000);
});

describe('without a drain, closing the app', () => {
  it("tells a listing's stream and a member's bell to reconnect, then ends both", async () => {
    const other = await createTestApp({ clock: () => NOW });
    try {
      const id = await insertListing(other.database.db, {
        status: 'active',
        startsAt: new Date(NOW.getTime() - HOUR),
        endsAt: new Date(NOW.getTime() + HOUR),
      });
      const member = await signedInTrader(other.database.db, NOW, {
        firstName: 'Mehmet',
        lastName: 'Demir',
      });
      await other.app.listen({ port: PORT + 1, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${PORT + 1}`;
      const stream = await openSse(`${base}/api/listings/${id}/events`);
      const bell = await fetch(`${base}/api/me/notifications/stream`, {
        headers: { cookie: member.cookie },
      });
      expect(bell.headers.get('content-type')).toContain('text/event-stream');
      let bellText = '';
      const bellRead = (async () => {
        for await (const chunk of bell.body ?? []) bellText += Buffer.from(chunk).toString();
      })();
      await new Promise((resolve) => setTimeout(resolve, 200));

      await other.app.close();
      await Promise.all([stream.ended, bellRead]);
      expect(stream.text()).toMatch(/: reconnect\n\n$/);
      expect(bellText).toMatch(/^retry: \d+\n\nretry: \d+\n: reconnect\n\n$/);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('while draining, a member’s bell', () => {
  it('is refused with 503 and Retry-After; the open one is told to reconnect', async () => {
    const other = await createTestApp({ clock: () => NOW });
    try {
      const member = await signedInTrader(other.database.db, NOW, {
        firstName: 'Zeynep',
        lastName: 'Aydın',
      });
      await other.app.listen({ port: PORT + 2, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${PORT + 2}/api/me/notifications/stream`;
      const open = await fetch(url, { headers: { cookie: member.cookie } });
      let text = '';
      const read = (async () => {
        for await (const chunk of open.body ?? []) text += Buffer.from(chunk).toString();
      })();
      await new Promise((resolve) => setTimeout(resolve, 200));

      other.app.deps.drain.begin();
      await read;
      expect(text).toMatch(/: reconnect\n\n$/);
      const refused = await fetch(url, { headers: { cookie: member.cookie } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'SHUTTING_DOWN',
          message: 'Sunucu yeniden başlatılıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
        },
      });
    } finally {
      await other.close();
    }
  }, 60_000);
});
