/*
 * The land registry's public query page (TKGM Parsel Sorgu), without zod: the listing page links
 * to it (issue 30).
 */

/**
 * The land registry's public query page for a parcel: with its mahalle's registry id it opens at
 * the parcel; without one, at the query form.
 */
export function parcelQueryUrl(parcel: {
  registryMahalleId: number | null;
  adaNo: string | null;
  parselNo: string | null;
}): string {
  const base = 'https://parselsorgu.tkgm.gov.tr/';
  const { registryMahalleId, adaNo, parselNo } = parcel;
  if (registryMahalleId === null || !adaNo || !parselNo) return base;
  return `${base}#ara/idari/${registryMahalleId}/${encodeURIComponent(adaNo)}/${encodeURIComponent(parselNo)}/1`;
}
