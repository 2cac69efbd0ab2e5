/**
 * A listing's place, in one order everywhere: il, ilçe, mahalle (province first, then ever
 * smaller). The spec stores it as 'details, city' and reads it reversed, the last comma part
 * first (spec 02 §2.2, §3): the details are written as an address is, smallest first
 * ('Reşatbey Mah., Akhisar'), so 'Reşatbey Mah., Akhisar, Manisa' reads
 * 'Manisa, Akhisar, Reşatbey Mah.'. Every screen, head and message that shows a listing's place
 * asks this file.
 */

/**
 * The listing forms' hint for the details: the district and mahalle are chosen from the lists
 * (issue 30), the details add what they do not say, written as an address is, smallest first.
 */
export const LOCATION_DETAILS_HINT =
  'İlçe ve mahalleyi listeden seçin; buraya mevki, yol gibi ek bilgi yazın.';
export const LOCATION_DETAILS_EXAMPLE = 'Örn. Kocatepe mevkii';

/** The stored 'details, city' (spec §3): the province alone when there are no details. */
export function composeLocation(details: string | null | undefined, city: string): string {
  const written = details?.trim();
  return written ? `${written}, ${city}` : city;
}

/** The parts of a stored location, province first: ['Manisa', 'Akhisar', 'Reşatbey Mah.']. */
export function locationParts(location: string | null | undefined): string[] {
  return (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
}

/** 'Manisa, Akhisar, Reşatbey Mah.' from the stored location; null when there is none. */
export function formatLocation(location: string | null | undefined): string | null {
  const parts = locationParts(location);
  return parts.length > 0 ? parts.join(', ') : null;
}
