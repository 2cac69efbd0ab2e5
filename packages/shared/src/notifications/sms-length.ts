/*
 * Whether a text fits ONE SMS part as Turkish operators send it (3GPP TS 23.038).
 *
 * - GSM 7-bit: every character is in the default alphabet (1 septet) or in the Turkish national
 *   language single-shift table (2 septets: escape + character). Without shifted characters a
 *   part holds 160 septets. With them the message carries a national-language user-data header
 *   (UDHL + the 3-octet single-shift element = 4 octets, i.e. 5 septets), leaving 155.
 * - Anything else (an emoji, a curly quote, a character in neither table) sends the whole text
 *   as UCS-2: 70 UTF-16 units per part.
 */

const GSM_DEFAULT =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The Turkish single-shift table (TS 23.038 §A.2.1): the usual extension plus Ğ İ Ş ç ğ ı ş. */
const TURKISH_SINGLE_SHIFT = '\f^{}\\[~]|ĞİŞç€ğış';

const defaultSet = new Set(GSM_DEFAULT);
const shiftSet = new Set(TURKISH_SINGLE_SHIFT);

export const SMS_GSM_PART = 160;
export const SMS_GSM_TURKISH_PART = 155;
export const SMS_UCS2_PART = 70;

export type SmsEncoding =
  | { encoding: 'gsm7'; septets: number; limit: number }
  | {
      encoding: 'ucs2';
      units: number;
      limit: number;
    };

/** How `text` would be encoded, its size in that encoding, and the size of one part. */
export function measureSms(text: string): SmsEncoding {
  let septets = 0;
  let shifted = false;
  for (const char of text) {
    if (defaultSet.has(char)) septets += 1;
    else if (shiftSet.has(char)) {
      septets += 2;
      shifted = true;
    } else return { encoding: 'ucs2', units: text.length, limit: SMS_UCS2_PART };
  }
  return { encoding: 'gsm7', septets, limit: shifted ? SMS_GSM_TURKISH_PART : SMS_GSM_PART };
}

export function fitsOneSmsPart(text: string): boolean {
  const measured = measureSms(text);
  return (measured.encoding === 'gsm7' ? measured.septets : measured.units) <= measured.limit;
}

/**
 * The text built with the longest prefix of `variable` (a listing title) that keeps the whole
 * within one part; a shortened value ends in '...' (GSM has no ellipsis character).
 */
export function fitSmsPart(build: (variable: string) => string, variable: string): string {
  const full = build(variable);
  if (fitsOneSmsPart(full)) return full;
  const chars = Array.from(variable);
  for (let keep = chars.length - 1; keep >= 0; keep--) {
    const candidate = build(`${chars.slice(0, keep).join('').trimEnd()}...`);
    if (fitsOneSmsPart(candidate)) return candidate;
  }
  return build('');
}
