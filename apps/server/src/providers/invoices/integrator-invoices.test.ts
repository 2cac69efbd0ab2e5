import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegratorInvoices } from './integrator-invoices.ts';
import {
  InvoiceProviderError,
  type InvoiceDocument,
  type InvoiceProvider,
} from './invoice-provider.ts';
import {
  LOCAL_INTEGRATOR_CREDENTIALS,
  startLocalIntegrator,
  type LocalIntegrator,
} from './local-integrator.ts';

/*
 * The integrator adapter against the local fake over HTTP: the session, the taxpayer query, and
 * the fake's own checks — a wrong total, a bad TCKN, a malformed number are refused with reasons.
 */

let fake: LocalIntegrator;
let adapter: InvoiceProvider;
let now = new Date('2026-05-05T09:00:00Z');
let serial = 0;

const invoice = (changes: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  ettn: crypto.randomUUID(),
  profile: 'EARSIVFATURA',
  type: 'SATIS',
  number: `ARS2026${String(++serial).padStart(9, '0')}`,
  issueDate: '2026-05-05',
  supplier: {
    vknOrTckn: '1234567890',
    title: 'ArsaMezat Gayrimenkul Danışmanlık Ltd. Şti.',
    firstName: null,
    lastName: null,
    taxOffice: 'Akhisar',
    address: { line: 'İnönü Cad. No: 42/3', district: 'Akhisar', province: 'Manisa' },
  },
  customer: {
    vknOrTckn: '12345678950',
    title: null,
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
    taxOffice: null,
    address: { line: 'Cumhuriyet Mah.', district: 'Merkez', province: 'Kütahya' },
  },
  customerAlias: null,
  lines: [
    {
      name: 'Hizmet bedeli',
      quantity: 1,
      unitPrice: 416667,
      vatPercent: 20,
      net: 416667,
      vat: 83333,
      total: 500000,
    },
  ],
  totals: { net: 416667, vat: 83333, total: 500000 },
  billingReference: null,
  note: null,
  ...changes,
});

async function refusal(promise: Promise<unknown>): Promise<InvoiceProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvoiceProviderError);
  return error as InvoiceProviderError;
}

beforeAll(async () => {
  fake = await startLocalIntegrator({ signDelayMs: 60_000, clock: () => now });
  adapter = createIntegratorInvoices({
    baseUrl: fake.url,
    ...LOCAL_INTEGRATOR_CREDENTIALS,
    timeoutMs: 5000,
  });
});
afterAll(async () => {
  await fake.close();
});

describe('the integrator adapter against the local fake', () => {
  it('takes an invoice queued, signs it at the next status query, and hands out its PDF', async () => {
    const doc = invoice();
    expect(await adapter.send(doc)).toEqual({ ettn: doc.ettn, status: 'queued' });
    // The same ETTN again is the same document, not a second invoice.
    expect(await adapter.send(doc)).toEqual({ ettn: doc.ettn, status: 'queued' });
    expect(await adapter.status(doc.ettn)).toEqual({ ettn: doc.ettn, status: 'signed' });
    const pdf = await adapter.pdf(doc.ettn);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a wrong total with the reason', async () => {
    const error = await refusal(
      adapter.send(invoice({ totals: { net: 416667, vat: 83333, total: 500100 } })),
    );
    expect(error.reason).toBe('refused');
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/genel toplam tutmuyor/);
  });

  it("refuses a TCKN with wrong check digits, a malformed number and a year that is not the date's", async () => {
    const badTckn = invoice();
    badTckn.customer = { ...badTckn.customer, vknOrTckn: '12345678901' };
    expect((await refusal(adapter.send(badTckn))).message).toMatch(/TCKN geçersiz/);
    expect((await refusal(adapter.send(invoice({ number: 'AR2026000000001' })))).message).toMatch(
      /16/,
    );
    expect((await refusal(adapter.send(invoice({ number: 'ARS2025000000999' })))).message).toMatch(
      /yıl/,
    );
  });

  it('tells e-Fatura taxpayers and refuses an e-Arşiv to one of them', async () => {
    fake.registerTaxpayer('4840847211');
    expect(await adapter.checkTaxpayer('4840847211')).toEqual({
      eFatura: true,
      alias: 'urn:mail:defaultpk@4840847211.example.com.tr',
    });
    expect(await adapter.checkTaxpayer('12345678950')).toEqual({ eFatura: false });
    const company = invoice();
    company.customer = { ...company.customer, vknOrTckn: '4840847211', title: 'Örnek A.Ş.' };
    expect((await refusal(adapter.send(company))).message).toMatch(/e-Arşiv düzenlenemez/);
  });

  it('takes a new session when the token expired, and says unavailable when the integrator is away', async () => {
    fake.expireTokens();
    expect(await adapter.checkTaxpayer('12345678950')).toEqual({ eFatura: false });
    fake.setUnavailable(true);
    const error = await refusal(adapter.send(invoice()));
    fake.setUnavailable(false);
    expect(error.reason).toBe('unavailable');
    expect(error.retryable).toBe(true);
  });

  it('cancels an e-Arşiv invoice within 7 days, not after', async () => {
    const doc = invoice();
    await adapter.send(doc);
    now = new Date('2026-05-12T20:00:00Z');
    expect(await adapter.cancel(doc.ettn)).toEqual({ ettn: doc.ettn, status: 'cancelled' });
    const late = invoice();
    await adapter.send(late);
    now = new Date('2026-05-13T09:00:00Z');
    expect((await refusal(adapter.cancel(late.ettn))).message).toMatch(/iptal süresi geçti/);
  });
});
