import { z } from 'zod';
import type { ListingType } from '../listings/listing-types.ts';
import {
  TITLE_DEED_TAX_RATE_PER_SIDE,
  type DocumentVerification,
  type SaleDocumentKind,
  type SaleOrigin,
} from './sale.ts';

/**
 * The generated documents of a sale (issue 29, decision 077): 'İhale Sonuç Belgesi' when the sale
 * opens ('Satış Sonuç Belgesi' for a pazarlık listing, where there was no auction) and 'Satış
 * Özeti' at completion. Each is drawn from a frozen snapshot (below), so the PDF can be drawn
 * again identically and the public verification page (`/belge/:code`) says what the paper says.
 */

export const GENERATED_DOCUMENT_KINDS = ['result', 'summary'] as const;
export type GeneratedDocumentKind = (typeof GENERATED_DOCUMENT_KINDS)[number];

export function isGeneratedDocumentKind(kind: string): kind is GeneratedDocumentKind {
  return (GENERATED_DOCUMENT_KINDS as readonly string[]).includes(kind);
}

/** The number's prefix: 'ISB-2026-000123' (İhale/Satış Sonuç Belgesi), 'SOZ-2026-000124'. */
export const DOCUMENT_NUMBER_PREFIXES: Record<GeneratedDocumentKind, string> = {
  result: 'ISB',
  summary: 'SOZ',
};

/** 'ISB-2026-000123': the prefix, the year and the shared document sequence. */
export function formatDocumentNumber(
  kind: GeneratedDocumentKind,
  year: number,
  sequence: number,
): string {
  return `${DOCUMENT_NUMBER_PREFIXES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The document's title. A pazarlık sale had no auction, so its result document is the 'Satış
 * Sonuç Belgesi'; the kind and the number prefix stay the same.
 */
export function saleDocumentTitle(kind: SaleDocumentKind, listingType: ListingType): string {
  if (kind === 'result') {
    return listingType === 'offer' ? 'Satış Sonuç Belgesi' : 'İhale Sonuç Belgesi';
  }
  if (kind === 'summary') return 'Satış Özeti';
  return kind === 'title_deed' ? 'Yeni Tapu Senedi' : 'Tapu Müdürlüğü Alındısı';
}

/** How the sale was made, as the documents say it. */
export function saleMethodLabel(origin: SaleOrigin, listingType: ListingType): string {
  const base = listingType === 'offer' ? 'Pazarlık (kabul edilen teklif)' : 'Açık artırma (ihale)';
  return origin === 'runner_up' ? `${base}, yedek alıcıya satış` : base;
}

/** The verification code: 24 random bytes in base64url (32 characters), unguessable. */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{20,40}$/;

export const DocumentCodeParamsSchema = z.object({
  code: z
    .string({ error: 'Belge bulunamadı ya da geçerli değil.' })
    .regex(VERIFICATION_CODE_PATTERN, { error: 'Belge bulunamadı ya da geçerli değil.' }),
});

/** '****1234': a payment reference shown by its last four characters only. */
export function maskReference(reference: string): string {
  const tail = reference.slice(-4);
  return `****${tail}`;
}

/** Tapu harcı of one side, for information: binde 20 of the price (the office decides). */
export function titleDeedTaxPerSide(price: number): number {
  return Math.round(price * TITLE_DEED_TAX_RATE_PER_SIDE);
}

// ---- The snapshot: everything a document shows, frozen when it is issued ----

const SnapshotStepSchema = z.object({ label: z.string(), at: z.string().nullable() });

export const SaleDocumentSnapshotSchema = z.object({
  version: z.literal(1),
  kind: z.enum(GENERATED_DOCUMENT_KINDS),
  title: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  siteName: z.string(),
  verificationUrl: z.string(),
  sale: z.object({
    number: z.string(),
    method: z.string(),
    createdAt: z.string(),
  }),
  listing: z.object({
    title: z.string(),
    province: z.string(),
    district: z.string(),
    neighbourhood: z.string().nullable(),
    ada: z.string().nullable(),
    parsel: z.string().nullable(),
  }),
  price: z.number().int(),
  serviceFee: z.number().int(),
  balanceDue: z.number().int(),
  buyer: z.object({
    name: z.string(),
    /** 'Ay*** Ka***': what the public verification page shows. */
    maskedName: z.string(),
    /** '123******50', or null when the buyer has no verified identity. Never the clear number. */
    maskedIdentityNumber: z.string().nullable(),
  }),
  /** The seller firm's title, or null for a listing the operator listed for an owner. */
  sellerFirm: z.string().nullable(),
  /** The 'Satış Özeti' only: how the sale went. */
  summary: z
    .object({
      steps: z.array(SnapshotStepSchema),
      payment: z
        .object({ method: z.string(), reference: z.string(), confirmedAt: z.string().nullable() })
        .nullable(),
      appointment: z.object({ office: z.string(), at: z.string() }).nullable(),
      completedAt: z.string().nullable(),
      titleDeedTaxPerSide: z.number().int(),
    })
    .nullable(),
});
export type SaleDocumentSnapshot = z.infer<typeof SaleDocumentSnapshotSchema>;

/** The public check's answer from a snapshot: the masked name, never the identity number. */
export function toDocumentVerification(snapshot: SaleDocumentSnapshot): DocumentVerification {
  return {
    number: snapshot.number,
    kind: snapshot.kind,
    label: snapshot.title,
    issuedAt: snapshot.issuedAt,
    province: snapshot.listing.province,
    district: snapshot.listing.district,
    ada: snapshot.listing.ada ?? '-',
    parsel: snapshot.listing.parsel ?? '-',
    price: snapshot.price,
    buyerName: snapshot.buyer.maskedName,
  };
}

/** Texts of the documents and the verification page (one place, so the test reads the same). */
export const SALE_DOCUMENT_TEXTS = {
  identityNotVerified: 'Kimlik doğrulanmadı',
  ownerListing: 'İlan sahibi',
  footer:
    'Bu belge elektronik ortamda düzenlenmiştir; doğruluğunu karekodu okutarak veya doğrulama bağlantısını açarak kontrol edebilirsiniz.',
  titleDeedOfficeFee: 'Tapu müdürlüğünün tarifesine göre',
  verificationTitle: 'Belge Doğrulama',
  genuine: (siteName: string) => `Bu belge ${siteName} tarafından düzenlenmiştir.`,
  notFound: 'Belge bulunamadı',
  notFoundDetail:
    'Bu doğrulama koduyla düzenlenmiş bir belge yok. Belgedeki karekodu yeniden okutun ya da bağlantıyı eksiksiz açın.',
} as const;
