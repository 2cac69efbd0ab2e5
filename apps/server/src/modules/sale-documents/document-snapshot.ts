import {
  SALE_PAYMENT_METHOD_LABELS,
  SALE_PAYMENT_METHODS,
  type SalePaymentMethod,
} from '@arsamezat/shared/sales/sale';
import {
  maskReference,
  saleDocumentTitle,
  saleMethodLabel,
  titleDeedTaxPerSide,
  type GeneratedDocumentKind,
  type SaleDocumentSnapshot,
} from '@arsamezat/shared/sales/sale-documents';
import { maskBidderName } from '@arsamezat/shared/trading/bids';
import type { SaleRow } from '../sales/index.ts';
import type { selectDocumentFacts } from './sale-documents.repository.ts';

type Facts = NonNullable<Awaited<ReturnType<typeof selectDocumentFacts>>>;

export type SnapshotInput = {
  kind: GeneratedDocumentKind;
  sale: SaleRow;
  facts: Facts;
  /** The verified identity's masked number ('123******50'), or null: never the clear number. */
  maskedIdentityNumber: string | null;
  number: string;
  verificationCode: string;
  siteName: string;
  publicUrl: string;
  now: Date;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The public page a document's link and QR code open. */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/belge/${code}`;
}

/**
 * What a document shows, frozen at issue (decision 077): the PDF is drawn from it and the public
 * check answers from it, so both say the same forever, whatever later happens to the listing or
 * the account. The identity number enters only masked.
 */
export function buildDocumentSnapshot(input: SnapshotInput): SaleDocumentSnapshot {
  const { sale, facts, kind } = input;
  const { listing, buyer } = facts;
  const buyerName = `${buyer.firstName} ${buyer.lastName}`.trim();
  return {
    version: 1,
    kind,
    title: saleDocumentTitle(kind, listing.listingType),
    number: input.number,
    issuedAt: input.now.toISOString(),
    siteName: input.siteName,
    verificationUrl: verificationUrl(input.publicUrl, input.verificationCode),
    sale: {
      number: sale.number,
      method: saleMethodLabel(sale.origin, listing.listingType),
      createdAt: sale.createdAt.toISOString(),
    },
    listing: {
      title: listing.title,
      province: listing.city,
      district: listing.district ?? '-',
      neighbourhood: listing.neighborhood,
      ada: listing.adaNo,
      parsel: listing.parselNo,
    },
    price: sale.price,
    serviceFee: sale.serviceFee,
    balanceDue: sale.balanceDue,
    buyer: {
      name: buyerName,
      maskedName: maskBidderName(buyerName),
      maskedIdentityNumber: input.maskedIdentityNumber,
    },
    sellerFirm: listing.firmTitle,
    summary: kind === 'summary' ? summaryOf(sale) : null,
  };
}

const paymentMethodLabel = (method: string) =>
  (SALE_PAYMENT_METHODS as readonly string[]).includes(method)
    ? SALE_PAYMENT_METHOD_LABELS[method as SalePaymentMethod]
    : method;

function summaryOf(sale: SaleRow): NonNullable<SaleDocumentSnapshot['summary']> {
  return {
    steps: [
      { label: 'Satış oluşturuldu', at: iso(sale.createdAt) },
      { label: 'Alıcı Onayı', at: iso(sale.buyerConfirmedAt) },
      { label: 'Ödeme Güvencesi', at: iso(sale.paymentConfirmedAt) },
      { label: 'Tapu Randevusu', at: iso(sale.appointmentAt) },
      { label: 'Tamamlandı', at: iso(sale.completedAt) },
    ],
    payment:
      sale.paymentMethod && sale.paymentReference
        ? {
            method: paymentMethodLabel(sale.paymentMethod),
            reference: maskReference(sale.paymentReference),
            confirmedAt: iso(sale.paymentConfirmedAt),
          }
        : null,
    appointment:
      sale.appointmentAt && sale.appointmentOffice
        ? { office: sale.appointmentOffice, at: sale.appointmentAt.toISOString() }
        : null,
    completedAt: iso(sale.completedAt),
    titleDeedTaxPerSide: titleDeedTaxPerSide(sale.price),
  };
}
