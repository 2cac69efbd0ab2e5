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

/** Where the member stands on an auction they bid on: leading, or passed (issue 26). */
export const STANDING_TEXTS = {
  leadingTitle: 'En yüksek teklif sizin',
  leadingWithMaximum:
    'Yeni teklif vermeniz gerekmez: başka bir teklif gelirse sistem bu limite kadar sizin adınıza karşılık verir. Limitiniz geçilirse burada görürsünüz.',
  leadingWithoutMaximum:
    'Yeni teklif vermeniz gerekmez; başka bir teklif gelirse burada görürsünüz. Önde kalmak için aşağıdan bir üst limit belirleyebilirsiniz: sistem sizin adınıza karşılık verir.',
  maximum: (maximum: string) => `Otomatik teklif üst limitiniz: ${maximum}`,
  price: (price: string) => `Güncel fiyat: ${price}`,
  outbidTitle: 'Teklifiniz geçildi',
  maximumPassed: (maximum: string) => `Otomatik teklif üst limitiniz (${maximum}) geçildi.`,
  lastBidPassed: (amount: string) => `Son teklifiniz (${amount}) geçildi.`,
  again: 'Yeniden teklif verebilir veya yeni bir üst limit belirleyebilirsiniz.',
} as const;
