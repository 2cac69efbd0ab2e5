import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';
import { contactMessages } from '../../db/schema/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: 'Teminat iadesi',
  message: 'Kazanamadığım ihalenin teminatı ne zaman iade edilir?',
};

const post = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: ip,
    headers: csrfHeaders(),
  });

const count = async () => (await t.database.db.select().from(contactMessages)).length;

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with its id', async () => {
    const res = await post({ ...valid, name: '  Ayşe Yılmaz  ' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...valid, name: 'Ayşe Yılmaz' });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['a missing name', { ...valid, name: undefined }, 'name', 'Ad Soyad alanı zorunludur.'],
    ['a blank subject', { ...valid, subject: '   ' }, 'subject', 'Konu alanı zorunludur.'],
    ['a bad e-mail', { ...valid, email: 'ayse@' }, 'email', 'Geçerli bir e-posta adresi giriniz'],
    [
      'a 10 kB message',
      { ...valid, message: 'x'.repeat(10_000) },
      'message',
      'Mesaj en fazla 5000 karakter olabilir.',
    ],
    ['a number as name', { ...valid, name: 42 }, 'name', 'Ad Soyad alanı zorunludur.'],
  ])(
    'refuses %s with a Turkish 400 and stores nothing',
    async (_label, payload, field, message) => {
      const before = await count();
      const res = await post(payload, '10.0.0.2');
      expect(res.statusCode).toBe(400);
      const body = res.json<{
        error: { code: string; message: string; fields: Record<string, string> };
      }>();
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.fields[field]).toBe(message);
      expect(body.error.message).toBe(message);
      expect(await count()).toBe(before);
    },
  );

  it('limits a sender to 5 messages per quarter hour, with the seconds to wait', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, '10.0.0.9')).statusCode).toBe(201);
    const before = await count();
    const res = await post(valid, '10.0.0.9');
    expect(res.statusCode).toBe(429);
    const body = res.json<{ error: { code: string; message: string; retryAfter: number } }>();
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.retryAfter).toBeGreaterThan(800);
    expect(body.error.message).toBe(
      `Çok fazla deneme yapıldı. Lütfen ${body.error.retryAfter} saniye sonra tekrar deneyin.`,
    );
    expect(await count()).toBe(before);
    expect((await post(valid, '10.0.0.10')).statusCode).toBe(201);
  });

  it('refuses a request without the CSRF token pair with 403 and stores nothing', async () => {
    const before = await count();
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '10.0.0.4',
      headers: { cookie: 'csrf_token=abc' },
    });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '10.0.0.4',
      headers: { cookie: 'csrf_token=abc', 'x-csrf-token': 'abd' },
    });
    for (const res of [noHeader, mismatch]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 'CSRF_FAILED',
          message: 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.',
        },
      });
    }
    expect(await count()).toBe(before);
  });

  it('refuses a body over 64 kB with 413', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(70_000) }, '10.0.0.3');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'İstek çok büyük.' },
    });
  });
});
