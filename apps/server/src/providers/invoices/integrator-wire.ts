import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-provider.ts';

/**
 * The wire of a GİB-licensed integrator's REST interface, in the shape the Turkish integrators
 * document (decision 076): a session token from a login, the taxpayer ('mükellef') query, the
 * invoice handed over as JSON the integrator turns into signed UBL-TR, its status, the e-Arşiv
 * cancellation and the PDF. The adapter and the local fake both speak this file, so they agree;
 * another integrator's dialect is a change here and in the adapter only.
 *
 *   POST /api/v1/auth/login              { username, password } → { token, expiresIn }
 *   GET  /api/v1/taxpayers/:vknTckn      → { identifier, isEInvoiceUser, aliases: [{ alias }] }
 *   POST /api/v1/invoices                WireInvoice → 202 { uuid, status }  (same uuid again: 200)
 *   GET  /api/v1/invoices/:uuid/status   → { uuid, status: QUEUED | SIGNED | CANCELLED }
 *   POST /api/v1/invoices/:uuid/cancel   → { uuid, status: CANCELLED }
 *   GET  /api/v1/invoices/:uuid/pdf      → application/pdf
 *
 * Every call but the login carries `Authorization: Bearer <token>`; an expired token is 401. An
 * error is `{ errorCode, message, errors?: [{ field, message }] }` with a 4xx or 5xx status.
 * Amounts are decimal lira with two places, as strings ('4166.67'), as in UBL-TR.
 */

export const INTEGRATOR_PATHS = {
  login: '/api/v1/auth/login',
  taxpayer: (id: string) => `/api/v1/taxpayers/${encodeURIComponent(id)}`,
  invoices: '/api/v1/invoices',
  status: (uuid: string) => `/api/v1/invoices/${encodeURIComponent(uuid)}/status`,
  cancel: (uuid: string) => `/api/v1/invoices/${encodeURIComponent(uuid)}/cancel`,
  pdf: (uuid: string) => `/api/v1/invoices/${encodeURIComponent(uuid)}/pdf`,
} as const;

export type WireStatus = 'QUEUED' | 'SIGNED' | 'CANCELLED';
export type WireError = {
  errorCode: string;
  message: string;
  errors?: Array<{ field: string; message: string }>;
};

export type WireParty = {
  vknTckn: string;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  taxOffice: string | null;
  address: { street: string; district: string; city: string; country: 'Türkiye' };
};
export type WireLine = {
  name: string;
  quantity: string;
  unitCode: 'C62';
  unitPrice: string;
  vatRate: string;
  lineExtensionAmount: string;
  vatAmount: string;
  payableAmount: string;
};
export type WireInvoice = {
  uuid: string;
  profileId: 'EARSIVFATURA' | 'TEMELFATURA';
  invoiceTypeCode: 'SATIS' | 'IADE';
  invoiceNumber: string;
  issueDate: string;
  currencyCode: 'TRY';
  supplier: WireParty;
  customer: WireParty;
  customerAlias: string | null;
  lines: WireLine[];
  legalMonetaryTotal: { lineExtensionAmount: string; taxAmount: string; payableAmount: string };
  billingReference: { invoiceNumber: string; issueDate: string } | null;
  notes: string[];
};

/** 416667 → '4166.67'. */
export function toDecimal(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '4166.67' → 416667; null for anything that is not a decimal with two places. */
export function fromDecimal(value: unknown): number | null {
  if (typeof value !== 'string' || !/^-?\d{1,13}\.\d{2}$/.test(value)) return null;
  const negative = value.startsWith('-');
  const [whole, cents] = value.replace('-', '').split('.');
  const kurus = Number(whole) * 100 + Number(cents);
  return negative ? -kurus : kurus;
}

function toWireParty(party: InvoiceParty): WireParty {
  return {
    vknTckn: party.vknOrTckn,
    title: party.title,
    firstName: party.firstName,
    lastName: party.lastName,
    taxOffice: party.taxOffice,
    address: {
      street: party.address.line,
      district: party.address.district,
      city: party.address.province,
      country: 'Türkiye',
    },
  };
}

function toWireLine(line: InvoiceLine): WireLine {
  return {
    name: line.name,
    quantity: String(line.quantity),
    unitCode: 'C62',
    unitPrice: toDecimal(line.unitPrice),
    vatRate: String(line.vatPercent),
    lineExtensionAmount: toDecimal(line.net),
    vatAmount: toDecimal(line.vat),
    payableAmount: toDecimal(line.total),
  };
}

export function toWireInvoice(invoice: InvoiceDocument): WireInvoice {
  return {
    uuid: invoice.ettn,
    profileId: invoice.profile,
    invoiceTypeCode: invoice.type,
    invoiceNumber: invoice.number,
    issueDate: invoice.issueDate,
    currencyCode: 'TRY',
    supplier: toWireParty(invoice.supplier),
    customer: toWireParty(invoice.customer),
    customerAlias: invoice.customerAlias,
    lines: invoice.lines.map(toWireLine),
    legalMonetaryTotal: {
      lineExtensionAmount: toDecimal(invoice.totals.net),
      taxAmount: toDecimal(invoice.totals.vat),
      payableAmount: toDecimal(invoice.totals.total),
    },
    billingReference: invoice.billingReference
      ? {
          invoiceNumber: invoice.billingReference.number,
          issueDate: invoice.billingReference.issueDate,
        }
      : null,
    notes: invoice.note ? [invoice.note] : [],
  };
}

/**
 * What arrives over the wire before it is checked: every field may be missing or of any type
 * (the local fake reads invoices as this, never as a `WireInvoice` it has not checked).
 */
export type Unchecked<T> = T extends readonly (infer U)[]
  ? readonly Unchecked<U>[] | undefined
  : T extends object
    ? { [K in keyof T]?: Unchecked<T[K]> } | undefined
    : unknown;
