import { createHash } from 'node:crypto';
import { istanbulClock } from '@arsamezat/shared/core/istanbul-time';
import { INVOICE_VAT_PERCENT } from '@arsamezat/shared/sales/invoices';
import type { Config } from '../../config/env.ts';
import type {
  InvoiceDocument,
  InvoiceParty,
  TaxpayerCheck,
} from '../../providers/invoices/invoice-provider.ts';
import { UNKNOWN_CONSUMER_TCKN } from '../../providers/invoices/local-integrator-checks.ts';
import type { PayerIdentity } from '../identity/index.ts';
import type { InvoiceRow } from './invoices.repository.ts';

/** Who the invoice is for, and whether the integrator says they take e-Fatura. */
export type BuyerOf = (invoice: InvoiceRow) => Promise<{
  customer: InvoiceParty;
  taxpayer: TaxpayerCheck;
  saleNumber: string;
}>;

export type Supplier = Config['invoices']['supplier'];

/** 'YYYY-MM-DD' in Istanbul: the date on the invoice. */
export function istanbulDate(at: Date): string {
  const c = istanbulClock(at);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

export function supplierParty(supplier: Supplier): InvoiceParty {
  return {
    vknOrTckn: supplier.vkn,
    title: supplier.title,
    firstName: null,
    lastName: null,
    taxOffice: supplier.taxOffice,
    address: { line: supplier.address, district: supplier.district, province: supplier.city },
  };
}

/**
 * The buyer on the invoice (decision 076): a company's VKN and title when they bought for one,
 * else their TC kimlik number and verified name. A buyer with no verified identity (a deposit from
 * before identity checks) is a final consumer under GİB's stand-in number, e-Arşiv only. The
 * number lives in this object in memory only, never in a log or an error.
 */
export function customerParty(
  identity: PayerIdentity | null,
  names: { firstName: string; lastName: string },
): InvoiceParty {
  if (identity?.companyTaxNumber && identity.companyTitle) {
    return {
      vknOrTckn: identity.companyTaxNumber,
      title: identity.companyTitle,
      firstName: null,
      lastName: null,
      taxOffice: null,
      address: { line: identity.address, district: identity.district, province: identity.province },
    };
  }
  return {
    vknOrTckn: identity?.identityNumber ?? UNKNOWN_CONSUMER_TCKN,
    title: null,
    firstName: identity?.firstName ?? names.firstName,
    lastName: identity?.lastName ?? names.lastName,
    taxOffice: null,
    address: identity
      ? { line: identity.address, district: identity.district, province: identity.province }
      : { line: 'Adres bilinmiyor', district: 'Merkez', province: 'Ankara' },
  };
}

/** The service fee's invoice (or its return invoice) as the integrator takes it. */
export function invoiceDocument(input: {
  invoice: InvoiceRow;
  saleNumber: string;
  supplier: Supplier;
  customer: InvoiceParty;
  taxpayer: TaxpayerCheck;
  /** A return invoice of `invoice`: its number and ETTN. */
  reversal?: { number: string; ettn: string; issuedAt: Date };
}): InvoiceDocument {
  const { invoice, taxpayer, reversal } = input;
  const issuedAt = invoice.createdAt;
  return {
    ettn: reversal?.ettn ?? invoice.ettn ?? '',
    profile: taxpayer.eFatura ? 'TEMELFATURA' : 'EARSIVFATURA',
    type: reversal ? 'IADE' : 'SATIS',
    number: reversal?.number ?? invoice.number ?? '',
    issueDate: istanbulDate(reversal?.issuedAt ?? issuedAt),
    supplier: supplierParty(input.supplier),
    customer: input.customer,
    customerAlias: taxpayer.eFatura ? taxpayer.alias : null,
    lines: [
      {
        name: `Hizmet bedeli — satış ${input.saleNumber}`,
        quantity: 1,
        unitPrice: invoice.net,
        vatPercent: INVOICE_VAT_PERCENT,
        net: invoice.net,
        vat: invoice.vat,
        total: invoice.total,
      },
    ],
    totals: { net: invoice.net, vat: invoice.vat, total: invoice.total },
    billingReference: reversal
      ? { number: invoice.number ?? '', issueDate: istanbulDate(issuedAt) }
      : null,
    note: reversal ? 'Satışın iptali nedeniyle iade edilen hizmet bedeli' : null,
  };
}

/** The ETTN of an invoice's return invoice: derived, so a retried return is the same document. */
export function returnEttn(ettn: string): string {
  const hex = createHash('sha256').update(`iade:${ettn}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
