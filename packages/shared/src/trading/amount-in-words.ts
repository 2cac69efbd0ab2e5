import { formatDecimal, formatInteger } from '../core/number-format.ts';
/**
 * An amount of money in Turkish words, as a cheque or a bank confirmation writes it: the member
 * reads '2.500.000 ₺ — iki milyon beş yüz bin Türk lirası' before a bid or an offer goes out, so
 * a slip of the finger (one zero too many or too few) is seen before it costs anything.
 */

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'] as const;
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
/** Scale words by group of three digits, from the right; 'bin' alone stands for 'bir bin'. */
const SCALES = ['', 'bin', 'milyon', 'milyar', 'trilyon'] as const;

/** The largest amount written in words: 999 trilyon … lira 99 kuruş, inside the safe integers. */
export const MAX_AMOUNT_IN_WORDS_KURUS = Number.MAX_SAFE_INTEGER;

/** 1–999 in words: 'yüz' (not 'bir yüz'), 'iki yüz on beş'. */
function hundredsInWords(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  const words: string[] = [];
  if (hundreds > 1) words.push(ONES[hundreds] ?? '');
  if (hundreds > 0) words.push('yüz');
  if (tens > 0) words.push(TENS[tens] ?? '');
  if (ones > 0) words.push(ONES[ones] ?? '');
  return words;
}

/** A whole number in words ('sıfır' for 0): 1.000 is 'bin', 201.000 'iki yüz bir bin'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'sıfır';
  const words: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const scaleWord = SCALES[scale];
    if (scaleWord === undefined) throw new RangeError(`too large to write in words: ${n}`);
    const groupWords = scale === 1 && group === 1 ? [] : hundredsInWords(group);
    words.unshift(...groupWords, ...(scaleWord ? [scaleWord] : []));
  }
  return words.join(' ');
}

/**
 * An amount in kuruş in words: 'iki milyon beş yüz bin Türk lirası', 'on iki Türk lirası elli
 * kuruş', 'elli kuruş' (no lira), 'sıfır Türk lirası'.
 */
export function amountInWords(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) {
    throw new RangeError(`not an amount in kuruş: ${kurus}`);
  }
  const lira = Math.floor(kurus / 100);
  const cents = kurus % 100;
  if (lira === 0 && cents > 0) return `${numberInWords(cents)} kuruş`;
  const liraWords = `${numberInWords(lira)} Türk lirası`;
  return cents > 0 ? `${liraWords} ${numberInWords(cents)} kuruş` : liraWords;
}

/**
 * The amount in figures, exactly: '2.500.000 ₺', and '12,50 ₺' when it has kuruş (formatTl
 * rounds them away, which a confirmation must not).
 */
export function amountInFigures(kurus: number): string {
  const lira = kurus / 100;
  return `${kurus % 100 === 0 ? formatInteger(lira) : formatDecimal(lira, 2, 2)} ₺`;
}

/** '2.500.000 ₺ — iki milyon beş yüz bin Türk lirası': what a confirmation shows. */
export function amountInFiguresAndWords(kurus: number): string {
  return `${amountInFigures(kurus)} — ${amountInWords(kurus)}`;
}
