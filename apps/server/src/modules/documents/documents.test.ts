import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {
  AdminListingDocuments,
  ListingDocuments,
} from '@arsamezat/shared/listings/listing-documents';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import {
  call,
  registerMember,
  type ErrorBody,
  type Member,
} from '../auth/testing/auth-fixtures.ts';
import { asAdmin, listingBody, signInAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';

let t: TestApp;
let admin: Admin;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  member = await registerMember(t, { firstName: 'Selin' });
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048), Buffer.from('\n%%EOF')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
/** A Windows program ('MZ') and an HTML page, each named and declared as a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(256)]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

type Part = { field: string; value: string } | { field: string; name: string; data: Buffer };

function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----arsamezat${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
          ),
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

function upload(listingId: string, parts: Part[], cookie = admin.cookie) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/listings/${listingId}/documents`,
    remoteAddress: '10.255.255.1',
    headers: { ...csrfHeaders(cookie), 'content-type': contentType },
    payload,
  });
}

const newListing = async () =>
  (await asAdmin(t, admin, 'POST', '/api/admin/listings', listingBody())).json<ListingDetail>().id;
const storedFiles = (listingId: string) => {
  const dir = path.join(t.dataDir, 'documents', 'documents', listingId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('listing documents', () => {
  it('the admin attaches a PDF checked by content; members list and download it, logged', async () => {
    const id = await newListing();
    const res = await upload(id, [
      { field: 'kind', value: 'tapu' },
      { field: 'file', name: 'C:\\fakepath\\Tapu: Senedi?  Ada 112.pdf', data: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [document] = res.json<ListingDocuments>().documents;
    expect(document).toMatchObject({
      kind: 'tapu',
      fileName: 'Tapu Senedi Ada 112.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // Stored privately under a random name, never under the public /uploads.
    expect(storedFiles(id)).toHaveLength(1);
    expect(storedFiles(id)[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'documents'))).toBe(false);
    const audit = await selectAuditEntries(t.database.db, 'listing', id);
    expect(audit.map((row) => row.action)).toContain('listing.document.add');

    const fileUrl = `/api/listings/${id}/documents/${document!.id}/file`;
    // A guest sees neither the list nor the file.
    const guestList = await call(t, 'GET', `/api/listings/${id}/documents`);
    expect(guestList.statusCode).toBe(401);
    expect(guestList.json<ErrorBody>().error.message).toBe('Belgeleri görmek için giriş yapın');
    expect((await call(t, 'GET', fileUrl)).statusCode).toBe(401);

    const list = await call(t, 'GET', `/api/listings/${id}/documents`, undefined, {
      cookie: member.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<ListingDocuments>().documents).toEqual([document]);

    const file = await call(t, 'GET', fileUrl, undefined, { cookie: member.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Tapu Senedi Ada 112.pdf"; filename*=UTF-8''Tapu%20Senedi%20Ada%20112.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const view = await asAdmin(t, admin, 'GET', `/api/admin/listings/${id}/documents`);
    expect(view.statusCode).toBe(200);
    const { downloads } = view.json<AdminListingDocuments>();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({
      documentId: document!.id,
      fileName: 'Tapu Senedi Ada 112.pdf',
      kind: 'tapu',
      userId: member.user.id,
      userName: 'Selin Yılmaz',
      userPhone: member.phone,
    });
  });

  it('names a Turkish file safely in Content-Disposition and takes images', async () => {
    const id = await newListing();
    const res = await upload(id, [
      { field: 'kind', value: 'imar' },
      { field: 'file', name: 'İmar Durumu Şişli.png', data: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [document] = res.json<ListingDocuments>().documents;
    expect(document).toMatchObject({ contentType: 'image/png', fileName: 'İmar Durumu Şişli.png' });
    const file = await call(
      t,
      'GET',
      `/api/listings/${id}/documents/${document!.id}/file`,
      undefined,
      { cookie: member.cookie },
    );
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Imar Durumu Sisli.png"; filename*=UTF-8''${encodeURIComponent('İmar Durumu Şişli.png')}`,
    );
  });

  it('refuses a renamed program or HTML page, a missing kind, a missing file, and a big file', async () => {
    const id = await newListing();
    for (const data of [EXE, HTML]) {
      const res = await upload(id, [
        { field: 'kind', value: 'sartname' },
        { field: 'file', name: 'sartname.pdf', data },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('UNSUPPORTED_DOCUMENT');
    }
    for (const kind of [undefined, 'tapu-senedi']) {
      const res = await upload(id, [
        ...(kind ? [{ field: 'kind', value: kind }] : []),
        { field: 'file', name: 'tapu.pdf', data: PDF },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error).toMatchObject({
        code: 'DOCUMENT_KIND_REQUIRED',
        message: 'Belge türünü seçin: Tapu, İmar Durumu, Şartname veya Diğer.',
      });
    }
    const none = await upload(id, [{ field: 'kind', value: 'diger' }]);
    expect(none.json<ErrorBody>().error.code).toBe('NO_DOCUMENT');
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(id, [
      { field: 'kind', value: 'diger' },
      { field: 'file', name: 'buyuk.pdf', data: big },
    ]);
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(tooBig.json<ErrorBody>().error).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      message: 'Bir belge en fazla 10 MB olabilir.',
    });
    // Nothing was kept.
    expect(storedFiles(id)).toEqual([]);
    const view = await asAdmin(t, admin, 'GET', `/api/admin/listings/${id}/documents`);
    expect(view.json<AdminListingDocuments>().documents).toEqual([]);
  });

  it('only an admin uploads, lists with downloads, or removes', async () => {
    const id = await newListing();
    const asMember = await upload(
      id,
      [
        { field: 'kind', value: 'tapu' },
        { field: 'file', name: 'tapu.pdf', data: PDF },
      ],
      member.cookie,
    );
    expect(asMember.statusCode).toBe(403);
    const adminView = await call(t, 'GET', `/api/admin/listings/${id}/documents`, undefined, {
      cookie: member.cookie,
    });
    expect(adminView.statusCode).toBe(403);
    expect(storedFiles(id)).toEqual([]);
  });

  it('removes a document and its file; the download record stays; the file is gone', async () => {
    const id = await newListing();
    const added = await upload(id, [
      { field: 'kind', value: 'diger' },
      { field: 'file', name: 'kroki.pdf', data: PDF },
    ]);
    const [document] = added.json<ListingDocuments>().documents;
    const fileUrl = `/api/listings/${id}/documents/${document!.id}/file`;
    expect((await call(t, 'GET', fileUrl, undefined, { cookie: member.cookie })).statusCode).toBe(
      200,
    );

    const byMember = await call(
      t,
      'DELETE',
      `/api/admin/listings/${id}/documents/${document!.id}`,
      undefined,
      { cookie: member.cookie },
    );
    expect(byMember.statusCode).toBe(403);
    const removed = await asAdmin(
      t,
      admin,
      'DELETE',
      `/api/admin/listings/${id}/documents/${document!.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<ListingDocuments>().documents).toEqual([]);
    expect(storedFiles(id)).toEqual([]);
    const again = await call(t, 'GET', fileUrl, undefined, { cookie: member.cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().error.code).toBe('DOCUMENT_NOT_FOUND');

    const view = await asAdmin(t, admin, 'GET', `/api/admin/listings/${id}/documents`);
    const { downloads } = view.json<AdminListingDocuments>();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({ documentId: null, fileName: 'kroki.pdf' });
    const audit = await selectAuditEntries(t.database.db, 'listing', id);
    expect(audit.map((row) => row.action)).toContain('listing.document.remove');
  });

  it("does not serve one listing's document under another listing", async () => {
    const first = await newListing();
    const second = await newListing();
    const added = await upload(first, [
      { field: 'kind', value: 'tapu' },
      { field: 'file', name: 'tapu.pdf', data: PDF },
    ]);
    const [document] = added.json<ListingDocuments>().documents;
    const res = await call(
      t,
      'GET',
      `/api/listings/${second}/documents/${document!.id}/file`,
      undefined,
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(404);
  });
});
