import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { call, nextPhone } from '../auth/testing/auth-fixtures.ts';
import { openSse } from '../events/testing/sse-client.ts';

/*
 * GET /metrics (issue 31, decision 088): Prometheus text behind a bearer token from the
 * configuration, with the series an operator alerts on moving as the product is used.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
/** The brief's port range (4200–4299): this file's listening app. */
const PORT = 4231;

let t: TestApp;
let base: string;
let ahmet: Trader;

const scrape = (token: string | null = TOKEN) =>
  t.app.inject({
    url: '/metrics',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

/** The value of one series in the exposition text (0 when it is not there yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function auction() {
  const id = await insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + HOUR),
    antiSnipeMinutes: 0,
  });
  await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, env: { METRICS_TOKEN: TOKEN }, captureLogs: true });
  base = await t.app.listen({ port: PORT, host: '127.0.0.1' });
  ahmet = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
});
afterAll(() => t.close());

describe('GET /metrics — who may read it', () => {
  it('answers 401 without the token, with a wrong one or another scheme; never logs it', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-sort-0123456789' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({
        error: {
          code: 'UNAUTHENTICATED',
          message: 'Ölçümler için geçerli bir erişim anahtarı gerekir.',
        },
      });
      expect(res.body).not.toContain('arsamezat_');
    }
    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(t.logs.join('')).not.toContain(TOKEN);
  });

  it('does not exist (404) where no METRICS_TOKEN is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    } finally {
      await bare.close();
    }
  });
});

describe('GET /metrics — what it says', () => {
  it("answers Prometheus' text format with every named series", async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'arsamezat_http_request_duration_seconds',
      'arsamezat_bids_total',
      'arsamezat_live_streams_open',
      'arsamezat_events_published_total',
      'arsamezat_events_delivered_total',
      'arsamezat_job_queue_jobs',
      'arsamezat_job_runs_total',
      'arsamezat_notifications_total',
      'arsamezat_payment_outcomes_total',
      'arsamezat_db_pool_connections',
      'arsamezat_process_resident_memory_bytes',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
    // PGlite: one connection, never idle, nobody waiting (PostgreSQL: the pool's own figures).
    const total = valueOf(res.body, 'arsamezat_db_pool_connections{state="total"}');
    if (t.database.kind === 'pglite') expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
  });

  it('counts bids accepted and refused by reason, streams open and the bid delivered to them', async () => {
    const id = await auction();
    const before = (await scrape()).body;
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    const during = (await scrape()).body;
    expect(valueOf(during, 'arsamezat_live_streams_open')).toBe(
      valueOf(before, 'arsamezat_live_streams_open') + 1,
    );

    expect((await placeBid(t, ahmet, id, 100_000_00)).statusCode).toBe(201);
    await stream.next('bid', 10_000);
    const refused = await placeBid(t, ahmet, id, 1);
    expect(refused.statusCode).toBe(409);
    const code = refused.json<{ error: { code: string } }>().error.code;
    stream.close();

    const after = (await scrape()).body;
    const accepted = 'arsamezat_bids_total{outcome="accepted",reason=""}';
    expect(valueOf(after, accepted)).toBe(valueOf(before, accepted) + 1);
    const refusedSeries = `arsamezat_bids_total{outcome="refused",reason="${code}"}`;
    expect(valueOf(after, refusedSeries)).toBe(valueOf(before, refusedSeries) + 1);
    const published = 'arsamezat_events_published_total{type="bid"}';
    expect(valueOf(after, published)).toBe(valueOf(before, published) + 1);
    const delivered = 'arsamezat_events_delivered_total{type="bid"}';
    expect(valueOf(after, delivered)).toBe(valueOf(before, delivered) + 1);
  });

  it('times requests by route pattern and status class, never by the raw URL', async () => {
    const id = await auction();
    expect((await t.app.inject({ url: `/api/listings/${id}` })).statusCode).toBe(200);
    await t.app.inject({ url: `/api/listings/${id}?secret=1` });
    const text = (await scrape()).body;
    const series =
      'arsamezat_http_request_duration_seconds_count{method="GET",route="/api/listings/:id",status_class="2xx"}';
    expect(valueOf(text, series)).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(id);
    expect(text).not.toContain('secret');
  });

  it('counts SMS handed to the provider by channel (a sign-up code here)', async () => {
    const series = 'arsamezat_notifications_total{channel="sms",outcome="sent"}';
    const before = valueOf((await scrape()).body, series);
    const sent = await call(t, 'POST', '/api/auth/codes', {
      phone: nextPhone(),
      purpose: 'signup',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await expect.poll(async () => valueOf((await scrape()).body, series)).toBe(before + 1);
  });
});

describe('request ids', () => {
  it('sends back a short, safe incoming id and writes it in the log; replaces any other', async () => {
    const kept = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7.a_1' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7.a_1');
    expect(t.logs.some((line) => line.includes('"reqId":"lb-7.a_1"'))).toBe(true);
    for (const unsafe of ['x'.repeat(65), 'a b', '<script>', 'id\u0130']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': unsafe } });
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
