import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { insertFirm } from '../firms/testing/firm-fixtures.ts';
import { runDocumentGenerationOnce, type DocumentGenerationDeps } from './document-generation.ts';
import {
  completeSale,
  documentsOf,
  download,
  insertSale,
  pdfText,
} from './testing/sale-documents-kit.ts';

/*
 * 'Satış Özeti' at completion (issue 29, decision 077) and a pazarlık sale's 'Satış Sonuç
 * Belgesi' for a buyer with no verified identity.
 */

const clock = movableClock('2026-06-01T07:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const start = clock.clock();
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

let t: TestApp;
let buyer: Trader;
let owner: Trader;

const jobDeps = (): DocumentGenerationDeps => ({
  ...t.app.deps,
  identity: t.app.services.identity,
  siteName: t.config.siteName,
  publicUrl: t.config.publicUrl,
});

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  buyer = await signedInTrader(t.database.db, start, {
    firstName: 'İsmail',
    lastName: 'Güler',
    verified: false,
  });
  owner = await signedInTrader(t.database.db, start, { firstName: 'Selin', lastName: 'Kaya' });
});

afterAll(async () => {
  await t.close();
});

describe('a pazarlık sale, a buyer with no verified identity', () => {
  it("calls the result 'Satış Sonuç Belgesi', says the identity is not verified; at completion the 'Satış Özeti' tells the whole sale", async () => {
    const firmId = await insertFirm(t.database.db, {
      ownerId: owner.id,
      title: 'Özgür Emlak Ltd. Şti.',
    });
    const sale = await insertSale(t.database.db, {
      buyerId: buyer.id,
      firmId,
      listingType: 'offer',
      price: 400_000_00,
      fee: 20_000_00,
      now: start,
    });
    expect(await runDocumentGenerationOnce(jobDeps())).toEqual({ made: 1, failed: 0 });
    const [result] = await documentsOf(t.database.db, sale.id);
    expect(result!.number).toMatch(/^ISB-2026-\d{6}$/);
    const resultText = await pdfText(
      (await download(t, sale.id, result!.id, buyer.cookie)).rawPayload,
    );
    expect(resultText).toContain('Satış Sonuç Belgesi');
    expect(resultText).toContain('Pazarlık (kabul edilen teklif)');
    expect(resultText).toContain('Kimlik doğrulanmadı');
    expect(resultText).not.toContain('İhale Sonuç Belgesi');
    // The sale page names it the same, in the documents block and on the timeline.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/sales/${sale.id}`,
      headers: { cookie: buyer.cookie },
    });
    const view = page.json<{ documents: { label: string }[]; events: { text: string }[] }>();
    expect(view.documents.map((d) => d.label)).toEqual(['Satış Sonuç Belgesi']);
    expect(view.events.map((e) => e.text)).toContain(
      `Satış Sonuç Belgesi hazırlandı (${result!.number}).`,
    );

    // Not yet completed: no summary.
    expect(await runDocumentGenerationOnce(jobDeps())).toEqual({ made: 0, failed: 0 });
    await completeSale(t.database.db, sale.id, at);
    clock.advance(13 * 24 * 3600);
    expect(await runDocumentGenerationOnce(jobDeps())).toEqual({ made: 1, failed: 0 });
    const summary = (await documentsOf(t.database.db, sale.id)).find((d) => d.kind === 'summary');
    expect(summary!.number).toMatch(/^SOZ-2026-\d{6}$/);
    expect(summary!.fileName).toBe(`Satış Özeti ${summary!.number}.pdf`);
    const res = await download(t, sale.id, summary!.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Satış Özeti',
      summary!.number!,
      'İsmail Güler',
      'Özgür Emlak Ltd. Şti.',
      'Alıcı Onayı',
      '1 Haziran 2026 12:00',
      'Güvenli Ödeme Sistemi (GÖS)',
      '****7766',
      'Çavdarhisar Tapu Müdürlüğü',
      '13 Haziran 2026 10:00',
      '400.000 ₺',
      '20.000 ₺',
      '8.000 ₺',
      'Tapu harcı, alıcı payı (%2, bilgi)',
      'Döner sermaye ücreti (bilgi)',
      'Tapu müdürlüğünün tarifesine göre',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('GOS-2026-99887766');
    // The public check says what the summary says.
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${summary!.verificationCode}`,
    });
    expect(check.json()).toMatchObject({
      kind: 'summary',
      label: 'Satış Özeti',
      buyerName: 'İs*** Gü***',
    });
  });
});
