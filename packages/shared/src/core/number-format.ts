/**
 * Numbers as Turkish readers write them — '1.250.000', '1.250,5' — without Intl (decision 046).
 *
 * The first Intl object a browser tab creates loads the ICU locale data: 40–60 ms of main
 * thread on our 2-core machine, four times that on the phone Lighthouse stands for, in one
 * piece, while the page hydrates. The public pages format prices, areas and counts while they
 * hydrate, so these do it by hand. `number-format.test.ts` checks them against
 * `Intl.NumberFormat('tr-TR')` over many values, rounding included (half away from zero).
 */

/** '1250000' → '1.250.000' (digits only). */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The number's shortest decimal form, as Intl reads it ('1.005', not the binary 1.00499…). */
function decimalDigits(abs: number): string {
  const text = String(abs);
  if (!text.includes('e')) return text;
  // Exponent forms: below 1e-6 (nothing shows at two decimals) or from 1e21 on (whole).
  return abs < 1 ? '0' : BigInt(Math.round(abs)).toString();
}

/**
 * `value` with between `minFraction` and `maxFraction` decimals, Turkish separators: thousands
 * '.', decimals ','. Rounds the shortest decimal form half away from zero, as Intl does.
 */
export function formatDecimal(value: number, minFraction = 0, maxFraction = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0 || Object.is(value, -0);
  const [whole = '0', fraction = ''] = decimalDigits(Math.abs(value)).split('.');
  let kept = `${whole}${fraction.slice(0, maxFraction).padEnd(maxFraction, '0')}`;
  if ((fraction[maxFraction] ?? '0') >= '5') {
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  }
  const wholeDigits = kept.slice(0, kept.length - maxFraction) || '0';
  let shown = kept.slice(kept.length - maxFraction);
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  return `${negative ? '-' : ''}${group(wholeDigits)}${shown ? `,${shown}` : ''}`;
}

/** A whole number with thousands separators: 1250000 → '1.250.000' (rounded). */
export const formatInteger = (value: number): string => formatDecimal(value, 0, 0);
