/*
 * The browse's choices and bounds as plain values, without the schemas: the browser reads the
 * address with them while the page hydrates, before zod and the contracts load (issue 14).
 * listings.ts builds its schemas from these and re-exports them.
 */

export const LISTING_TABS = ['new', 'auctions', 'offers'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

export const LISTING_SORTS = [
  'newest',
  'priceAsc',
  'priceDesc',
  'endingSoon',
  'pricePerM2Asc',
  'pricePerM2Desc',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * İmar durumu as a fixed list (issue 30): the zoning a listing is filed under, which the browse
 * filters on; the listing's own 'İmar durumu' text keeps the details (TAKS/KAKS, notes).
 */
export const ZONINGS = [
  'konut',
  'ticari',
  'konut_ticari',
  'villa',
  'turizm',
  'sanayi',
  'tarla',
  'bag_bahce',
  'zeytinlik',
  'diger',
] as const;
export type Zoning = (typeof ZONINGS)[number];

export const ZONING_LABELS: Record<Zoning, string> = {
  konut: 'Konut İmarlı',
  ticari: 'Ticari İmarlı',
  konut_ticari: 'Konut + Ticari İmarlı',
  villa: 'Villa İmarlı',
  turizm: 'Turizm İmarlı',
  sanayi: 'Sanayi İmarlı',
  tarla: 'Tarla (İmarsız)',
  bag_bahce: 'Bağ / Bahçe',
  zeytinlik: 'Zeytinlik',
  diger: 'Diğer',
};

/**
 * The fixed-list zoning of a free-text imar durumu, by the words in it (the first that fits):
 * what migration 0022 filed older listings under (its SQL is this rule) and the demo data uses.
 */
export function zoningFromText(imarDurumu: string | null): Zoning | null {
  const text = (imarDurumu ?? '').replaceAll('İ', 'i').replaceAll('I', 'ı').toLowerCase();
  if (text.trim() === '') return null;
  const has = (...words: string[]) => words.some((word) => text.includes(word));
  if (has('konut') && has('ticari')) return 'konut_ticari';
  if (has('villa')) return 'villa';
  if (has('turizm')) return 'turizm';
  if (has('sanayi')) return 'sanayi';
  if (has('ticari')) return 'ticari';
  if (has('konut')) return 'konut';
  if (has('zeytin')) return 'zeytinlik';
  if (has('tarla', 'tarım', 'imarsız')) return 'tarla';
  if (has('bağ', 'bahçe')) return 'bag_bahce';
  return 'diger';
}

/** The units an area is entered in, and square metres in one of each (1 dönüm = 1,000 m²). */
export const AREA_UNIT_M2 = { m2: 1, dönüm: 1_000, hektar: 10_000 } as const;
export type AreaUnit = keyof typeof AREA_UNIT_M2;

/** An area in square metres, or null when the size is missing or the unit unknown. */
export function areaInSquareMetres(size: number | null, unit: string): number | null {
  if (size === null || !isOneOf(Object.keys(AREA_UNIT_M2) as AreaUnit[], unit)) return null;
  return size * AREA_UNIT_M2[unit];
}

/** The area filter's upper bound (m²): 1,000 km², more than any parcel. */
export const AREA_FILTER_MAX_M2 = 1_000_000_000;
/** How long a keyword search may be (characters), and how many words it may have. */
export const KEYWORD_MAX_LENGTH = 100;
export const KEYWORD_MAX_WORDS = 8;
/** How many districts and neighbourhoods one browse may choose. */
export const DISTRICTS_MAX = 30;
export const NEIGHBOURHOODS_MAX = 50;

export const LISTINGS_PAGE_SIZE = 12;
export const LISTINGS_MAX_PAGE_SIZE = 48;
export const LISTINGS_MAX_PAGE = 10_000;

export const LISTING_NOT_FOUND = 'İlan bulunamadı.';

/** Whether a value is one of a list's members, narrowing it to them. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
