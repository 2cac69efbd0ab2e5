import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';
import type { Db } from '../../../db/client.ts';
import { notifications, users } from '../../../db/schema.ts';
import { randomTaxNumber } from './firm-fixtures.ts';

/** Test helpers for firm applications: the form as a browser sends it, files, and lookups. */

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
/** A text file that calls itself a PDF. */
export const FAKE_PDF = Buffer.from('<html><script>alert(1)</script></html>');

export type FilePart = { field: string; name: string; data: Buffer };
export type Part = { field: string; value: string } | FilePart;

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----arsamezat${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`,
          ),
          Buffer.from(part.value, 'utf8'),
          Buffer.from('\r\n'),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          part.data,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A complete, valid application's fields (a fresh VKN each time unless given). */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Çağlayan Gayrimenkul A.Ş.',
    taxOffice: 'Selçuklu',
    taxNumber: randomTaxNumber(),
    mersisNo: '',
    address: 'Feritpaşa Mah. Kule Cad. No: 8 Selçuklu / Konya',
    phone: '0332 222 33 44',
    email: 'Bilgi@Caglayan.com.tr',
    applicantRole: 'Genel Müdür',
    registryKind: 'vergi_levhasi',
    ...overrides,
  };
}

export const applicationFiles = (): FilePart[] => [
  { field: 'yetkiBelgesi', name: 'yetki.pdf', data: PDF },
  { field: 'sicilBelgesi', name: 'vergi-levhasi.png', data: PNG },
];

let ip = 0;
/** A fresh client address per request, so the per-address limits never interfere. */
const nextIp = () => `10.77.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

export function postMultipart(
  t: TestApp,
  url: string,
  cookie: string | null,
  parts: Part[],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { ...csrfHeaders(...(cookie ? [cookie] : [])), 'content-type': contentType },
    payload,
  });
}

/** POST /api/firm-application with these fields and files. */
export function submitApplication(
  t: TestApp,
  cookie: string | null,
  fields: Record<string, string> = applicationFields(),
  files: FilePart[] = applicationFiles(),
): Promise<LightMyRequestResponse> {
  const parts: Part[] = [
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    ...files,
  ];
  return postMultipart(t, '/api/firm-application', cookie, parts);
}

/** A JSON request as the browser sends it (CSRF pair, the session). */
export function sendJson(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: csrfHeaders(...(cookie ? [cookie] : [])),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The notifications recorded for a member of one event, by channel. */
export async function notificationChannels(db: Db, userId: string, event: string) {
  const rows = await db
    .select({ channel: notifications.channel })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.event, event)));
  return rows.map((row) => row.channel).sort();
}

/** Gives a member a confirmed e-mail address, so e-mail notifications reach them. */
export async function confirmEmail(db: Db, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
}

export async function phoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return row.phone;
}
