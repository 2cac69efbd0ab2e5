/*
 * The listing types and everything that differs between them, in one registry (issue 25): the
 * words each is shown with and the rules each follows. Code that behaves differently by type
 * asks `listingTypeOf(type)` for the one trait it needs instead of comparing with 'auction' or
 * 'offer', so a third type is a new entry here (plus its panel in the web's trade-forms.tsx and
 * the database enum), not a hunt. SQL that selects one type's rows is a data query and stays
 * as SQL. Plain values, no zod: the listing page reads them while it hydrates (decision 050).
 */

export const LISTING_TYPES = ['auction', 'offer'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** What one listing type is and how it trades. */
export type ListingTypeTraits = {
  /** Its name on the listing page and in a member's wins (spec 02: Açık Arttırma, Pazarlık). */
  name: string;
  /** Its label in the admin screens (spec 02 §2.8: İhale, Pazarlık). */
  adminLabel: string;
  /** The admin form's line under that label. */
  adminHint: string;
  /** A listing of this type inside an operator's sentence ('Satılan bir ihale silinemez'). */
  adminNoun: string;
  /**
   * How members take part: `bids` — open bids and maximums, a minimum next bid, the anti-snipe
   * extension and a public bid history; `offers` — one offer per member, which the admin
   * accepts or rejects, with an optional minimum acceptable offer.
   */
  trading: 'bids' | 'offers';
  /** Whether its start and end times are facts of the listing a visitor is shown. */
  showsSchedule: boolean;
  /** Whether an admin may end it early while it has no bids. */
  closesEarly: boolean;
  /** Terms 8.4 / 8.5: whether the buyer's deposit is deducted from the price (else it is the fee). */
  depositDeducted: boolean;
  /** The asking price's label (admin form, and a card whose price does not move with bids). */
  priceLabel: string;
  /** The increment's field in the listing form, its label and the hint under it. */
  increment: { field: 'minIncrement' | 'offerIncrement'; label: string; hint?: string };
  /** The member's trade panel, without a completed deposit. */
  depositGateText: string;
  /** Beside the deposit's label: what the deposit is, in plain words. */
  depositExplanation: string;
  /** The price panel's line to a visitor while the listing is open. */
  signInPrompt: string;
  /** A sold listing's buyer, as its result names them. */
  buyerLabel: string;
  /** A member's win, as the wins list marks it. */
  wonLabel: string;
  /** The winner's greeting on the ended listing's page. */
  winnerTitle: string;
};

export const LISTING_TYPE_TRAITS: Record<ListingType, ListingTypeTraits> = {
  auction: {
    name: 'Açık Arttırma',
    adminLabel: 'İhale',
    adminHint: 'Açık arttırma: süre boyunca en yüksek teklif kazanır.',
    adminNoun: 'ihale',
    trading: 'bids',
    showsSchedule: true,
    closesEarly: true,
    depositDeducted: true,
    priceLabel: 'Başlangıç Fiyatı',
    increment: {
      field: 'minIncrement',
      label: 'Minimum Artış Tutarı',
      hint: 'Her yeni teklif en az bu kadar artmalıdır.',
    },
    depositGateText: 'Teklif verebilmek için önce bu ilanın teminatını yatırmalısınız.',
    depositExplanation:
      'İade edilebilir katılım teminatıdır: ihaleyi kazanamazsanız 7 iş günü içinde kartınıza iade edilir.',
    signInPrompt: 'Teklif vermek için giriş yapın.',
    buyerLabel: 'Kazanan',
    wonLabel: 'Kazandınız',
    winnerTitle: 'Tebrikler, ihaleyi kazandınız',
  },
  offer: {
    name: 'Pazarlık',
    adminLabel: 'Pazarlık',
    adminHint: 'Alıcılar liste fiyatı üzerinden tek bir teklif gönderir.',
    adminNoun: 'pazarlık ilanı',
    trading: 'offers',
    showsSchedule: false,
    closesEarly: false,
    depositDeducted: false,
    priceLabel: 'Liste Fiyatı',
    increment: { field: 'offerIncrement', label: 'Teklif Artış Tutarı' },
    depositGateText: 'Teklif yapabilmek için önce bu ilanın teminatını yatırmalısınız.',
    depositExplanation:
      'İade edilebilir katılım teminatıdır: ilan sahibiyle anlaşma sağlanamazsa 7 iş günü içinde kartınıza iade edilir.',
    signInPrompt: 'Teklif yapmak için giriş yapmanız gerekmektedir.',
    buyerLabel: 'Alıcı',
    wonLabel: 'Teklifiniz Kabul Edildi',
    winnerTitle: 'Tebrikler, teklifiniz kabul edildi',
  },
};

/** The traits of one listing type. */
export const listingTypeOf = (type: ListingType): ListingTypeTraits => LISTING_TYPE_TRAITS[type];

/** Whether members bid on listings of this type (else they send offers). */
export const takesBids = (type: ListingType): boolean => listingTypeOf(type).trading === 'bids';

/** Whether members send offers on listings of this type. */
export const takesOffers = (type: ListingType): boolean => listingTypeOf(type).trading === 'offers';
