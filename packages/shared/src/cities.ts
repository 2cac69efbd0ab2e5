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
  return value
    .trim()
    .toLocaleLowerCase('tr-TR')
    .replace(/[ışçğöü]/g, (c) => ASCII_FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ');
}

/** Whether a search query (any case, with or without Turkish letters) finds this city. */
export function matchesCity(query: string, city: string): boolean {
  const key = normalizeTr(query);
  return key === '' || normalizeTr(city).includes(key);
}

const byKey = new Map<string, City>(CITIES.map((city) => [normalizeTr(city), city]));

/** The official spelling of a city typed in any case or without Turkish letters, else null. */
export function findCity(input: string): City | null {
  return byKey.get(normalizeTr(input)) ?? null;
}

export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}
