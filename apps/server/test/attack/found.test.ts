import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../fixtures/listings.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../helpers/app.ts';
import { signedIn } from './actors.ts';

/** What the attack suite found besides the findings, pinned one by one. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' } };

describe('answers Fastify gives before any route runs', () => {
  it('a URL that cannot be decoded is a 400 in the error contract, without the path echoed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Bu istek işlenemedi.' } });
  });

  it('a path parameter too long for any id is a 404, without the path echoed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${'x'.repeat(300)}/bids`,
      headers: csrfHeaders(),
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('image uploads', () => {
  it('a multipart body cut short is a 400 naming the upload unreadable, not a 500', async () => {
    const admin = await signedIn(t, 'admin', { firstName: 'Ayla', lastName: 'Yönetici' });
    const listingId = await insertListing(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${listingId}/images`,
      headers: {
        ...csrfHeaders(admin.cookie ?? ''),
        'content-type': 'multipart/form-data; boundary=zzz',
      },
      payload:
        '--zzz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nabc\r\n--zz',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'UNREADABLE_IMAGE', message: 'Görsel okunamadı; dosya bozuk olabilir.' },
    });
  });
});
