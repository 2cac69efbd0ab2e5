import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('never contain cookies, authorization headers or query strings', async () => {
    await t.app.inject({
      url: '/api/health?phone=5321234567&code=482913&token=s3cr3t-t0ken',
      headers: {
        cookie: 'session=super-secret-session-token',
        authorization: 'Bearer s3cr3t-bearer',
      },
    });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/health');
    for (const secret of [
      'super-secret-session-token',
      's3cr3t-bearer',
      '482913',
      's3cr3t-t0ken',
      '5321234567',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('carry the request id', async () => {
    await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(t.logs.some((line) => line.includes('"reqId":"trace-42"'))).toBe(true);
  });
});
