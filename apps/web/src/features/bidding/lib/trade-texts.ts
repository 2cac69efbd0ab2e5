/**
 * Texts of the maximum bid that more than one component shows (the anti-sniping rule and the
 * deposit explanation are in `@arsamezat/shared/trading/trade-texts`).
 */

/** The maximum (proxy) bid's texts (decision 028). */
export const MAXIMUM_TEXTS = {
  explanation:
    'Başka bir teklif geldiğinde sistem sizin adınıza bir artış fazlasını, en fazla bu tutara kadar verir. Üst limitiniz kimseye gösterilmez.',
  saved: (price: string) => `Otomatik teklifiniz kaydedildi. Güncel fiyat: ${price}`,
  outbid: (price: string) =>
    `Daha önce verilmiş daha yüksek ya da eşit bir otomatik teklif var. Güncel fiyat: ${price}`,
  bidAnswered: (price: string) =>
    `Teklifiniz alındı, ancak daha önce verilmiş bir otomatik teklif sizi geçti. Güncel fiyat: ${price}`,
} as const;
