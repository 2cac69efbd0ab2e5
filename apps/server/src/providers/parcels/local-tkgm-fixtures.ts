/**
 * What the local land registry knows (README: 'Parsel sorgusu'), shaped as TKGM answers it:
 * administrative lists of `{ text, id }` features, and parcels as GeoJSON Features with the area
 * as a Turkish decimal string. Ids are made up; names and places are real.
 */
type Ring = [number, number][];
type Feature = {
  type: 'Feature';
  geometry:
    { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
  properties: Record<string, string | number>;
};

export const LOCAL_TKGM_ILLER = [
  { text: 'MUĞLA', id: 48 },
  { text: 'İZMİR', id: 35 },
  { text: 'KONYA', id: 42 },
  { text: 'ANKARA', id: 6 },
];

export const LOCAL_TKGM_ILCELER: Record<number, { text: string; id: number }[]> = {
  48: [
    { text: 'BODRUM', id: 4801 },
    { text: 'MİLAS', id: 4802 },
  ],
  35: [
    { text: 'URLA', id: 3501 },
    { text: 'ÇEŞME', id: 3502 },
  ],
  42: [{ text: 'SELÇUKLU', id: 4201 }],
  6: [{ text: 'GÖLBAŞI', id: 601 }],
};

export const LOCAL_TKGM_MAHALLELER: Record<number, { text: string; id: number }[]> = {
  4801: [
    { text: 'GERİŞ', id: 148011 },
    { text: 'GÜMÜŞLÜK', id: 148012 },
  ],
  4802: [{ text: 'ÖREN', id: 148021 }],
  3501: [{ text: 'ZEYTİNELİ', id: 135011 }],
  3502: [{ text: 'ILICA', id: 135021 }],
  4201: [{ text: 'SARAYKÖY', id: 142011 }],
  601: [{ text: 'İNCEK', id: 160011 }],
};

const square = (lng: number, lat: number, size: number): Ring => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat + size * 0.8],
  [lng, lat + size * 0.8],
  [lng, lat],
];

const props = (
  il: string,
  ilce: string,
  mahalle: string,
  mahalleId: number,
  ada: string,
  parsel: string,
  alan: string,
  nitelik: string,
) => ({
  ilAd: il,
  ilceAd: ilce,
  mahalleAd: mahalle,
  mahalleId,
  adaNo: ada,
  parselNo: parsel,
  alan,
  nitelik,
  mevkii: '',
  pafta: '',
  zeminKmdurum: 'Aktif',
});

/** Parcels by `mahalleId/ada/parsel`. */
export const LOCAL_TKGM_PARCELS: Record<string, Feature> = {
  // A Polygon with a Turkish thousands dot and decimal comma.
  '148011/126/7': {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [27.27891, 37.0954],
          [27.27882, 37.09543],
          [27.2787, 37.09544],
          [27.27854, 37.09524],
          [27.27878, 37.0952],
          [27.27897, 37.09518],
          [27.27903, 37.09537],
          [27.27891, 37.0954],
        ],
      ],
    },
    properties: props('Muğla', 'Bodrum', 'Geriş', 148011, '126', '7', '1.234,56', 'Arsa'),
  },
  // A parcel in two pieces (a road runs through it): a MultiPolygon.
  '135011/101/12': {
    type: 'Feature',
    geometry: {
      type: 'MultiPolygon',
      coordinates: [[square(26.7641, 38.3205, 0.0012)], [square(26.7656, 38.3205, 0.0009)]],
    },
    properties: props('İzmir', 'Urla', 'Zeytineli', 135011, '101', '12', '18.450,25', 'Zeytinlik'),
  },
  '142011/2040/3': {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [square(32.4402, 37.9921, 0.0021)] },
    properties: props('Konya', 'Selçuklu', 'Sarayköy', 142011, '2040', '3', '9.812,00', 'Tarla'),
  },
  '160011/55/4': {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [square(32.7331, 39.8012, 0.0015)] },
    properties: props('Ankara', 'Gölbaşı', 'İncek', 160011, '55', '4', '850,5', 'Arsa'),
  },
};
