import type { ListingDetail, ListingSummary } from '@arsamezat/shared/listings/listings';

/** Listings as the API answers them, for any feature's tests. */

/** A moment inside the fixture auction's window (1–10 May 2026). */
export const TEST_NOW = new Date('2026-05-05T12:00:00.000Z');

export function listingSummary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    listingType: 'auction',
    title: 'Kütahya Merkez imarlı arsa',
    city: 'Kütahya',
    locationDetails: 'Merkez',
    location: 'Merkez, Kütahya',
    coverImage: {
      url: '/uploads/a.webp',
      thumbnailUrl: '/uploads/a-thumb.webp',
      width: 1600,
      height: 1067,
      variants: [400, 800, 1200].map((width) => ({
        width,
        height: Math.round((width * 1067) / 1600),
        url: `/uploads/a-${width}w.webp`,
      })),
    },
    startingPrice: 100_000_000,
    highestBid: 125_000_000,
    finalPrice: null,
    displayPrice: 125_000_000,
    minIncrement: 1_000_000,
    offerIncrement: null,
    depositAmount: 5_000_000,
    bidCount: 4,
    startsAt: '2026-05-01T09:00:00.000Z',
    endsAt: '2026-05-10T09:00:00.000Z',
    status: 'active',
    phase: 'active',
    createdAt: '2026-05-04T10:00:00.000Z',
    areaSize: 1250,
    areaUnit: 'm2',
    imarDurumu: 'Konut İmarlı',
    emlakTipi: 'Arsa',
    saleState: null,
    zoning: 'konut',
    ...overrides,
  };
}

export function listingDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...listingSummary(),
    description: 'Yola cepheli, elektrik ve suyu olan arsa.',
    district: 'Merkez',
    neighborhood: null,
    districtCode: null,
    neighbourhoodCode: null,
    adaNo: '112',
    parselNo: '7',
    ilanSahibi: 'Yetkili Emlak A.Ş.',
    propertyType: null,
    documentType: null,
    images: [1, 2, 3].map((n) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      url: `/uploads/${n}.webp`,
      thumbnailUrl: `/uploads/${n}-thumb.webp`,
      width: 1600,
      height: 1000,
      variants: [400, 800, 1200].map((width) => ({
        width,
        height: (width * 5) / 8,
        url: `/uploads/${n}-${width}w.webp`,
      })),
    })),
    antiSnipeMinutes: 5,
    minimumNextBid: 126_000_000,
    winnerName: null,
    firm: null,
    verification: null,
    mapLocation: null,
    ...overrides,
  };
}
