/**
 * How a firm's listing was verified before publication (issue 28, decision 069), and the one line
 * the public reads about it. `operator_document_check`: the operator looked at the firm's uploaded
 * authorisation ('Yetki Belgesi') and ticked that they did. The wording says exactly that and
 * nothing more: never "devlet onaylı" or any claim of a state check, which only an electronic
 * check by the Ministry of Trade (a later method) could support.
 */
export const LISTING_VERIFICATION_METHODS = ['operator_document_check'] as const;
export type ListingVerificationMethod = (typeof LISTING_VERIFICATION_METHODS)[number];

export const LISTING_VERIFICATION_TEXTS: Record<ListingVerificationMethod, string> = {
  operator_document_check: 'Yetki belgesi kontrol edildi',
};

/** The public line of a stored method; null for a method this build does not know. */
export function listingVerificationText(method: string | null): string | null {
  if (method === null) return null;
  return (LISTING_VERIFICATION_TEXTS as Record<string, string | undefined>)[method] ?? null;
}

/** The firm's authority over the parcel, as the firm declared it. */
export const AUTHORISATION_BASES = ['owner', 'authorised'] as const;
export type AuthorisationBasis = (typeof AUTHORISATION_BASES)[number];
export const AUTHORISATION_BASIS_LABELS: Record<AuthorisationBasis, string> = {
  owner: 'Taşınmazın maliki',
  authorised: 'Malik tarafından yetkilendirildi',
};
