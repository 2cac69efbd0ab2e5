/**
 * The invoice port (issue 29, decision 076): a GİB-licensed integrator ('özel entegratör') that
 * tells whether a buyer is registered for e-Fatura, takes an invoice, signs it with our financial
 * seal and sends it on (to GİB's e-Arşiv report or to the buyer's e-Fatura inbox), answers its
 * status, cancels an e-Arşiv invoice and hands out its PDF.
 *
 * Amounts are kuruş here; the wire's decimal lira are the adapter's business. Errors carry no
 * identity number: an `InvoiceProviderError` says whether trying again may help.
 */
export type InvoiceProvider = {
  readonly name: 'fake' | 'integrator';
  /** Is this VKN or TCKN an e-Fatura taxpayer? Its default inbox alias when it is. */
  checkTaxpayer(vknOrTckn: string): Promise<TaxpayerCheck>;
  /** Hands an invoice over; sending the same ETTN again answers the first one's state. */
  send(invoice: InvoiceDocument): Promise<InvoiceState>;
  status(ettn: string): Promise<InvoiceState>;
  /** Cancels an e-Arşiv invoice (reported to GİB by the integrator). */
  cancel(ettn: string): Promise<InvoiceState>;
  pdf(ettn: string): Promise<Buffer>;
  /** Stops what the adapter started (the local fake's server). */
  close(): Promise<void>;
};

export type TaxpayerCheck = { eFatura: false } | { eFatura: true; alias: string };

/** 'queued' the integrator has it and will sign it; 'signed' issued; 'cancelled' (e-Arşiv). */
export type InvoiceState = { ettn: string; status: 'queued' | 'signed' | 'cancelled' };

export type InvoiceParty = {
  /** 10-digit VKN of a company, or 11-digit TCKN of a person. */
  vknOrTckn: string;
  /** A company's title; null for a person. */
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  taxOffice: string | null;
  address: { line: string; district: string; province: string };
};

export type InvoiceLine = {
  name: string;
  quantity: number;
  unitPrice: number;
  vatPercent: number;
  net: number;
  vat: number;
  total: number;
};

export type InvoiceDocument = {
  /** Our UUID for the document (UBL-TR's ETTN is the issuer's to choose). */
  ettn: string;
  /** 'EARSIVFATURA' (e-Arşiv) or 'TEMELFATURA' (e-Fatura). */
  profile: 'EARSIVFATURA' | 'TEMELFATURA';
  /** 'SATIS' a sale; 'IADE' the return invoice of an earlier one (`billingReference`). */
  type: 'SATIS' | 'IADE';
  number: string;
  /** Istanbul calendar date, 'YYYY-MM-DD'. */
  issueDate: string;
  supplier: InvoiceParty;
  customer: InvoiceParty;
  /** The customer's e-Fatura inbox (TEMELFATURA only). */
  customerAlias: string | null;
  lines: InvoiceLine[];
  totals: { net: number; vat: number; total: number };
  billingReference: { number: string; issueDate: string } | null;
  note: string | null;
};

/**
 * Why the integrator gave no usable answer: `refused` it read the invoice and said no (a wrong
 * total, a bad number: sending it again changes nothing), `unavailable` no answer, an HTTP 5xx or
 * an unreadable one (try later), `unauthorised` the credentials. `message` is safe to store.
 */
export class InvoiceProviderError extends Error {
  override name = 'InvoiceProviderError';
  constructor(
    readonly reason: 'refused' | 'unavailable' | 'unauthorised' | 'not_found',
    message: string,
  ) {
    super(message);
  }
  get retryable(): boolean {
    return this.reason === 'unavailable' || this.reason === 'unauthorised';
  }
}
