import { DEMO_AUCTION_LISTINGS } from './demo-auction-listings.ts';
import { DEMO_OFFER_LISTINGS } from './demo-offer-listings.ts';

/**
 * The demo catalogue: realistic parcels across Turkey. Times are offsets from the moment the seed
 * runs (minutes), so every phase is present whenever it runs.
 */
export type DemoPhase = 'active' | 'upcoming' | 'ended';

export type DemoListing = {
  kind: 'auction' | 'offer';
  phase: DemoPhase;
  city: string;
  district: string;
  neighborhood: string;
  title: string;
  emlakTipi: 'Arsa' | 'Tarla' | 'Bağ-Bahçe' | 'Zeytinlik';
  imar: string;
  area: number;
  /** Lira. */
  price: number;
  /** Minutes from now: [start, end]. */
  window: [number, number];
  /** Minutes ago the listing was published. */
  createdAgo: number;
  ada: string;
  parsel: string;
  tapu: 'Müstakil Tapu' | 'Hisseli Tapu';
  feature: string;
};

export const DEMO_LISTINGS: DemoListing[] = [...DEMO_AUCTION_LISTINGS, ...DEMO_OFFER_LISTINGS];

export const SELLER_FIRMS = [
  'Akhisar Gayrimenkul A.Ş.',
  'Ege Arsa Yatırım Ltd. Şti.',
  'Anadolu Emlak Yatırım A.Ş.',
  'Marmara Arazi Değerleme Ltd. Şti.',
] as const;

const INFRA = ['elektrik', 'şebeke suyu', 'kanalizasyon', 'doğalgaz'];

/** A 3–4 sentence description built from the listing's facts. */
export function describe(listing: DemoListing, index: number): string {
  const infra = INFRA.slice(0, 2 + (index % 3)).join(', ');
  const area = listing.area.toLocaleString('tr-TR');
  const kind =
    listing.kind === 'auction'
      ? 'Açık arttırma ile satışa sunulmaktadır; teklif verebilmek için teminat yatırılması gerekir.'
      : 'Pazarlık usulüyle satılmaktadır; teminat yatıran üyeler tek bir teklif iletebilir.';
  return [
    `${listing.city} ${listing.district} ${listing.neighborhood} sınırlarında, ${listing.feature} ${area} m² ${listing.emlakTipi.toLocaleLowerCase('tr-TR')}.`,
    `Parselin imar durumu "${listing.imar}" olup ${listing.tapu.toLocaleLowerCase('tr-TR')} ile devredilecektir (Ada ${listing.ada}, Parsel ${listing.parsel}).`,
    `Bölgede ${infra} altyapısı mevcuttur; ilçe merkezine ulaşım kolaydır.`,
    kind,
  ].join(' ');
}

/** Rounds kuruş to a whole step (e.g. 1.000 ₺ = 100_000 kuruş), never below one step. */
function roundTo(kurus: number, step: number): number {
  return Math.max(step, Math.round(kurus / step) * step);
}

/** The listing's money in kuruş: starting price, increments by kind, deposit (≈3 %). */
export function demoMoney(listing: DemoListing) {
  const startingPrice = listing.price * 100;
  return {
    startingPrice,
    minIncrement: listing.kind === 'auction' ? roundTo(startingPrice * 0.005, 100_000) : null,
    offerIncrement: listing.kind === 'offer' ? roundTo(startingPrice * 0.01, 100_000) : null,
    depositAmount: roundTo(startingPrice * 0.03, 10_000),
  };
}
