import { CITIES, POPULAR_CITIES, type City } from '@arsamezat/shared/listings/cities';
import { listingImages, listings } from '../apps/server/src/db/schema/listings.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { zoningFromText } from '@arsamezat/shared/listings/listing-options';
import { provinceLocations } from '../apps/server/src/modules/locations/location-reference.ts';

type NewListing = typeof listings.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rows per INSERT statement: big enough to be quick, small enough for PGlite's parameter limit. */
const CHUNK = 400;

/** mulberry32: a small seeded generator, so every run benchmarks the same 10,000 listings. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, between, pick };
}
type Random = ReturnType<typeof createRandom>;

/** Big cities and the popular shortcuts get more listings; every one of the 81 gets some. */
const BUSY_CITIES: readonly City[] = [
  'İstanbul',
  'Ankara',
  'İzmir',
  'Antalya',
  'Bursa',
  'Muğla',
  'Manisa',
  ...POPULAR_CITIES,
];
const IMAR = ['Konut İmarlı', 'Ticari İmarlı', 'Tarla', 'Sanayi İmarlı', 'Turizm İmarlı', null];
const EMLAK = ['Arsa', 'Tarla', 'Bağ-Bahçe', 'Zeytinlik'];

/**
 * Starting prices from 150 thousand to 25 million lira, in kuruş: log-uniform, averaged over two
 * draws so most fall near two million, as land prices do.
 */
function startingPrice(random: Random): number {
  const low = Math.log(150_000);
  const high = Math.log(25_000_000);
  const lira = Math.exp(low + ((random.next() + random.next()) / 2) * (high - low));
  return Math.round(lira / 5_000) * 5_000 * 100;
}

/** When the listing runs, its stored status and its bids, for one of the three phases. */
function timing(random: Random, now: number, createdAt: number, startingKurus: number) {
  const roll = random.next();
  const bidded = (ratio: number) => Math.round((startingKurus * ratio) / 100_000) * 100_000;
  if (roll < 0.2) {
    const startsAt = now + random.between(HOUR, 30 * DAY);
    const endsAt = startsAt + random.between(7, 21) * DAY;
    return { status: 'upcoming' as const, startsAt, endsAt, highestBid: null, finalPrice: null };
  }
  if (roll < 0.52) {
    const startsAt = Math.min(now - HOUR, createdAt + random.between(0, 2) * DAY);
    const endsAt = now + random.between(0.5, 20 * 24) * HOUR;
    const hasBids = random.next() < 0.7;
    return {
      // An admin may leave a started auction 'upcoming'; the phase is still active.
      status: random.next() < 0.9 ? ('active' as const) : ('upcoming' as const),
      startsAt,
      endsAt,
      highestBid: hasBids ? bidded(random.between(1.02, 1.8)) : null,
      finalPrice: null,
    };
  }
  const startsAt = createdAt + random.between(0, 2) * DAY;
  const endsAt = Math.min(now - 60_000, startsAt + random.between(3, 21) * DAY);
  const status = random.pick(['ended', 'sold', 'sold', 'cancelled', 'active'] as const);
  const highestBid = status === 'cancelled' ? null : bidded(random.between(1, 2.2));
  return {
    status,
    startsAt: Math.min(startsAt, endsAt - HOUR),
    endsAt,
    highestBid,
    finalPrice: status === 'sold' ? highestBid : null,
  };
}

function makeListing(random: Random, index: number, now: number): NewListing {
  // The first 81 walk the whole list, so every province has listings.
  const city =
    index < CITIES.length
      ? (CITIES[index] ?? 'Kütahya')
      : random.pick(random.next() < 0.5 ? BUSY_CITIES : CITIES);
  // A real district and mahalle of the province (issue 30): one draw, the mahalle by the index.
  const place = random.pick(provinceLocations(city).districts);
  const district = place.name;
  const mahalle = place.neighbourhoods[index % Math.max(1, place.neighbourhoods.length)];
  const listingType = random.next() < 0.65 ? ('auction' as const) : ('offer' as const);
  // About one in twelve listings is from the last week (the 'new' tab), the rest up to half a year.
  const ageDays = random.next() < 0.08 ? random.between(0, 7) : random.between(7, 180);
  const createdAt = now - ageDays * DAY;
  const starting = startingPrice(random);
  const when = timing(random, now, createdAt, starting);
  const area = Math.round(random.between(300, 20_000));
  const imar = random.pick(IMAR);
  // A place on the map (issue 30): a pin somewhere in Türkiye's land box, a parcel-sized box.
  const lat = random.between(36.5, 41.5);
  const lng = random.between(26.5, 44);
  const half = Math.sqrt(area) / 111_320 / 2;
  return {
    listingType,
    title: `${city} ${district} ${area.toLocaleString('tr-TR')} m² ${imar ?? 'arsa'}`,
    description: `${city} ${district} bölgesinde, yola cepheli ${area} m² ${imar ?? 'arsa'}.`,
    city,
    district,
    districtCode: place.code,
    neighborhood: mahalle?.name ?? null,
    neighbourhoodCode: mahalle?.code ?? null,
    locationDetails: `${mahalle?.name ?? ''}, ${district}`,
    location: `${mahalle?.name ?? ''}, ${district}, ${city}`,
    lat,
    lng,
    minLat: lat - half,
    maxLat: lat + half,
    minLng: lng - half,
    maxLng: lng + half,
    startingPrice: starting,
    minIncrement:
      listingType === 'auction'
        ? Math.max(100_000, Math.round(starting / 10_000_000) * 100_000)
        : null,
    offerIncrement:
      listingType === 'offer'
        ? Math.max(500_000, Math.round(starting / 20_000_000) * 100_000)
        : null,
    depositAmount: Math.round(starting / 2_000_000) * 100_000,
    highestBid: listingType === 'auction' ? when.highestBid : null,
    bidCount:
      listingType === 'auction' && when.highestBid !== null ? Math.ceil(random.between(1, 40)) : 0,
    finalPrice: when.finalPrice,
    startsAt: new Date(when.startsAt),
    endsAt: new Date(when.endsAt),
    status: when.status,
    adaNo: String(Math.ceil(random.between(1, 900))),
    parselNo: String(Math.ceil(random.between(1, 60))),
    emlakTipi: random.pick(EMLAK),
    imarDurumu: imar,
    zoning: zoningFromText(imar),
    areaSize: area,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  };
}

/**
 * Inserts `count` listings (both kinds, every phase, all 81 provinces) with one cover image
 * each, in multi-row INSERTs. Returns how many rows went in.
 */
export async function seedListings(db: Db, options: { count: number; now: Date; seed?: number }) {
  const random = createRandom(options.seed ?? 20_261_122);
  const now = options.now.getTime();
  let inserted = 0;
  for (let start = 0; start < options.count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, options.count - start) }, (_, i) =>
      makeListing(random, start + i, now),
    );
    const ids = await db.insert(listings).values(rows).returning({ id: listings.id });
    await db.insert(listingImages).values(
      ids.map(({ id }) => ({
        listingId: id,
        position: 0,
        url: '/uploads/bench/cover.webp',
        thumbnailUrl: '/uploads/bench/cover-thumb.webp',
        width: 1600,
        height: 1000,
      })),
    );
    inserted += ids.length;
  }
  return inserted;
}
