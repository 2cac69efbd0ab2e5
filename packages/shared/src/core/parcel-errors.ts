/**
 * 'Parseli Getir' (issue 30, decision 084): the land registry's parcel lookup's part of the one
 * error catalogue (`ERRORS` in errors.ts spreads it in).
 */
export const PARCEL_ERRORS = {
  /** 'Parseli Getir' (issue 30): the land registry does not know this ada/parsel. */
  PARCEL_NOT_FOUND: {
    status: 404,
    message:
      'Bu ada/parsel tapu kadastro kayıtlarında bulunamadı. Bilgileri kontrol edin ya da konumu haritada kendiniz işaretleyin.',
  },
  /** The registry refused (its ~100-request limit: 403), failed or was too slow. */
  PARCEL_REGISTRY_UNAVAILABLE: {
    status: 503,
    message:
      'Parsel sorgusuna şu anda ulaşılamıyor. Konumu haritada kendiniz işaretleyin veya parsel sınırını çizin.',
  },
} as const;
