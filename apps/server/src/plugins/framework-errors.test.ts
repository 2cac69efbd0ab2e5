import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../test/helpers/app.ts';

/*
 * Issue 24 item 6: what Node's HTTP parser or Fastify refuses before any route runs — headers
 * too large (431), a request line or header Node cannot parse, a request arriving while the
 * instance shuts down — was answered in English or not in the error contract at all. Each answer
 * is `{ error: { code, message } }` with the Turkish text, sent through a real socket here since
 * app.inject never meets the parser.
 */

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** A raw connection and the answer read off it until the server closes it. */
function connectRaw(port: number): { socket: net.Socket; answer: Promise<RawAnswer> } {
  const socket = net.connect(port, '127.0.0.1');
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
  return { socket, answer };
}

/** Sends bytes as they are and reads the answer until the server closes the connection. */
function rawRequest(port: number, bytes: string): Promise<RawAnswer> {
  const { socket, answer } = connectRaw(port);
  socket.write(bytes);
  return answer;
}

/** The server's side of the next connection it accepts. */
function nextAccepted(app: TestApp['app']): Promise<net.Socket> {
  return new Promise((resolve) => app.server.once('connection', resolve));
}

/** The answer is our JSON error contract, byte-counted right, with this code and text. */
function expectError(answer: RawAnswer, status: number, code: string, message: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toEqual({ error: { code, message } });
}

const UNPROCESSABLE = 'Bu istek işlenemedi.';
const HEADERS_TOO_LARGE =
  'İstek başlıkları çok büyük. Tarayıcınızın bu sitedeki çerezlerini silip tekrar deneyin.';

let t: TestApp;
let port: number;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
});
afterAll(() => t.close());

describe("the HTTP parser's refusals", () => {
  it('headers over the limit are a 431 in the error contract', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: a=${'b'.repeat(17_000)}\r\n\r\n`,
    );
    expectError(answer, 431, 'HEADERS_TOO_LARGE', HEADERS_TOO_LARGE);
  });

  it('a request line it cannot read is a 400 in the error contract', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expectError(answer, 400, 'BAD_REQUEST', UNPROCESSABLE);
  });

  it('a header with a character HTTP forbids is a 400 in the error contract', async () => {
    const answer = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
    );
    expectError(answer, 400, 'BAD_REQUEST', UNPROCESSABLE);
  });

  it('a request that took too long to arrive is a 408 in the error contract', async () => {
    // Node's headersTimeout is checked every 30 s: the test hands its error to the server as
    // Node does, on a real connection, rather than waiting for it.
    const accepted = nextAccepted(t.app);
    const { socket, answer } = connectRaw(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    t.app.server.emit('clientError', timeout, await accepted);
    expectError(
      await answer,
      408,
      'REQUEST_TIMEOUT',
      'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.',
    );
  });
});

describe("Fastify's refusals, through a real socket", () => {
  it('a URL that cannot be decoded is a 400', async () => {
    const answer = await rawRequest(
      port,
      'GET /api/listings/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expectError(answer, 400, 'BAD_REQUEST', UNPROCESSABLE);
  });

  it('an unknown /api route is a 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${base}/api/yok-boyle-bir-yer`, { method, headers: csrfHeaders() });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' },
      });
    }
  });

  it('a body over the limit is a 413, and a body type we do not read is a 415', async () => {
    const big = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'İstek çok büyük.' },
    });

    const xml = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { ...csrfHeaders(), 'content-type': 'application/xml' },
      body: '<iletisim/>',
    });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'İstek gövdesi okunamadı. Lütfen geçerli bir JSON gönderin.',
      },
    });
  });
});

describe('a request that arrives while the instance shuts down', () => {
  it('is a 503 in the error contract, telling the caller to try again', async () => {
    const closing = await createTestApp();
    const address = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const accepted = nextAccepted(closing.app);
    const { socket, answer } = connectRaw(Number(new URL(address).port));
    // Half a request, read by the server: the connection is busy, so closing keeps it open.
    const half = 'GET /api/health HTTP/1.1\r\nHost: x\r\n';
    socket.write(half);
    const serverSide = await accepted;
    await expect.poll(() => serverSide.bytesRead).toBe(half.length);
    const closed = closing.close();
    await expect.poll(() => closing.app.server.listening).toBe(false);
    socket.write('\r\n');
    const refused = await answer;
    await closed;
    expectError(
      refused,
      503,
      'SHUTTING_DOWN',
      'Sunucu yeniden başlatılıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    );
    expect(refused.headers.connection).toBe('close');
  });
});
