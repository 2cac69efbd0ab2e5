/** The 81 provinces of Turkey in official spelling, in licence-plate order (01 Adana … 81 Düzce). */
export const CITIES = [
  'Adana',
  'Adıyaman',
  'Afyonkarahisar',
  'Ağrı',
  'Amasya',
  'Ankara',
  'Antalya',
  'Artvin',
  'Aydın',
  'Balıkesir',
  'Bilecik',
  'Bingöl',
  'Bitlis',
  'Bolu',
  'Burdur',
  'Bursa',
  'Çanakkale',
  'Çankırı',
  'Çorum',
  'Denizli',
  'Diyarbakır',
  'Edirne',
  'Elazığ',
  'Erzincan',
  'Erzurum',
  'Eskişehir',
  'Gaziantep',
  'Giresun',
  'Gümüşhane',
  'Hakkari',
  'Hatay',
  'Isparta',
  'Mersin',
  'İstanbul',
  'İzmir',
  'Kars',
  'Kastamonu',
  'Kayseri',
  'Kırklareli',
  'Kırşehir',
  'Kocaeli',
  'Konya',
  'Kütahya',
  'Malatya',
  'Manisa',
  'Kahramanmaraş',
  'Mardin',
  'Muğla',
  'Muş',
  'Nevşehir',
  'Niğde',
  'Ordu',
  'Rize',
  'Sakarya',
  'Samsun',
  'Siirt',
  'Sinop',
  'Sivas',
  'Tekirdağ',
  'Tokat',
  'Trabzon',
  'Tunceli',
  'Şanlıurfa',
  'Uşak',
  'Van',
  'Yozgat',
  'Zonguldak',
  'Aksaray',
  'Bayburt',
  'Karaman',
  'Kırıkkale',
  'Batman',
  'Şırnak',
  'Bartın',
  'Ardahan',
  'Iğdır',
  'Yalova',
  'Karabük',
  'Kilis',
  'Osmaniye',
  'Düzce',
] as const;

export type City = (typeof CITIES)[number];

/**
 * The same 81 in Turkish alphabetical order (Çanakkale after Bursa, İzmir after Isparta), for
 * lists people scan. Written out rather than sorted with `localeCompare(…, 'tr')`, which would
 * load the browser's collation data while the page starts (decision 046); `cities.test.ts`
 * checks the order against that comparison.
 */
export const CITIES_ALPHABETICAL: readonly City[] = [
  'Adana',
  'Adıyaman',
  'Afyonkarahisar',
  'Ağrı',
  'Aksaray',
  'Amasya',
  'Ankara',
  'Antalya',
  'Ardahan',
  'Artvin',
  'Aydın',
  'Balıkesir',
  'Bartın',
  'Batman',
  'Bayburt',
  'Bilecik',
  'Bingöl',
  'Bitlis',
  'Bolu',
  'Burdur',
  'Bursa',
  'Çanakkale',
  'Çankırı',
  'Çorum',
  'Denizli',
  'Diyarbakır',
  'Düzce',
  'Edirne',
  'Elazığ',
  'Erzincan',
  'Erzurum',
  'Eskişehir',
  'Gaziantep',
  'Giresun',
  'Gümüşhane',
  'Hakkari',
  'Hatay',
  'Iğdır',
  'Isparta',
  'İstanbul',
  'İzmir',
  'Kahramanmaraş',
  'Karabük',
  'Karaman',
  'Kars',
  'Kastamonu',
  'Kayseri',
  'Kırıkkale',
  'Kırklareli',
  'Kırşehir',
  'Kilis',
  'Kocaeli',
  'Konya',
  'Kütahya',
  'Malatya',
  'Manisa',
  'Mardin',
  'Mersin',
  'Muğla',
  'Muş',
  'Nevşehir',
  'Niğde',
  'Ordu',
  'Osmaniye',
  'Rize',
  'Sakarya',
  'Samsun',
  'Siirt',
  'Sinop',
  'Sivas',
  'Şanlıurfa',
  'Şırnak',
  'Tekirdağ',
  'Tokat',
  'Trabzon',
  'Tunceli',
  'Uşak',
  'Van',
  'Yalova',
  'Yozgat',
  'Zonguldak',
];

/** The city shortcuts of the browse screen (spec §2.1, version B). */
export const POPULAR_CITIES: readonly City[] = ['Kütahya', 'Konya', 'Uşak'];

const ASCII_FOLD: Record<string, string> = { ı: 'i', ş: 's', ç: 'c', ğ: 'g', ö: 'o', ü: 'u' };

/**
 * A search key for Turkish text: lower case by Turkish rules ('İ' → 'i', 'I' → 'ı'), then the
 * dotted/dotless i pair and the other Turkish letters folded to plain ASCII, and accents (â, î)
 * dropped. So 'İSTANBUL', 'Istanbul' and 'istanbul' share one key, and 'kutahya' finds Kütahya:
 * people type city names on keyboards without Turkish letters.
 */
export function normalizeTr(value: string): string {
  return (
    value
      .trim()
      // Turkish lower case by hand: the dotted and dotless capitals are the only difference from
      // the default, and 'tr-TR' would load the locale data (decision 046).
      .replace(/İ/g, 'i')
      .replace(/I/g, 'ı')
      .toLowerCase()
      .replace(/[ışçğöü]/g, (c) => ASCII_FOLD[c] ?? c)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\s+/g, ' ')
  );
}

/** Whether a search query (any case, with or without Turkish letters) finds this city. */
export function matchesCity(query: string, city: string): boolean {
  if (query.trim() === '') return true;
  const key = normalizeTr(query);
  return key === '' || normalizeTr(city).includes(key);
}

let byKey: Map<string, City> | undefined;

/** The official spelling of a city typed in any case or without Turkish letters, else null. */
export function findCity(input: string): City | null {
  byKey ??= new Map(CITIES.map((city) => [normalizeTr(city), city]));
  return byKey.get(normalizeTr(input)) ?? null;
}

export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}
