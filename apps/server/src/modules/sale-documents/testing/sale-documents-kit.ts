import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../../test/helpers/app.ts';
import type { Db } from '../../../db/client.ts';
import { saleDocuments, sales } from '../../../db/schema/sales.ts';
import { insertDeposit } from '../../bids/testing/trading-fixtures.ts';
import { openSale } from '../../sales/index.ts';

/** The text of every page of a PDF, as a reader's copy-paste would give it. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A listing with Turkish letters everywhere the documents print them. */
export const TURKISH_LISTING = {
  title: 'Çavdarhisar İmarlı Arsa, Işıklı Yolu Üzeri Güneşli Parsel',
  city: 'Kütahya',
  district: 'Çavdarhisar',
  neighborhood: 'Işıklı Mahallesi',
  adaNo: '112',
  parselNo: '7',
} as const;

/** A sale opened as the closing job opens one, for a listing inserted here. */
export async function insertSale(
  db: Db,
  values: {
    buyerId: string;
    firmId: string | null;
    listingType?: 'auction' | 'offer';
    price: number;
    fee: number;
    runnerUp?: { userId: string; amount: number } | null;
    now: Date;
  },
) {
  const listingType = values.listingType ?? 'auction';
  const listingId = await insertListing(db, {
    ...TURKISH_LISTING,
    listingType,
    firmId: values.firmId,
    status: 'ended',
    ilanSahibi: values.firmId ? null : 'Mehmet Öztürk',
  });
  const depositId = await insertDeposit(db, {
    listingId,
    userId: values.buyerId,
    amount: values.fee,
  });
  const runnerUpDeposit = values.runnerUp
    ? await insertDeposit(db, { listingId, userId: values.runnerUp.userId, amount: values.fee })
    : null;
  return db.transaction((tx) =>
    openSale(tx, {
      listingId,
      listingType,
      buyerId: values.buyerId,
      firmId: values.firmId,
      origin: listingType === 'offer' ? 'offer' : 'auction',
      deposit: { id: depositId, amount: values.fee },
      price: values.price,
      runnerUp:
        values.runnerUp && runnerUpDeposit
          ? { ...values.runnerUp, depositId: runnerUpDeposit }
          : null,
      actorId: null,
      actorRole: 'system',
      now: values.now,
    }),
  );
}

/** The sale moved to 'Tamamlandı' with every step's facts, as the steps would leave it. */
export async function completeSale(db: Db, saleId: string, at: (hours: number) => Date) {
  await db
    .update(sales)
    .set({
      step: 'completed',
      buyerConfirmedAt: at(2),
      paymentMethod: 'gos',
      paymentReference: 'GOS-2026-99887766',
      paymentEnteredAt: at(20),
      paymentConfirmedAt: at(26),
      appointmentAt: at(24 * 12),
      appointmentOffice: 'Çavdarhisar Tapu Müdürlüğü',
      completedAt: at(24 * 12 + 3),
      stepDeadline: null,
    })
    .where(eq(sales.id, saleId));
}

export const documentsOf = (db: Db, saleId: string) =>
  db.select().from(saleDocuments).where(eq(saleDocuments.saleId, saleId));

export const download = (t: TestApp, saleId: string, documentId: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sales/${saleId}/documents/${documentId}`,
    headers: cookie ? { cookie } : {},
  });
