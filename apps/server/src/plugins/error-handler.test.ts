import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

/*
 * Issue #15 finding 1: the handler read `error.code.startsWith` on an error without `code`
 * (Drizzle's wrapped query error), threw, and Fastify's fallback sent the TypeError text while
 * the original error was never logged. Whatever a route throws, the handler must answer the
 * generic Turkish 500 and log what was thrown.
 */

const GENERIC = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';

let app: FastifyInstance;
let logs: string[];

async function appThrowing(thrown: () => unknown): Promise<FastifyInstance> {
  logs = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw thrown();
  });
  await app.ready();
  return app;
}

afterEach(() => app.close());

class QueryError extends Error {
  constructor(cause: unknown) {
    super('Failed query: insert into "contact_messages" ...', { cause });
  }
}

describe('the error handler', () => {
  const cases: [string, () => unknown][] = [
    ['an error without a code (a wrapped query error)', () => new QueryError(new Error('0x00'))],
    ['an error whose code is not a string', () => Object.assign(new Error('x'), { code: 22021 })],
    ['a string', () => 'plain string'],
    ['null', () => null],
    ['a plain object', () => ({ statusCode: 'teapot', code: ['x'] })],
  ];

  for (const [name, thrown] of cases) {
    it(`answers the generic 500 for ${name}, and logs it`, async () => {
      await appThrowing(thrown);
      const res = await app.inject({ url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: GENERIC } });
      expect(logs.join('')).toContain('unhandled error');
    });
  }

  it('keeps the original error in the log, not a TypeError of its own', async () => {
    await appThrowing(() => new QueryError(new Error('invalid byte sequence 0x00')));
    await app.inject({ url: '/boom' });
    const log = logs.join('');
    expect(log).toContain('Failed query');
    expect(log).not.toContain('startsWith');
  });
});
