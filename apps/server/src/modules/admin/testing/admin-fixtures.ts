import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';
import { call, login, nextPhone, sessionCookie } from '../../auth/testing/auth-fixtures.ts';
import { ensureAdmin } from '../../users/index.ts';

export type Admin = { id: string; cookie: string };

/** Creates an admin account and signs it in through the real login. */
export async function signInAdmin(t: TestApp): Promise<Admin> {
  const phone = nextPhone();
  const password = 'Yonetici-Sifre-2026';
  await ensureAdmin(t.database.db, { phone, password });
  const res = await login(t, phone, password);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<{ user: { id: string } }>().user.id, cookie: sessionCookie(res) };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A JSON request as the admin. */
export function asAdmin(t: TestApp, admin: Admin, method: Method, url: string, body?: unknown) {
  return call(t, method, url, body, { cookie: admin.cookie });
}

export type UploadFile = { name: string; data: Buffer; type: string };

/** A multipart/form-data body with each file under the field `files`, as a browser sends it. */
export function multipartBody(files: UploadFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----arsamezat${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function uploadImages(
  t: TestApp,
  admin: Admin,
  listingId: string,
  files: UploadFile[],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/listings/${listingId}/images`,
    remoteAddress: '10.255.255.1',
    headers: { ...csrfHeaders(admin.cookie), 'content-type': contentType },
    payload,
  });
}

/** A valid create body: an auction in Kütahya; pass what the test is about. */
export function listingBody(values: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Kütahya Merkez İmarlı Arsa',
    description: 'Yola cepheli, elektrik ve suyu olan arsa.',
    city: 'Kütahya',
    locationDetails: 'Merkez',
    areaSize: 1250,
    startingPrice: 1_250_000_00,
    minIncrement: 5_000_00,
    ilanSahibi: 'Yetkili Emlak A.Ş.',
    ...values,
  };
}
