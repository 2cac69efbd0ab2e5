/*
 * Turkish case folding for search (issue 30). JavaScript's and PostgreSQL's `lower()` fold by the
 * root locale: 'I' becomes 'i' (Turkish: 'ı') and 'İ' becomes 'i' plus a combining dot, so
 * 'IĞDIR' would never find 'Iğdır'. These fold by Turkish rules, the same on every machine.
 */

/** Upper-case letters and their Turkish lower-case, in the order `TURKISH_FOLD_SQL` uses. */
const UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛ';
const LOWER = 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîû';

/**
 * The fold as arguments of PostgreSQL's `translate()` (immutable and locale-free, so a generated
 * column may use it): `translate(x, UPPER, LOWER)` folds Turkish letters as `foldTurkish` does.
 */
export const TURKISH_FOLD_SQL = { from: UPPER, to: LOWER } as const;

/**
 * Folds a text by Turkish rules: 'İZMİR' → 'izmir', 'IĞDIR' → 'ığdır', 'ÇEŞME' → 'çeşme'. Other
 * letters fold by the root locale; a typographic apostrophe becomes a plain one ("Çeşme’de").
 */
export function foldTurkish(value: string): string {
  return value
    .normalize('NFC')
    .replaceAll('İ', 'i')
    .replaceAll('I', 'ı')
    .replaceAll(/[’‘`´]/g, "'")
    .toLowerCase();
}

const ASCII: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** A Turkish name as a stable address part: 'Çeşme' → 'cesme', 'Alaçatı Mah' → 'alacati-mah'. */
export function turkishSlug(value: string): string {
  return (
    foldTurkish(value)
      .replaceAll(/[çğıöşüâîû]/g, (letter) => ASCII[letter] ?? letter)
      .normalize('NFKD')
      // Other letters' accents ('é' → 'e'), not a break in the word.
      .replaceAll(/[\u0300-\u036f]/g, '')
      .replaceAll(/[^a-z0-9]+/g, '-')
      .replaceAll(/^-+|-+$/g, '')
  );
}

/** The words of a text, folded: what a keyword search compares (letters and digits only). */
export function foldedWords(value: string): string[] {
  return foldTurkish(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}
