import type { ParcelGeometry } from '@arsamezat/shared/listings/parcel-geometry';
import type { DemoListing } from './demo-listings.ts';

/**
 * Where the demo parcels lie (issue 30): a point in the countryside of each demo listing's
 * province (its district centre, roughly), moved a little per listing so none overlap, and for
 * two listings in three an outline the size of the listing's area. Made up, but in the right
 * province.
 */
const PROVINCE_POINTS: Record<string, [number, number]> = {
  Afyonkarahisar: [30.54, 38.76],
  Ankara: [32.75, 39.79],
  Antalya: [30.62, 36.93],
  Aydın: [27.84, 37.86],
  Balıkesir: [27.91, 39.66],
  Bursa: [29.0, 40.2],
  Denizli: [29.11, 37.78],
  Eskişehir: [30.55, 39.78],
  Kayseri: [35.5, 38.74],
  Konya: [32.47, 37.9],
  Kütahya: [29.96, 39.43],
  Manisa: [27.44, 38.62],
  Muğla: [27.43, 37.04],
  Sakarya: [30.4, 40.77],
  Uşak: [29.42, 38.69],
  Çanakkale: [26.42, 40.13],
  İstanbul: [28.45, 41.16],
  İzmir: [26.77, 38.32],
};
const TURKIYE_MIDDLE: [number, number] = [33.0, 39.0];

const METRES_PER_DEGREE = 111_320;

/** The map columns of a demo listing (as `mapColumns` writes them for the operator's form). */
export function demoMapColumns(demo: DemoListing, index: number) {
  const [baseLng, baseLat] = PROVINCE_POINTS[demo.city] ?? TURKIYE_MIDDLE;
  // A spiral of small steps (about 1–6 km) so listings of one province sit apart.
  const angle = index * 2.4;
  const step = 0.012 + (index % 5) * 0.01;
  const lng = baseLng + Math.cos(angle) * step;
  const lat = baseLat + Math.sin(angle) * step * 0.8;
  if (index % 3 === 2) {
    return { lat, lng, parcelGeometry: null, minLat: lat, maxLat: lat, minLng: lng, maxLng: lng };
  }
  // A slightly skewed quadrilateral of the listing's area.
  const side = Math.sqrt(Math.max(demo.area, 100));
  const dLat = side / METRES_PER_DEGREE / 2;
  const dLng = side / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)) / 2;
  const skew = dLng * 0.25;
  const corners: [number, number][] = [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat - dLat + dLat * 0.1],
    [lng + dLng + skew, lat + dLat],
    [lng - dLng + skew, lat + dLat * 0.9],
    [lng - dLng, lat - dLat],
  ];
  const ring = corners.map(([x, y]): [number, number] => [
    Math.round(x * 1e6) / 1e6,
    Math.round(y * 1e6) / 1e6,
  ]);
  const parcelGeometry: ParcelGeometry = { type: 'Polygon', coordinates: [ring] };
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return {
    lat,
    lng,
    parcelGeometry,
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}
