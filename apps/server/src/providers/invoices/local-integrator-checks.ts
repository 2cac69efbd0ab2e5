import { isValidTaxNumber } from '@arsamezat/shared/firms/tax-number';
import { isValidIdentityNumber } from '@arsamezat/shared/member/identity-number';
import {
  fromDecimal,
  type Unchecked,
  type WireInvoice,
  type WireLine,
  type WireParty,
} from './integrator-wire.ts';

type Received = NonNullable<Unchecked<WireInvoice>>;

/**
 * What the local integrator checks in an invoice before it takes it, as a real one does before
 * signing (decision 076): the required fields, the parties' VKN / TCKN with their check digits,
 * the number's GİB form and year, each line's arithmetic and the totals with KDV. Returns the
 * problems as `{ field, message }`; none means the invoice is acceptable.
 */

/** GİB's stand-in TCKN for a final consumer whose number is not known (e-Arşiv only). */
export const UNKNOWN_CONSUMER_TCKN = '11111111111';
const NUMBER = /^[A-Z0-9]{3}(\d{4})\d{9}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VAT_RATES = new Set([0, 1, 10, 20]);

export type Problem = { field: string; message: string };

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function partyProblems(
  party: Unchecked<WireParty>,
  field: string,
  options: { consumerAllowed: boolean },
): Problem[] {
  if (!party || typeof party !== 'object') return [{ field, message: 'zorunlu alan' }];
  const problems: Problem[] = [];
  const id = party.vknTckn;
  if (typeof id === 'string' && id.length === 10) {
    if (!isValidTaxNumber(id))
      problems.push({ field: `${field}.vknTckn`, message: 'VKN geçersiz' });
    if (!filled(party.title)) problems.push({ field: `${field}.title`, message: 'unvan zorunlu' });
  } else if (typeof id === 'string' && id.length === 11) {
    const consumer = options.consumerAllowed && id === UNKNOWN_CONSUMER_TCKN;
    if (!consumer && !isValidIdentityNumber(id)) {
      problems.push({ field: `${field}.vknTckn`, message: 'TCKN geçersiz' });
    }
    if (!filled(party.firstName) || !filled(party.lastName)) {
      problems.push({ field: `${field}.firstName`, message: 'ad ve soyad zorunlu' });
    }
  } else {
    problems.push({ field: `${field}.vknTckn`, message: 'VKN 10, TCKN 11 haneli olmalı' });
  }
  const address = party.address;
  if (!address || !filled(address.street) || !filled(address.district) || !filled(address.city)) {
    problems.push({ field: `${field}.address`, message: 'adres, ilçe ve il zorunlu' });
  }
  return problems;
}

function amountsProblems(invoice: Received): Problem[] {
  const problems: Problem[] = [];
  const lines: readonly Unchecked<WireLine>[] = Array.isArray(invoice.lines) ? invoice.lines : [];
  if (lines.length === 0) return [{ field: 'lines', message: 'en az bir satır zorunlu' }];
  let net = 0;
  let vat = 0;
  lines.forEach((received, i) => {
    const line = received ?? {};
    const at = `lines[${i}]`;
    const quantity = Number(line.quantity);
    const unitPrice = fromDecimal(line.unitPrice);
    const lineNet = fromDecimal(line.lineExtensionAmount);
    const lineVat = fromDecimal(line.vatAmount);
    const payable = fromDecimal(line.payableAmount);
    const rate = Number(line.vatRate);
    if (!filled(line.name))
      problems.push({ field: `${at}.name`, message: 'mal/hizmet adı zorunlu' });
    if (!Number.isInteger(quantity) || quantity <= 0) {
      problems.push({ field: `${at}.quantity`, message: 'miktar pozitif tam sayı olmalı' });
    }
    if (!VAT_RATES.has(rate))
      problems.push({ field: `${at}.vatRate`, message: 'KDV oranı geçersiz' });
    if (unitPrice === null || lineNet === null || lineVat === null || payable === null) {
      problems.push({ field: at, message: 'tutarlar iki ondalıklı olmalı' });
      return;
    }
    if (unitPrice * quantity !== lineNet) {
      problems.push({
        field: `${at}.lineExtensionAmount`,
        message: 'birim fiyat × miktar tutmuyor',
      });
    }
    // KDV is the net × rate, rounded to the kuruş; one kuruş either way is a rounding difference.
    if (Math.abs(Math.round((lineNet * rate) / 100) - lineVat) > 1) {
      problems.push({ field: `${at}.vatAmount`, message: `KDV tutarı matrahın %${rate}'si değil` });
    }
    if (lineNet + lineVat !== payable) {
      problems.push({
        field: `${at}.payableAmount`,
        message: 'matrah + KDV ödenecek tutarı tutmuyor',
      });
    }
    net += lineNet;
    vat += lineVat;
  });
  const totals = invoice.legalMonetaryTotal;
  const totalNet = fromDecimal(totals?.lineExtensionAmount);
  const totalVat = fromDecimal(totals?.taxAmount);
  const total = fromDecimal(totals?.payableAmount);
  if (totalNet !== net) {
    problems.push({
      field: 'legalMonetaryTotal.lineExtensionAmount',
      message: 'satır toplamı tutmuyor',
    });
  }
  if (totalVat !== vat) {
    problems.push({ field: 'legalMonetaryTotal.taxAmount', message: 'KDV toplamı tutmuyor' });
  }
  if (total === null || totalNet === null || totalVat === null || totalNet + totalVat !== total) {
    problems.push({ field: 'legalMonetaryTotal.payableAmount', message: 'genel toplam tutmuyor' });
  }
  return problems;
}

export function invoiceProblems(
  invoice: Received,
  isEInvoiceUser: (id: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  if (!UUID.test(String(invoice.uuid)))
    problems.push({ field: 'uuid', message: 'ETTN UUID olmalı' });
  if (invoice.profileId !== 'EARSIVFATURA' && invoice.profileId !== 'TEMELFATURA') {
    problems.push({ field: 'profileId', message: 'senaryo EARSIVFATURA veya TEMELFATURA olmalı' });
  }
  if (invoice.invoiceTypeCode !== 'SATIS' && invoice.invoiceTypeCode !== 'IADE') {
    problems.push({ field: 'invoiceTypeCode', message: 'fatura tipi SATIS veya IADE olmalı' });
  }
  if (invoice.currencyCode !== 'TRY')
    problems.push({ field: 'currencyCode', message: 'TRY olmalı' });
  const date = DATE.exec(String(invoice.issueDate));
  if (!date) problems.push({ field: 'issueDate', message: 'YYYY-AA-GG olmalı' });
  const number = NUMBER.exec(String(invoice.invoiceNumber));
  if (!number || String(invoice.invoiceNumber).length !== 16) {
    problems.push({ field: 'invoiceNumber', message: '3 karakter + yıl + 9 hane (16) olmalı' });
  } else if (date && number[1] !== date[1]) {
    problems.push({
      field: 'invoiceNumber',
      message: 'numaradaki yıl fatura tarihinin yılı değil',
    });
  }
  problems.push(...partyProblems(invoice.supplier, 'supplier', { consumerAllowed: false }));
  if (
    invoice.supplier &&
    String(invoice.supplier.vknTckn).length === 10 &&
    !filled(invoice.supplier.taxOffice)
  ) {
    problems.push({ field: 'supplier.taxOffice', message: 'vergi dairesi zorunlu' });
  }
  const eArsiv = invoice.profileId === 'EARSIVFATURA';
  problems.push(...partyProblems(invoice.customer, 'customer', { consumerAllowed: eArsiv }));
  const customerId = typeof invoice.customer?.vknTckn === 'string' ? invoice.customer.vknTckn : '';
  if (eArsiv && isEInvoiceUser(customerId)) {
    problems.push({
      field: 'profileId',
      message: 'alıcı e-Fatura mükellefi: e-Arşiv düzenlenemez',
    });
  }
  if (!eArsiv && (!isEInvoiceUser(customerId) || !filled(invoice.customerAlias))) {
    problems.push({
      field: 'customerAlias',
      message: 'alıcı e-Fatura mükellefi değil ya da etiket yok',
    });
  }
  if (invoice.invoiceTypeCode === 'IADE') {
    const ref = invoice.billingReference as Unchecked<{ invoiceNumber: string; issueDate: string }>;
    if (!ref || !NUMBER.test(String(ref.invoiceNumber)) || !DATE.test(String(ref.issueDate))) {
      problems.push({
        field: 'billingReference',
        message: 'iade faturası asıl faturayı göstermeli',
      });
    }
  }
  problems.push(...amountsProblems(invoice));
  return problems;
}
