import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { firmDocuments, firmMembers, firms } from '../../db/schema.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { insertFirm, randomTaxNumber } from './testing/firm-fixtures.ts';
import {
  applicationFields,
  applicationFiles,
  FAKE_PDF,
  PDF,
  PNG,
  postMultipart,
  sendJson,
  submitApplication,
} from './testing/firm-kit.ts';

/** 'Kurumsal Başvuru' through the API (issue 28): who may apply, the checks, what is stored. */
let t: TestApp;
const now = new Date('2026-05-05T09:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

let n = 0;
const member = (verified = true) =>
  signedInTrader(t.database.db, now, { firstName: 'Başvuran', lastName: `Üye${++n}`, verified });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const error = (res: { json: () => unknown }) => (res.json() as ErrorBody).error;

async function firmCount() {
  return (await t.database.db.select({ id: firms.id }).from(firms)).length;
}

describe('who may apply', () => {
  it('refuses a guest', async () => {
    const res = await submitApplication(t, null);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a member whose identity is not verified, in Turkish, and stores nothing', async () => {
    const before = await firmCount();
    const res = await submitApplication(t, (await member(false)).cookie);
    expect(res.statusCode).toBe(403);
    expect(error(res)).toMatchObject({
      code: 'IDENTITY_REQUIRED',
      message: 'Kurumsal başvuru yapabilmek için önce kimliğinizi doğrulamanız gerekir.',
    });
    expect(await firmCount()).toBe(before);
  });
});

describe('a verified member applies', () => {
  let applicant: Trader;
  beforeAll(async () => {
    applicant = await member();
  });

  it('gets an application under review, becomes its owner, with both documents kept', async () => {
    const fields = applicationFields({ mersisNo: '0123-4567-8901-2345' });
    const res = await submitApplication(t, applicant.cookie, fields);
    expect(res.statusCode).toBe(200);
    const { application } = res.json<{ application: Record<string, unknown> }>();
    expect(application).toMatchObject({
      title: 'Çağlayan Gayrimenkul A.Ş.',
      taxNumber: fields.taxNumber,
      mersisNo: '0123456789012345',
      phone: '3322223344',
      email: 'bilgi@caglayan.com.tr',
      status: 'pending',
      role: 'owner',
      statusReason: null,
    });
    const documents = application.documents as { kind: string; contentType: string }[];
    expect(String(application.slug)).toMatch(/^caglayan-gayrimenkul-a-s(-\d+)?$/);
    expect(documents.map((d) => [d.kind, d.contentType])).toEqual([
      ['yetki_belgesi', 'application/pdf'],
      ['vergi_levhasi', 'image/png'],
    ]);
    const [membership] = await t.database.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.userId, applicant.id));
    expect(membership?.role).toBe('owner');
    const audit = await selectAuditEntries(t.database.db, 'firm', application.id as string);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([['firm.applied', applicant.id]]);

    const mine = await sendJson(t, 'GET', '/api/firm-application', applicant.cookie);
    expect(mine.json()).toEqual(res.json());
  });

  it('the session now knows the firm', async () => {
    const res = await sendJson(t, 'GET', '/api/auth/session', applicant.cookie);
    const { firm } = res.json<{ user: { firm: { slug: string } } }>().user;
    expect(firm.slug).toMatch(/^caglayan-gayrimenkul-a-s/);
    expect(firm).toEqual({
      slug: firm.slug,
      title: 'Çağlayan Gayrimenkul A.Ş.',
      status: 'pending',
      role: 'owner',
    });
  });

  it('cannot apply a second time while the first is live', async () => {
    const res = await submitApplication(t, applicant.cookie);
    expect(res.statusCode).toBe(409);
    expect(error(res).code).toBe('FIRM_APPLICATION_EXISTS');
  });

  it('a second firm of the same title gets a slug with a suffix', async () => {
    const other = await member();
    const first = await sendJson(t, 'GET', '/api/firm-application', applicant.cookie);
    const res = await submitApplication(t, other.cookie);
    expect(res.statusCode).toBe(200);
    const firstSlug = first.json<{ application: { slug: string } }>().application.slug;
    const secondSlug = res.json<{ application: { slug: string } }>().application.slug;
    expect(secondSlug).not.toBe(firstSlug);
    expect(secondSlug.startsWith('caglayan-gayrimenkul-a-s-')).toBe(true);
  });
});

describe('the checks, in order, each with its Turkish message', () => {
  it('answers null before any application', async () => {
    const res = await sendJson(t, 'GET', '/api/firm-application', (await member()).cookie);
    expect(res.json()).toEqual({ application: null });
  });

  it('names every wrong field, the first one first', async () => {
    const res = await submitApplication(
      t,
      (await member()).cookie,
      applicationFields({ title: '', taxNumber: '123', phone: '12', email: 'x' }),
    );
    expect(res.statusCode).toBe(400);
    expect(error(res)).toMatchObject({
      code: 'VALIDATION',
      message: 'Ticari unvanı giriniz.',
      fields: {
        title: 'Ticari unvanı giriniz.',
        taxNumber: 'Vergi kimlik numarası 10 haneli olmalıdır.',
        phone: 'Geçerli bir telefon numarası giriniz (10 hane, örn. 212 123 45 67).',
        email: 'Geçerli bir e-posta adresi giriniz.',
      },
    });
  });

  it('refuses a VKN whose check digit is wrong', async () => {
    const valid = randomTaxNumber();
    const wrong = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    const res = await submitApplication(
      t,
      (await member()).cookie,
      applicationFields({ taxNumber: wrong }),
    );
    expect(res.statusCode).toBe(400);
    expect(error(res).fields).toEqual({ taxNumber: 'Geçerli bir vergi kimlik numarası giriniz.' });
  });

  it('refuses a MERSİS number that is not 16 digits', async () => {
    const res = await submitApplication(
      t,
      (await member()).cookie,
      applicationFields({ mersisNo: '12345' }),
    );
    expect(error(res).fields).toEqual({ mersisNo: 'MERSİS numarası 16 haneli olmalıdır.' });
  });

  it('asks for the Yetki Belgesi, then for the tax plate or gazette', async () => {
    const applicant = await member();
    const without = await submitApplication(t, applicant.cookie, applicationFields(), [
      { field: 'sicilBelgesi', name: 'levha.pdf', data: PDF },
    ]);
    expect(without.statusCode).toBe(400);
    expect(error(without)).toMatchObject({
      code: 'FIRM_DOCUMENT_REQUIRED',
      message: 'Yetki Belgesi yükleyiniz.',
    });
    const withoutRegistry = await submitApplication(t, applicant.cookie, applicationFields(), [
      { field: 'yetkiBelgesi', name: 'yetki.pdf', data: PDF },
    ]);
    expect(error(withoutRegistry)).toMatchObject({
      code: 'FIRM_DOCUMENT_REQUIRED',
      message: 'Vergi Levhası veya Ticaret Sicil Gazetesi yükleyiniz.',
    });
  });

  it('refuses a .pdf that is not a PDF, by its content, and stores nothing', async () => {
    const before = await firmCount();
    const res = await submitApplication(t, (await member()).cookie, applicationFields(), [
      { field: 'yetkiBelgesi', name: 'yetki.pdf', data: FAKE_PDF },
      { field: 'sicilBelgesi', name: 'levha.png', data: PNG },
    ]);
    expect(res.statusCode).toBe(400);
    expect(error(res)).toMatchObject({
      code: 'UNSUPPORTED_DOCUMENT',
      message: 'Yalnızca PDF, JPEG veya PNG belgeler yüklenebilir.',
      fields: { yetkiBelgesi: 'Yalnızca PDF, JPEG veya PNG belgeler yüklenebilir.' },
    });
    expect(await firmCount()).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await submitApplication(t, (await member()).cookie, applicationFields(), [
      { field: 'yetkiBelgesi', name: 'yetki.pdf', data: big },
      ...applicationFiles().slice(1),
    ]);
    expect(res.statusCode).toBe(413);
    expect(error(res)).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      message: 'Bir belge en fazla 10 MB olabilir.',
    });
  });

  it('allows one live application per VKN; a rejected one frees it', async () => {
    const taxNumber = randomTaxNumber();
    const first = await submitApplication(
      t,
      (await member()).cookie,
      applicationFields({ taxNumber }),
    );
    expect(first.statusCode).toBe(200);
    const second = await submitApplication(
      t,
      (await member()).cookie,
      applicationFields({ taxNumber, title: 'Başka Unvan Ltd.' }),
    );
    expect(second.statusCode).toBe(409);
    expect(error(second)).toMatchObject({
      code: 'FIRM_TAX_NUMBER_TAKEN',
      fields: {
        taxNumber:
          'Bu vergi kimlik numarasıyla yapılmış bir başvuru veya kayıtlı bir firma zaten var.',
      },
    });

    const firmId = first.json<{ application: { id: string } }>().application.id;
    await t.database.db.update(firms).set({ status: 'rejected' }).where(eq(firms.id, firmId));
    const third = await submitApplication(
      t,
      (await member()).cookie,
      applicationFields({ taxNumber, title: 'Başka Unvan Ltd.' }),
    );
    expect(third.statusCode).toBe(200);
  });
});

describe('after the operator answers', () => {
  it('a rejected applicant may apply again and owns only the new firm', async () => {
    const applicant = await member();
    const oldFirm = await insertFirm(t.database.db, { ownerId: applicant.id, status: 'rejected' });
    const res = await submitApplication(t, applicant.cookie);
    expect(res.statusCode).toBe(200);
    const { application } = res.json<{ application: { id: string; status: string } }>();
    expect(application.id).not.toBe(oldFirm);
    expect(application.status).toBe('pending');
    const rows = await t.database.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.userId, applicant.id));
    expect(rows.map((row) => row.firmId)).toEqual([application.id]);
  });

  it('a missing document is accepted only while Eksik Belge, and puts it back to İnceleniyor', async () => {
    const applicant = await member();
    const firmId = await insertFirm(t.database.db, { ownerId: applicant.id, status: 'pending' });
    const upload = (data: Buffer, kind = 'ticaret_sicil_gazetesi') =>
      postMultipart(t, '/api/firm-application/documents', applicant.cookie, [
        { field: 'kind', value: kind },
        { field: 'file', name: 'gazete.pdf', data },
      ]);

    const early = await upload(PDF);
    expect(early.statusCode).toBe(409);
    expect(error(early).code).toBe('FIRM_APPLICATION_LOCKED');

    await t.database.db
      .update(firms)
      .set({ status: 'needs_documents', statusReason: 'Ticaret sicil gazetesi eksik.' })
      .where(eq(firms.id, firmId));
    const fake = await upload(FAKE_PDF);
    expect(fake.statusCode).toBe(400);
    expect(error(fake).code).toBe('UNSUPPORTED_DOCUMENT');
    const noKind = await upload(PDF, 'tapu');
    expect(error(noKind).code).toBe('DOCUMENT_KIND_REQUIRED');

    const res = await upload(PDF);
    expect(res.statusCode).toBe(200);
    const { application } = res.json<{
      application: { status: string; documents: { kind: string }[] };
    }>();
    expect(application.status).toBe('pending');
    expect(application.documents.map((d) => d.kind)).toEqual(['ticaret_sicil_gazetesi']);
    const stored = await t.database.db
      .select()
      .from(firmDocuments)
      .where(eq(firmDocuments.firmId, firmId));
    expect(stored).toHaveLength(1);
    const audit = await selectAuditEntries(t.database.db, 'firm', firmId);
    expect(audit.map((row) => row.action)).toEqual(['firm.document_added']);
  });
});
