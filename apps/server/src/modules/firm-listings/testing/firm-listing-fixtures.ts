import type { FirmListingDetail } from '@arsamezat/shared/firms/firm-listings';
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { packageCredits, packagePurchases } from '../../../db/schema.ts';
import { csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';
import { insertUser } from '../../../../test/fixtures/listings.ts';
import { call } from '../../auth/testing/auth-fixtures.ts';
import { insertSessionCookie } from '../../auth/testing/session-cookie.ts';
import { addFirmMember, insertFirm } from '../../firms/testing/firm-fixtures.ts';

/** A firm member with a live session. */
export type FirmCaller = { userId: string; cookie: string; firmId: string };

/**
 * A completed package purchase of `count` credits for the firm, written straight to the tables
 * (buying is the packages module's; here only the credits matter). Expired ones with `expiresAt`
 * in the past.
 */
export async function insertCredits(
  db: Db,
  credits: { firmId: string; count: number; expiresAt: Date; now?: Date },
): Promise<void> {
  const now = credits.now ?? new Date('2026-05-01T08:00:00Z');
  const [purchase] = await db
    .insert(packagePurchases)
    .values({
      firmId: credits.firmId,
      packageName: 'Deneme Paketi',
      listingCount: credits.count,
      validityDays: 90,
      price: 1_000_00,
      status: 'completed',
      receiptNo: `TST-${randomBytes(6).toString('hex')}`,
      completedAt: now,
      expiresAt: credits.expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: packagePurchases.id });
  if (!purchase) throw new Error('purchase insert returned no row');
  await db.insert(packageCredits).values(
    Array.from({ length: credits.count }, () => ({
      purchaseId: purchase.id,
      firmId: credits.firmId,
      expiresAt: credits.expiresAt,
      createdAt: now,
    })),
  );
}

/** A firm (approved unless told) with its owner signed in. */
export async function firmOwner(
  t: TestApp,
  options: { status?: 'approved' | 'pending' | 'suspended'; now: Date; title?: string },
): Promise<FirmCaller> {
  const userId = await insertUser(t.database.db, { firstName: 'Firma', lastName: 'Sahibi' });
  const firmId = await insertFirm(t.database.db, {
    ownerId: userId,
    status: options.status ?? 'approved',
    now: options.now,
    ...(options.title ? { title: options.title } : {}),
  });
  return { userId, firmId, cookie: await cookieFor(t, userId, options.now) };
}

/** A staff member of the firm, signed in. */
export async function firmStaff(t: TestApp, firmId: string, now: Date): Promise<FirmCaller> {
  const userId = await insertUser(t.database.db, { firstName: 'Firma', lastName: 'Çalışanı' });
  await addFirmMember(t.database.db, { firmId, userId, role: 'staff' });
  return { userId, firmId, cookie: await cookieFor(t, userId, now) };
}

export async function cookieFor(t: TestApp, userId: string, now: Date): Promise<string> {
  return insertSessionCookie(t.database.db, {
    userId,
    now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function asFirm(
  t: TestApp,
  who: { cookie: string },
  method: Method,
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return call(t, method, url, body, { cookie: who.cookie });
}

/** A whole firm listing body: an auction in Kütahya starting in a week. */
export function firmListingBody(values: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    listingType: 'auction',
    title: 'Kütahya Merkez İmarlı Arsa',
    description: 'Yola cepheli, elektrik ve suyu olan arsa.',
    city: 'Kütahya',
    locationDetails: 'Zafertepe Mah., Merkez',
    areaSize: 1250,
    areaUnit: 'm2',
    startingPrice: 1_250_000_00,
    minIncrement: 5_000_00,
    startsAt: '2026-11-20T09:00:00.000Z',
    endsAt: '2026-11-27T09:00:00.000Z',
    adaNo: '112',
    parselNo: '7',
    tasinmazNo: '48213377',
    authorisationBasis: 'owner',
    ...values,
  };
}

/** The smallest valid PDF header: the documents service checks content, not names. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads one document of `kind` as the firm. */
export function uploadFirmDocument(
  t: TestApp,
  who: { cookie: string },
  listingId: string,
  kind: string,
  file: { name: string; data: Buffer; type: string } = {
    name: 'yetki.pdf',
    data: PDF,
    type: 'application/pdf',
  },
): Promise<LightMyRequestResponse> {
  const boundary = `----arsamezat${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/firm/listings/${listingId}/documents`,
    remoteAddress: '10.255.255.1',
    headers: {
      ...csrfHeaders(who.cookie),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

/** A draft created through the firm's API (201), as `who`. */
export async function createFirmDraft(
  t: TestApp,
  who: FirmCaller,
  values: Record<string, unknown> = {},
): Promise<FirmListingDetail> {
  const res = await asFirm(t, who, 'POST', '/api/firm/listings', firmListingBody(values));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FirmListingDetail>();
}

/** A draft ready to send: created with its authorisation document. */
export async function readyFirmDraft(
  t: TestApp,
  who: FirmCaller,
  values: Record<string, unknown> = {},
): Promise<FirmListingDetail> {
  const draft = await createFirmDraft(t, who, values);
  const res = await uploadFirmDocument(t, who, draft.id, 'yetki_belgesi');
  expect(res.statusCode, res.body).toBe(200);
  return draft;
}
