import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../test/helpers/app.ts';

/** Issue #15 finding 11: double slashes answered 403 'Bu istek işlenemedi.'; they name nothing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' } };

describe('paths with a double slash', () => {
  it('answer a JSON 404 under /api', async () => {
    for (const url of [
      '//api/listings',
      '/api//listings',
      '/api/listings//',
      '//api//listings?page=1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api//contact',
      headers: csrfHeaders(),
      payload: { name: 'A', email: 'a@b.co', subject: 'S', message: 'M' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(NOT_FOUND);
  });

  it('answer a 404 page elsewhere, and the single-slash paths still work', async () => {
    const page = await t.app.inject({ url: '//about' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ url: '/api/listings' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/about' })).statusCode).toBe(200);
  });
});
