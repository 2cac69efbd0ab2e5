import type { FirmListingDetail } from '@arsamezat/shared/firms/firm-listings';
import type { LightMyRequestResponse } from 'fastify';
import type { ListingDocuments } from '@arsamezat/shared/listings/listing-documents';
import type { ListingImages } from '@arsamezat/shared/admin/admin-listing-images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';
import { insertUser } from '../../../test/fixtures/listings.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { asAdmin, multipartBody, signInAdmin } from '../admin/testing/admin-fixtures.ts';
import {
  asFirm,
  cookieFor,
  createFirmDraft,
  firmOwner,
  insertCredits,
  readyFirmDraft,
  uploadFirmDocument,
  type FirmCaller,
} from './testing/firm-listing-fixtures.ts';

/** A firm's draft's files (issue 28): its authorisation document and its images. */

const NOW = new Date('2026-11-10T09:00:00.000Z');
const { clock } = movableClock(NOW.toISOString());
const LATER = new Date('2027-02-01T00:00:00Z');
let t: TestApp;
let rival: FirmCaller;

beforeAll(async () => {
  t = await createTestApp({ clock });
  rival = await firmOwner(t, { now: NOW, title: 'Rakip Emlak Ltd.' });
});
afterAll(() => t.close());

const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

const createDraft = (who: FirmCaller, values: Record<string, unknown> = {}) =>
  createFirmDraft(t, who, values);
const readyDraft = (who: FirmCaller, values: Record<string, unknown> = {}) =>
  readyFirmDraft(t, who, values);

describe('the authorisation document stays between the firm and the operator', () => {
  it('is listed to the firm and the operator, never to members, and members cannot download it', async () => {
    const firm = await firmOwner(t, { now: NOW });
    const draft = await createDraft(firm);
    const upload = await uploadFirmDocument(t, firm, draft.id, 'yetki_belgesi');
    expect(upload.statusCode, upload.body).toBe(200);
    const tapu = await uploadFirmDocument(t, firm, draft.id, 'tapu', {
      name: 'tapu.pdf',
      data: Buffer.from('%PDF-1.4\nTapu\n%%EOF\n'),
      type: 'application/pdf',
    });
    const kinds = tapu.json<ListingDocuments>().documents.map((doc) => doc.kind);
    expect(kinds.sort()).toEqual(['tapu', 'yetki_belgesi']);
    const authorisation = upload.json<ListingDocuments>().documents[0];

    const memberId = await insertUser(t.database.db, { firstName: 'Meraklı', lastName: 'Üye' });
    const member = { cookie: await cookieFor(t, memberId, NOW) };
    // A draft is nobody's to read but the firm's and the operator's (the publication gate).
    const unpublished = await asFirm(t, member, 'GET', `/api/listings/${draft.id}/documents`);
    expect(unpublished.statusCode).toBe(404);
    // Once the operator has published it, members see its documents, never the authorisation.
    await t.database.db
      .update(listings)
      .set({ publication: 'published', publishedAt: NOW })
      .where(eq(listings.id, draft.id));
    const list = await asFirm(t, member, 'GET', `/api/listings/${draft.id}/documents`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ListingDocuments>().documents.map((doc) => doc.kind)).toEqual(['tapu']);
    const file = await asFirm(
      t,
      member,
      'GET',
      `/api/listings/${draft.id}/documents/${authorisation?.id}/file`,
    );
    expect(file.statusCode).toBe(404);

    const admin = await signInAdmin(t);
    const adminList = await asAdmin(t, admin, 'GET', `/api/admin/listings/${draft.id}/documents`);
    expect(
      adminList
        .json<ListingDocuments>()
        .documents.map((doc) => doc.kind)
        .sort(),
    ).toEqual(['tapu', 'yetki_belgesi']);
  });
});

describe("a draft's images", () => {
  it("go through the operator's image checks, for the firm's open listing only, audited by who", async () => {
    const firm = await firmOwner(t, { now: NOW });
    await insertCredits(t.database.db, { firmId: firm.firmId, count: 1, expiresAt: LATER });
    const draft = await readyDraft(firm);
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#2f8455' },
    })
      .png()
      .toBuffer();
    const send = (
      who: { cookie: string },
      files: { name: string; data: Buffer; type: string }[],
    ) => {
      const { payload, contentType } = multipartBody(files);
      return t.app.inject({
        method: 'POST',
        url: `/api/firm/listings/${draft.id}/images`,
        remoteAddress: '10.255.255.1',
        headers: { ...csrfHeaders(who.cookie), 'content-type': contentType },
        payload,
      });
    };
    const image = { name: 'arsa.png', data: png, type: 'image/png' };

    const added = await send(firm, [image]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ListingImages>().images).toHaveLength(1);
    const audit = await selectAuditEntries(t.database.db, 'listing', draft.id);
    expect(audit.find((row) => row.action === 'listing.images.add')).toMatchObject({
      actorId: firm.userId,
    });
    const fake = await send(firm, [
      { name: 'arsa.png', data: Buffer.from('<html>'), type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).code).toBe('UNSUPPORTED_IMAGE');

    expect((await send(rival, [image])).statusCode).toBe(404);
    expect(
      (await asFirm(t, firm, 'POST', `/api/firm/listings/${draft.id}/submit`)).statusCode,
    ).toBe(200);
    const locked = await send(firm, [image]);
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked).code).toBe('FIRM_LISTING_LOCKED');
    const detail = await asFirm(t, firm, 'GET', `/api/firm/listings/${draft.id}`);
    expect(detail.json<FirmListingDetail>().images).toHaveLength(1);
  });
});
