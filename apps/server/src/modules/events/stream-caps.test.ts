import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { STREAM_CAPS } from './stream-slots.ts';

/*
 * Issue 24 item 4: 600 live-update streams from one address were all accepted, each holding
 * memory and a file descriptor for as long as the caller liked. Concurrent streams are capped
 * per address (listing, card-grid and member streams together) and per member (the member's
 * stream); past a cap the answer is a 429 in the error contract, and every stream that ends
 * gives its slot back, exactly once.
 */

const clock = movableClock('2026-05-05T12:00:00.000Z');
const TOO_MANY = {
  code: 'TOO_MANY_STREAMS',
  message:
    'Aynı anda çok fazla canlı bağlantı açık. Açık sekmelerin bir kısmını kapatıp 30 saniye sonra tekrar deneyin.',
  retryAfter: 30,
};

let t: TestApp;
let port: number;
let listingId: string;
let member: Trader;

type Stream = { status: number; retryAfter?: string; body?: unknown; close(): void };

let addressCounter = 0;
/** A client address of its own for each test (RFC 5737), claimed through the loopback proxy. */
const nextAddress = () => `198.51.100.${(addressCounter++ % 250) + 1}`;

/** Opens a stream on its own connection; a refusal is read to the end, a stream stays open. */
function open(path: string, address: string, cookie?: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: {
          accept: 'text/event-stream',
          'x-forwarded-for': address,
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const close = () => request.destroy();
        if (res.statusCode === 200) {
          resolve({ status: 200, close });
          return;
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(text) as unknown,
            close,
          }),
        );
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

const listingStream = (address: string) => open(`/api/listings/${listingId}/events`, address);
const gridStream = (address: string) =>
  open(`/api/listings/events?ids=${listingId},${crypto.randomUUID()}`, address);
const memberStream = (address: string, cookie = member.cookie) =>
  open('/api/me/notifications/stream', address, cookie);

async function openMany(n: number, opener: () => Promise<Stream>): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let i = 0; i < n; i++) {
    const stream = await opener();
    expect(stream.status, JSON.stringify(stream.body)).toBe(200);
    streams.push(stream);
  }
  return streams;
}

function expectRefused(stream: Stream) {
  expect(stream.status).toBe(429);
  expect(stream.retryAfter).toBe('30');
  expect(stream.body).toEqual({ error: TOO_MANY });
}

/** Waits until the server has seen `n` streams of this opener close: then n more open. */
async function expectSlotsFreed(n: number, opener: () => Promise<Stream>): Promise<Stream[]> {
  const reopened: Stream[] = [];
  await expect
    .poll(
      async () => {
        const stream = await opener();
        if (stream.status === 200) reopened.push(stream);
        return reopened.length;
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(n);
  return reopened;
}

const newMember = () =>
  signedInTrader(t.database.db, clock.clock(), { firstName: 'Ayşe', lastName: 'Kaya' });

beforeAll(async () => {
  // The tests' connections all come from 127.0.0.1; each claims its own client address.
  t = await createTestApp({ clock: clock.clock, env: { TRUST_PROXY: 'loopback' } });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
  const now = clock.clock().getTime();
  listingId = await insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(now - 60 * 60_000),
    endsAt: new Date(now + 60 * 60_000),
  });
  member = await signedInTrader(t.database.db, clock.clock(), {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
  });
});
afterAll(() => t.close());

describe('live streams per address', () => {
  it(`one address holds ${STREAM_CAPS.perAddress} streams of every kind together; the next is a 429`, async () => {
    const address = nextAddress();
    const members = STREAM_CAPS.perMember;
    const half = Math.floor((STREAM_CAPS.perAddress - members) / 2);
    const streams = [
      ...(await openMany(members, () => memberStream(address))),
      ...(await openMany(half, () => listingStream(address))),
      ...(await openMany(STREAM_CAPS.perAddress - members - half, () => gridStream(address))),
    ];
    expectRefused(await listingStream(address));
    expectRefused(await gridStream(address));
    expectRefused(await memberStream(address, (await newMember()).cookie));
    // Another address is counted apart.
    const other = await listingStream(nextAddress());
    expect(other.status).toBe(200);
    other.close();
    for (const stream of streams) stream.close();
  });

  it('closing streams frees exactly their slots, no more and no fewer', async () => {
    const address = nextAddress();
    const first = await openMany(STREAM_CAPS.perAddress, () => listingStream(address));
    for (const stream of first.slice(0, 5)) stream.close();
    const five = await expectSlotsFreed(5, () => listingStream(address));
    expectRefused(await listingStream(address));

    // Every one closed: the whole cap is free again, and no more than the cap.
    for (const stream of [...first, ...five]) stream.close();
    const again = await expectSlotsFreed(STREAM_CAPS.perAddress, () => gridStream(address));
    expectRefused(await gridStream(address));
    for (const stream of again) stream.close();
  });

  it('a refused subscription (an unknown listing) keeps no slot', async () => {
    const address = nextAddress();
    const streams = await openMany(STREAM_CAPS.perAddress - 1, () => listingStream(address));
    for (let i = 0; i < 3; i++) {
      const unknown = await open(`/api/listings/${crypto.randomUUID()}/events`, address);
      expect(unknown.status).toBe(404);
    }
    const last = await listingStream(address);
    expect(last.status).toBe(200);
    expectRefused(await listingStream(address));
    for (const stream of [...streams, last]) stream.close();
  });
});

describe("the member's stream per member", () => {
  it(`a member holds ${STREAM_CAPS.perMember} streams from any addresses; the next is a 429, a closed one frees one`, async () => {
    const { cookie } = await newMember();
    const mine = () => memberStream(nextAddress(), cookie);
    const streams = await openMany(STREAM_CAPS.perMember, mine);
    expectRefused(await mine());
    // Another member is counted apart.
    const theirs = await memberStream(nextAddress(), (await newMember()).cookie);
    expect(theirs.status).toBe(200);
    theirs.close();

    streams[0]?.close();
    const reopened = await expectSlotsFreed(1, mine);
    expectRefused(await mine());
    for (const stream of [...streams, ...reopened]) stream.close();
  });
});
