/**
 * Texts of the bid and offer panels that more than one component shows.
 */

/** 'Son 5 dakikada verilen teklif süreyi 5 dakika uzatır.'; null when the listing does not extend. */
export function antiSnipeRule(minutes: number): string | null {
  if (minutes <= 0) return null;
  return `Son ${minutes} dakikada verilen teklif süreyi ${minutes} dakika uzatır.`;
}

// The deposit's explanation differs by listing type: listing-types.ts (depositExplanation).
