import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { saleDocuments, saleEvents } from '../../db/schema/sales.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { addFirmMember, insertFirm } from '../firms/testing/firm-fixtures.ts';
import { insertVerifiedIdentity, withCheckDigits } from '../identity/testing/verified-identity.ts';
import type { SaleRow } from '../sales/index.ts';
import { runDocumentGenerationOnce, type DocumentGenerationDeps } from './document-generation.ts';
import {
  documentsOf,
  download,
  insertSale,
  pdfText,
  TURKISH_LISTING,
} from './testing/sale-documents-kit.ts';

/*
 * 'İhale Sonuç Belgesi' (issue 29, decision 077): made once by the job however many instances
 * run it, a PDF with the Turkish text and the masked identity number, downloaded by the sale's
 * parties only, checked in public by its code with nothing private in the answer.
 */

const clock = movableClock('2026-05-05T09:00:00.000Z');
const IDENTITY_NUMBER = withCheckDigits('312456789');
const MASKED_NUMBER = `312******${IDENTITY_NUMBER.slice(-2)}`;

let t: TestApp;
let other: TestApp;
let admin: Trader;
let buyer: Trader;
let owner: Trader;
let staff: Trader;
let stranger: Trader;
let runnerUp: Trader;
let sale: SaleRow;
let otherSale: SaleRow;

const jobDeps = (app: TestApp): DocumentGenerationDeps => ({
  ...app.app.deps,
  identity: app.app.services.identity,
  siteName: app.config.siteName,
  publicUrl: app.config.publicUrl,
});

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  other = await createSecondInstance(t, { clock: clock.clock });
  const db = t.database.db;
  const now = clock.clock();
  admin = await signedInTrader(db, now, { firstName: 'Yönetici', lastName: 'Bey', role: 'admin' });
  buyer = await signedInTrader(db, now, {
    firstName: 'Ayşegül',
    lastName: 'Çağlayan',
    verified: false,
  });
  await insertVerifiedIdentity(db, buyer.id, {
    firstName: 'Ayşegül',
    lastName: 'Çağlayan',
    identityNumber: IDENTITY_NUMBER,
  });
  owner = await signedInTrader(db, now, { firstName: 'Selin', lastName: 'Kaya' });
  staff = await signedInTrader(db, now, { firstName: 'Emre', lastName: 'Şahin' });
  stranger = await signedInTrader(db, now, { firstName: 'Hakan', lastName: 'Demir' });
  runnerUp = await signedInTrader(db, now, { firstName: 'Oğuz', lastName: 'Yıldız' });
  const firmId = await insertFirm(db, { ownerId: owner.id, title: 'Güneş Gayrimenkul A.Ş.' });
  await addFirmMember(db, { firmId, userId: staff.id, role: 'staff' });
  sale = await insertSale(db, {
    buyerId: buyer.id,
    firmId,
    price: 250_000_00,
    fee: 12_500_00,
    runnerUp: { userId: runnerUp.id, amount: 245_000_00 },
    now,
  });
  otherSale = await insertSale(db, {
    buyerId: stranger.id,
    firmId: null,
    price: 90_000_00,
    fee: 4_500_00,
    now,
  });
});

afterAll(async () => {
  await other.close();
  await t.close();
});

describe('the document job', () => {
  it('makes each sale its result document once when two instances run at the same time', async () => {
    clock.advance(60);
    const passes = await Promise.all([
      runDocumentGenerationOnce(jobDeps(t)),
      runDocumentGenerationOnce(jobDeps(other)),
      runDocumentGenerationOnce(jobDeps(t)),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.made, 0)).toBe(2);
    expect(passes.every((pass) => pass.failed === 0)).toBe(true);
    const [doc, ...more] = await documentsOf(t.database.db, sale.id);
    expect(more).toHaveLength(0);
    expect(doc).toMatchObject({
      kind: 'result',
      mimeType: 'application/pdf',
      fileName: `İhale Sonuç Belgesi ${doc!.number}.pdf`,
    });
    expect(doc!.number).toMatch(/^ISB-2026-\d{6}$/);
    expect(doc!.verificationCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The frozen snapshot holds the masked number only.
    expect(JSON.stringify(doc!.snapshot)).not.toContain(IDENTITY_NUMBER);
    expect(JSON.stringify(doc!.snapshot)).toContain(MASKED_NUMBER);
    const issued = await t.database.db
      .select()
      .from(saleEvents)
      .where(and(eq(saleEvents.saleId, sale.id), eq(saleEvents.kind, 'document_issued')));
    expect(issued).toHaveLength(1);
    // A later pass finds nothing more to make.
    expect(await runDocumentGenerationOnce(jobDeps(t))).toEqual({ made: 0, failed: 0 });
  });
});

describe('the result document PDF', () => {
  it('prints the Turkish text exactly, the masked identity number and never the clear one', async () => {
    const [doc] = await documentsOf(t.database.db, sale.id);
    const res = await download(t, sale.id, doc!.id, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ihale Sonuc Belgesi ${doc!.number}.pdf"; filename*=UTF-8''${encodeURIComponent(`İhale Sonuç Belgesi ${doc!.number}.pdf`)}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      t.config.siteName,
      'İhale Sonuç Belgesi',
      doc!.number!,
      TURKISH_LISTING.title,
      'Kütahya / Çavdarhisar',
      'Işıklı Mahallesi',
      '112 / 7',
      '250.000 ₺',
      sale.number,
      'Açık artırma (ihale)',
      'Ayşegül Çağlayan',
      MASKED_NUMBER,
      'Güneş Gayrimenkul A.Ş.',
      `Bu belge ${t.config.siteName} tarafından düzenlenmiştir.`,
      `${t.config.publicUrl}/belge/${doc!.verificationCode}`,
      'Düzenlenme tarihi: 5 Mayıs 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(IDENTITY_NUMBER);
  });

  it("names an operator's listing's seller 'İlan sahibi'", async () => {
    const [doc] = await documentsOf(t.database.db, otherSale.id);
    const text = await pdfText(
      (await download(t, otherSale.id, doc!.id, stranger.cookie)).rawPayload,
    );
    expect(text).toContain('Satıcı İlan sahibi');
  });

  it('is drawn again from its snapshot when the stored file is lost', async () => {
    const [doc] = await documentsOf(t.database.db, sale.id);
    const before = await pdfText((await download(t, sale.id, doc!.id, buyer.cookie)).rawPayload);
    await t.app.deps.documents.delete(doc!.storageKey!);
    const res = await download(t, sale.id, doc!.id, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toBe(before);
  });
});

describe('who downloads a sale document', () => {
  it('lets the buyer, the firm owner and staff and the operator download; nobody else', async () => {
    const [doc] = await documentsOf(t.database.db, sale.id);
    for (const trader of [buyer, owner, staff, admin]) {
      expect((await download(t, sale.id, doc!.id, trader.cookie)).statusCode).toBe(200);
    }
    const strangers = await download(t, sale.id, doc!.id, stranger.cookie);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toMatchObject({ error: { code: 'SALE_NOT_FOUND' } });
    // The runner-up has a part in the sale but not in its papers (the buyer's full name).
    const runnerUps = await download(t, sale.id, doc!.id, runnerUp.cookie);
    expect(runnerUps.json()).toMatchObject({ error: { code: 'DOCUMENT_NOT_FOUND' } });
    const guests = await download(t, sale.id, doc!.id);
    expect(guests.statusCode).toBe(401);
    expect(guests.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it("answers 404 for another sale's document, even to that sale's buyer", async () => {
    const [foreign] = await documentsOf(t.database.db, otherSale.id);
    for (const trader of [buyer, stranger, admin]) {
      const res = await download(t, sale.id, foreign!.id, trader.cookie);
      expect(res.statusCode).toBe(404);
    }
  });

  it("audits the operator's download of an uploaded file, not a party's", async () => {
    const key = `sales/${sale.id}/tapu-senedi.pdf`;
    const file = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await t.app.deps.documents.put(key, file, 'application/pdf');
    const [row] = await t.database.db
      .insert(saleDocuments)
      .values({
        saleId: sale.id,
        kind: 'title_deed',
        storageKey: key,
        fileName: 'Yeni tapu senedi Işıklı.pdf',
        mimeType: 'application/pdf',
        sizeBytes: file.length,
        createdBy: owner.id,
        createdAt: clock.clock(),
      })
      .returning();
    const audits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'sale.document_downloaded'), eq(auditLog.entityId, sale.id)),
        );
    const asBuyer = await download(t, sale.id, row!.id, buyer.cookie);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.rawPayload.equals(file)).toBe(true);
    expect(await audits()).toHaveLength(0);
    expect((await download(t, sale.id, row!.id, admin.cookie)).statusCode).toBe(200);
    const [entry, ...more] = await audits();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: 'sale',
      after: { documentId: row!.id, kind: 'title_deed' },
    });
  });
});

describe('the public check of a document', () => {
  it('answers the public facts exactly: masked name, no identity number', async () => {
    const [doc] = await documentsOf(t.database.db, sale.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${doc!.verificationCode}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      number: doc!.number,
      kind: 'result',
      label: 'İhale Sonuç Belgesi',
      issuedAt: '2026-05-05T09:01:00.000Z',
      province: 'Kütahya',
      district: 'Çavdarhisar',
      ada: '112',
      parsel: '7',
      price: 250_000_00,
      buyerName: 'Ay*** Ça***',
    });
    expect(res.body).not.toContain(IDENTITY_NUMBER);
    expect(res.body).not.toContain(MASKED_NUMBER);
    expect(res.body).not.toContain('Çağlayan');
  });

  it('answers 404 DOCUMENT_NOT_FOUND for an unknown code and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/documents/${'A'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'DOCUMENT_NOT_FOUND' } });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/documents/kisa' });
    expect(malformed.statusCode).toBe(400);
  });
});
