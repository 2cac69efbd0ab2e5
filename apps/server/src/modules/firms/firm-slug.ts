/** Turkish letters folded to their Latin base, so a slug reads as the title does. */
const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

const SLUG_MAX = 80;

/**
 * The public page's name from a firm's title (`/firms/:slug`): Turkish letters transliterated
 * ('Çağlayan Gayrimenkul A.Ş.' → 'caglayan-gayrimenkul-a-s'), anything else a hyphen, at most 80
 * characters; 'firma' when nothing is left.
 */
export function slugOf(title: string): string {
  const folded = title
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]|i̇/g, (letter) => FOLD[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = folded
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'firma';
}

/** `base`, or `base-2`, `base-3`… : the first not among `taken`. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
