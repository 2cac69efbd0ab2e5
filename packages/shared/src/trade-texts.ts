/**
 * Texts of the bid and offer panels that more than one component shows.
 */

/** 'Son 5 dakikada verilen teklif süreyi 5 dakika uzatır.'; null when the listing does not extend. */
export function antiSnipeRule(minutes: number): string | null {
  if (minutes <= 0) return null;
  return `Son ${minutes} dakikada verilen teklif süreyi ${minutes} dakika uzatır.`;
}

/** Beside the spec's label: what the deposit is, in plain words. */
export const DEPOSIT_EXPLANATION = {
  auction:
    'İade edilebilir katılım teminatıdır: ihaleyi kazanamazsanız 7 iş günü içinde kartınıza iade edilir.',
  offer:
    'İade edilebilir katılım teminatıdır: ilan sahibiyle anlaşma sağlanamazsa 7 iş günü içinde kartınıza iade edilir.',
} as const;
