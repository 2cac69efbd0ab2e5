import { ZONINGS } from '../listings/listing-options.ts';
import { z } from 'zod';
import { ListingMapLocationReadSchema } from '../listings/listing-map.ts';
import {
  checkListingFormBase,
  ListingFormBaseFields,
  toListingBaseFormValues,
  toListingBaseInput,
} from '../admin/admin-listing-form.ts';
import { listingFields, MAX_LISTING_KURUS } from '../admin/admin-listings.ts';
import { text } from '../core/text.ts';
import { ListingDocumentSchema } from '../listings/listing-documents.ts';
import { LISTING_STATUSES, type ListingPhase } from '../listings/listing-phase.ts';
import { listingTypeOf } from '../listings/listing-types.ts';
import {
  LISTING_LIMITS,
  ListingImageSchema,
  ListingPhaseSchema,
  ListingTypeSchema,
} from '../listings/listings.ts';

/**
 * A seller firm's own listings (issue 28, 'Firma Paneli'): the listing form a firm fills (the
 * operator's form without the deposit, the status, the last-minute extension and 'İlan Sahibi';
 * plus the taşınmaz numarası and the authorisation basis, decision 070), the panel's tabs and
 * what each listing allows.
 */

// ---- The taşınmaz numarası and the authorisation basis ----

export const TASINMAZ_NO_MAX_DIGITS = 20;
export const TASINMAZ_NO_REQUIRED = 'Taşınmaz numarası zorunludur.';
export const TASINMAZ_NO_DIGITS = 'Taşınmaz numarası yalnızca rakamlardan oluşmalıdır.';
export const TASINMAZ_NO_TOO_LONG = `Taşınmaz numarası en fazla ${TASINMAZ_NO_MAX_DIGITS} haneli olabilir.`;

export const AUTHORISATION_BASES = ['owner', 'authorised'] as const;
export type AuthorisationBasis = (typeof AUTHORISATION_BASES)[number];
export const AUTHORISATION_BASIS_LABELS: Record<AuthorisationBasis, string> = {
  owner: 'Maliki olduğumuz taşınmaz',
  authorised: 'Malikin yetkilendirdiği taşınmaz',
};
export const AUTHORISATION_BASIS_REQUIRED = 'Yetki dayanağını seçin.';
/** Shown when 'Onaya Gönder' finds no authorisation document. */
export const AUTHORISATION_DOCUMENT_REQUIRED =
  'Onaya göndermeden önce taşınmaza ait Yetki Belgesi’ni yükleyin.';
export const START_IN_PAST = 'Başlangıç zamanı ileri bir tarih olmalıdır.';

const TasinmazNoSchema = text({ error: TASINMAZ_NO_REQUIRED })
  .min(1, TASINMAZ_NO_REQUIRED)
  .max(TASINMAZ_NO_MAX_DIGITS, TASINMAZ_NO_TOO_LONG)
  .regex(/^\d+$/, TASINMAZ_NO_DIGITS);

const AuthorisationBasisSchema = z.enum(AUTHORISATION_BASES, {
  error: AUTHORISATION_BASIS_REQUIRED,
});

// ---- The API body (kuruş, ISO instants), for create and for edit ----

/**
 * POST /api/firm/listings and PUT /api/firm/listings/:id: the whole listing each time. The
 * dates are required (the listing waits for approval; there is no 'now' to fall back to).
 */
export const FirmListingInputSchema = z
  .object({
    listingType: listingFields.listingType,
    title: listingFields.title,
    description: listingFields.description,
    city: listingFields.city,
    locationDetails: listingFields.locationDetails,
    districtCode: listingFields.districtCode,
    neighbourhoodCode: listingFields.neighbourhoodCode,
    areaSize: listingFields.areaSize,
    areaUnit: listingFields.areaUnit,
    startingPrice: listingFields.startingPrice,
    minIncrement: listingFields.minIncrement,
    offerIncrement: listingFields.offerIncrement,
    minOfferAmount: listingFields.minOfferAmount,
    startsAt: listingFields.startsAt,
    endsAt: listingFields.endsAt,
    adaNo: listingFields.adaNo,
    parselNo: listingFields.parselNo,
    emlakTipi: listingFields.emlakTipi,
    imarDurumu: listingFields.imarDurumu,
    zoning: listingFields.zoning,
    mapLocation: listingFields.mapLocation,
    tasinmazNo: TasinmazNoSchema,
    authorisationBasis: AuthorisationBasisSchema,
  })
  .superRefine((values, ctx) => {
    const increment = listingTypeOf(values.listingType).increment.field;
    if (values[increment] == null) {
      ctx.addIssue({
        code: 'custom',
        path: [increment],
        message:
          increment === 'minIncrement'
            ? 'Minimum artış tutarı zorunludur.'
            : 'Teklif artış tutarı zorunludur.',
      });
    }
    if (Date.parse(values.endsAt) <= Date.parse(values.startsAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'Bitiş zamanı başlangıç zamanından sonra olmalıdır.',
      });
    }
  });
export type FirmListingInput = z.input<typeof FirmListingInputSchema>;
export type FirmListingValues = z.output<typeof FirmListingInputSchema>;

// ---- The form (lira with commas, Istanbul dates) ----

export const FirmListingFormFields = ListingFormBaseFields.extend({
  tasinmazNo: text().max(TASINMAZ_NO_MAX_DIGITS, TASINMAZ_NO_TOO_LONG),
  /** '' until the firm picks one. */
  authorisationBasis: z.enum(['', ...AUTHORISATION_BASES]),
});
export type FirmListingFormValues = z.infer<typeof FirmListingFormFields>;

/** The firm's form: the shared checks with both dates required, and its own two fields. */
export function firmListingFormSchema() {
  const base = checkListingFormBase('edit');
  return FirmListingFormFields.superRefine((values, ctx) => {
    base(values, ctx);
    const tasinmaz = TasinmazNoSchema.safeParse(values.tasinmazNo);
    if (!tasinmaz.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['tasinmazNo'],
        message: tasinmaz.error.issues[0]?.message ?? TASINMAZ_NO_REQUIRED,
      });
    }
    if (values.authorisationBasis === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['authorisationBasis'],
        message: AUTHORISATION_BASIS_REQUIRED,
      });
    }
  });
}

export const FIRM_LISTING_FORM_DEFAULTS: FirmListingFormValues = {
  listingType: 'auction',
  title: '',
  description: '',
  areaSize: '',
  areaUnit: 'm2',
  startingPrice: '',
  minIncrement: '',
  offerIncrement: '',
  minOfferAmount: '',
  startDate: '',
  startTime: '12:00',
  endDate: '',
  endTime: '12:00',
  city: '',
  locationDetails: '',
  districtCode: '',
  neighbourhoodCode: '',
  adaNo: '',
  parselNo: '',
  emlakTipi: '',
  imarDurumu: '',
  zoning: '',
  mapLocation: null,
  tasinmazNo: '',
  authorisationBasis: '',
};

/** Checked form values → the API body. */
export function toFirmListingInput(values: FirmListingFormValues): FirmListingInput {
  const base = toListingBaseInput(values);
  return {
    ...base,
    startsAt: base.startsAt ?? '',
    endsAt: base.endsAt ?? '',
    tasinmazNo: values.tasinmazNo,
    authorisationBasis: values.authorisationBasis === '' ? 'owner' : values.authorisationBasis,
  };
}

/** A stored listing as the firm's form values. */
export function toFirmListingFormValues(listing: FirmListingDetail): FirmListingFormValues {
  return {
    ...toListingBaseFormValues(listing, listing.minOfferAmount),
    tasinmazNo: listing.tasinmazNo ?? '',
    authorisationBasis: listing.authorisationBasis ?? '',
  };
}

// ---- The panel ----

export const LISTING_PUBLICATIONS = [
  'draft',
  'submitted',
  'returned',
  'rejected',
  'published',
] as const;
export type ListingPublication = (typeof LISTING_PUBLICATIONS)[number];

/** The panel's tabs, in order, with their labels. */
export const FIRM_LISTING_TABS = [
  'draft',
  'submitted',
  'published',
  'ended',
  'sold',
  'rejected',
] as const;
export type FirmListingTab = (typeof FIRM_LISTING_TABS)[number];
export const FIRM_LISTING_TAB_LABELS: Record<FirmListingTab, string> = {
  draft: 'Taslak',
  submitted: 'Onay Bekliyor',
  published: 'Yayında',
  ended: 'Sona Erdi',
  sold: 'Satıldı',
  rejected: 'Reddedildi',
};

/**
 * Which tab a listing is in: drafts and returned ones are 'Taslak'; a published one is
 * 'Yayında' until it ends, then 'Satıldı' or 'Sona Erdi' (cancelled ones too).
 */
export function firmListingTab(listing: {
  publication: ListingPublication;
  status: (typeof LISTING_STATUSES)[number];
  phase: ListingPhase;
}): FirmListingTab {
  switch (listing.publication) {
    case 'draft':
    case 'returned':
      return 'draft';
    case 'submitted':
      return 'submitted';
    case 'rejected':
      return 'rejected';
    case 'published':
      if (listing.status === 'sold') return 'sold';
      return listing.phase === 'ended' ? 'ended' : 'published';
  }
}

export type FirmListingActions = {
  edit: boolean;
  submit: boolean;
  withdraw: boolean;
  remove: boolean;
  follow: boolean;
};

/** What the firm may do with a listing in its state ('Sil' only for a draft: it holds no credit). */
export function firmListingActions(listing: {
  publication: ListingPublication;
}): FirmListingActions {
  const open = listing.publication === 'draft' || listing.publication === 'returned';
  return {
    edit: open,
    submit: open,
    withdraw: listing.publication === 'submitted',
    remove: listing.publication === 'draft',
    follow: listing.publication === 'published',
  };
}

export const FIRM_LISTINGS_PAGE_SIZE = 20;

export const FirmListingsQuerySchema = z.object({
  tab: z.enum(FIRM_LISTING_TABS, { error: 'Geçersiz sekme.' }).default('draft'),
  page: z.coerce
    .number({ error: 'Geçersiz sayfa.' })
    .int('Geçersiz sayfa.')
    .min(1, 'Geçersiz sayfa.')
    .max(10_000, 'Geçersiz sayfa.')
    .default(1),
});
export type FirmListingsQuery = z.infer<typeof FirmListingsQuerySchema>;

const PublicationSchema = z.enum(LISTING_PUBLICATIONS);
const kurus = z.number().int().min(0).max(MAX_LISTING_KURUS);
const bounded = (max: number) => z.string().max(max);
const instant = z.iso.datetime({ offset: true });

/** One listing on the panel. */
export const FirmListingItemSchema = z.object({
  id: z.guid(),
  title: bounded(LISTING_LIMITS.title),
  listingType: ListingTypeSchema,
  location: bounded(LISTING_LIMITS.location),
  coverUrl: bounded(LISTING_LIMITS.url).nullable(),
  startingPrice: kurus,
  highestBid: kurus.nullable(),
  finalPrice: kurus.nullable(),
  bidCount: z.number().int().min(0),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(LISTING_STATUSES),
  phase: ListingPhaseSchema,
  publication: PublicationSchema,
  tab: z.enum(FIRM_LISTING_TABS),
  /** The operator's notes of a returned listing, or the reason of a rejected one. */
  reviewNotes: z.string().max(1000).nullable(),
  submittedAt: instant.nullable(),
  updatedAt: instant,
});
export type FirmListingItem = z.infer<typeof FirmListingItemSchema>;

export const FirmStandingSchema = z.object({
  title: z.string().max(200),
  status: z.enum(['pending', 'needs_documents', 'approved', 'rejected', 'suspended']),
  role: z.enum(['owner', 'staff']),
});
export type FirmStanding = z.infer<typeof FirmStandingSchema>;

/** GET /api/firm/listings: the firm, its credits, the tabs' counts and one tab's page. */
export const FirmListingsPageSchema = z.object({
  firm: FirmStandingSchema,
  /** Available, unexpired listing credits ('Kalan ilan hakkı'). */
  credits: z.number().int().min(0),
  counts: z.object(
    Object.fromEntries(FIRM_LISTING_TABS.map((tab) => [tab, z.number().int().min(0)])) as Record<
      FirmListingTab,
      z.ZodNumber
    >,
  ),
  tab: z.enum(FIRM_LISTING_TABS),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  items: z.array(FirmListingItemSchema).max(FIRM_LISTINGS_PAGE_SIZE),
});
export type FirmListingsPage = z.infer<typeof FirmListingsPageSchema>;

/** GET /api/firm/listings/:id: everything the form shows, its images and documents. */
export const FirmListingDetailSchema = FirmListingItemSchema.extend({
  description: bounded(LISTING_LIMITS.description),
  city: bounded(LISTING_LIMITS.city),
  locationDetails: bounded(LISTING_LIMITS.locationDetails).nullable(),
  districtCode: bounded(LISTING_LIMITS.districtCode).nullable(),
  neighbourhoodCode: bounded(LISTING_LIMITS.neighbourhoodCode).nullable(),
  areaSize: z.number().nullable(),
  areaUnit: bounded(LISTING_LIMITS.areaUnit),
  minIncrement: kurus.nullable(),
  offerIncrement: kurus.nullable(),
  minOfferAmount: kurus.nullable(),
  adaNo: bounded(LISTING_LIMITS.adaNo).nullable(),
  parselNo: bounded(LISTING_LIMITS.parselNo).nullable(),
  emlakTipi: bounded(LISTING_LIMITS.emlakTipi).nullable(),
  imarDurumu: bounded(LISTING_LIMITS.imarDurumu).nullable(),
  zoning: z.enum(ZONINGS).nullable(),
  tasinmazNo: z.string().max(30).nullable(),
  authorisationBasis: AuthorisationBasisSchema.nullable(),
  /** The pin and the outline (issue 30); null until placed. */
  mapLocation: ListingMapLocationReadSchema.nullable(),
  images: z.array(ListingImageSchema).max(50),
  documents: z.array(ListingDocumentSchema).max(50),
});
export type FirmListingDetail = z.infer<typeof FirmListingDetailSchema>;

export const FirmListingIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz ilan numarası.' }),
});
export const FirmListingImageParamsSchema = FirmListingIdParamsSchema.extend({
  imageId: z.guid({ error: 'Görsel bulunamadı.' }),
});
