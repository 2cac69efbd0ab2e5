/*
 * The watchlist's and saved searches' texts and choices as plain values, without the schemas:
 * every listing card's 'Takip Et' button shows them while the page hydrates, before zod and the
 * contracts load (issue 14). watchlist.ts re-exports them.
 */

/** Texts of the watchlist ('Takip Et') and saved searches ('Aramayı Kaydet'). */
export const WATCHLIST_MESSAGES = {
  watch: 'Takip Et',
  watching: 'Takip Ediliyor',
  watched: 'İlan takip listenize eklendi.',
  unwatched: 'İlan takip listenizden çıkarıldı.',
  watchFailed: 'Takip listeniz güncellenemedi. Lütfen tekrar deneyin.',
  saveSearch: 'Aramayı Kaydet',
  searchSaved: 'Arama kaydedildi. Yeni eşleşen ilanlardan haberdar edileceksiniz.',
  searchSaveFailed: 'Arama kaydedilemedi. Lütfen tekrar deneyin.',
  searchUpdated: 'Kayıtlı arama güncellendi.',
  searchDeleted: 'Kayıtlı arama silindi.',
  nameRequired: 'Arama için bir ad girin.',
  nameTooLong: 'Arama adı en fazla 80 karakter olabilir.',
} as const;

export const SAVED_SEARCH_FREQUENCIES = ['immediate', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  immediate: 'Hemen haber ver',
  daily: 'Günlük özet',
};
