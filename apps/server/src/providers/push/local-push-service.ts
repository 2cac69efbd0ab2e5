import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptAes128gcm } from './aes128gcm.ts';

/** What the service checked in a message's `Authorization: vapid t=…, k=…` (RFC 8292). */
export type VapidClaims = { aud: string; exp: number; sub: string; publicKey: string };

/** One message the service took, decrypted with the subscription's keys. */
export type ReceivedPush = {
  subscriptionId: string;
  endpoint: string;
  payload: string;
  vapid: VapidClaims;
  ttl: number;
  urgency: string | null;
};

/** A browser's subscription, as `PushSubscription.toJSON()` gives it. */
export type LocalSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

type Device = {
  id: string;
  applicationServerKey: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** A status to answer with instead of taking messages (410: the user unsubscribed). */
  answer: number | null;
  /** Answers with `answer` this many more times only (null: from now on). */
  answerTimes: number | null;
};

/** The longest body taken: RFC 8030's 4096 bytes of payload plus the aes128gcm overhead. */
const MAX_BODY = 4096 + 86 + 17;

const b64 = (value: Buffer) => value.toString('base64url');

function answer(res: http.ServerResponse, status: number, text = '') {
  res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
}

/** Checks the VAPID JWT (ES256 with the `k` key) for this service's origin; null when it fails. */
function checkVapid(header: string | undefined, origin: string, now: number): VapidClaims | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, token = '', publicKey = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  try {
    const raw = Buffer.from(publicKey, 'base64url');
    if (raw.length !== 65 || raw[0] !== 4) return null;
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
      format: 'jwk',
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return null;
    const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<
      Omit<VapidClaims, 'publicKey'>
    >;
    if (jose.alg !== 'ES256' || claims.aud !== origin) return null;
    // RFC 8292: an expiry in the future, no more than 24 hours away.
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return null;
    if (claims.exp * 1000 > now + 24 * 3600 * 1000) return null;
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return null;
    return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey };
  } catch {
    return null;
  }
}

/**
 * A push service on the loopback (issue 32, decision 090), for tests and for trying push offline:
 * the receiving side of RFC 8030 (`POST /push/:id` answers 201 with a `Location`), which checks
 * the VAPID JWT against the key the subscription was made with (RFC 8292: 401 without a valid
 * one, 403 for another key) and decrypts the aes128gcm body with the subscription's own private
 * key and secret (RFC 8291). `subscribe` plays the browser's `PushManager.subscribe`. A test can
 * make an endpoint answer 410 (unsubscribed) or 500.
 */
export async function startLocalPushService(options: { port?: number } = {}) {
  const devices = new Map<string, Device>();
  const messages: ReceivedPush[] = [];
  let origin = '';

  function take(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const id = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (req.method !== 'POST' || !id || !device) return answer(res, 404);
    if (device.answer !== null) {
      const status = device.answer;
      if (device.answerTimes !== null && --device.answerTimes <= 0) {
        device.answer = null;
        device.answerTimes = null;
      }
      return answer(res, status);
    }
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(res, 400, 'TTL header required');
    if (req.headers['content-encoding'] !== 'aes128gcm') {
      return answer(res, 415, 'Content-Encoding must be aes128gcm');
    }
    const vapid = checkVapid(req.headers.authorization, origin, Date.now());
    if (!vapid) return answer(res, 401, 'VAPID authorization invalid');
    if (vapid.publicKey !== device.applicationServerKey) {
      return answer(res, 403, 'VAPID key does not match the subscription');
    }
    let payload: string;
    try {
      payload = decryptAes128gcm(body, device.ecdh, device.auth).toString('utf8');
    } catch {
      return answer(res, 400, 'payload could not be decrypted');
    }
    messages.push({
      subscriptionId: id,
      endpoint: `${origin}/push/${id}`,
      payload,
      vapid,
      ttl,
      urgency: typeof req.headers.urgency === 'string' ? req.headers.urgency : null,
    });
    res.writeHead(201, { location: `${origin}/message/${messages.length}` }).end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) return answer(res, 413);
      take(req, res, Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    messages,
    /** A new subscription for `applicationServerKey`, as a browser's PushManager.subscribe. */
    subscribe(applicationServerKey: string): LocalSubscription {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { id, applicationServerKey, ecdh, auth, answer: null, answerTimes: null });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
      };
    },
    /** Makes an endpoint answer `status` (410: unsubscribed), `times` more times or from now on. */
    answer(endpoint: string, status: number, times?: number) {
      const device = devices.get(endpoint.split('/').pop() ?? '');
      if (!device) throw new Error('unknown endpoint');
      device.answer = status;
      device.answerTimes = times ?? null;
    },
    /** The messages one endpoint took, their payloads parsed. */
    received(endpoint: string) {
      return messages
        .filter((message) => message.endpoint === endpoint)
        .map((message) => JSON.parse(message.payload) as Record<string, string>);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;
