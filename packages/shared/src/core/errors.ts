import { z } from 'zod';
import { FIRM_ERRORS } from './firm-errors.ts';
import { IDENTITY_ERRORS } from './identity-errors.ts';
import { PARCEL_ERRORS } from './parcel-errors.ts';
import { SALE_ERRORS } from './sale-errors.ts';

/**
 * The one error catalogue (decision 015): every code an endpoint may answer with, its HTTP status
 * and its Turkish text. `AppError` on the server and `ApiError` on the web take only these codes,
 * so a typo does not compile. Where one code is said in more than one way (a refused bid and a
 * refused offer both answer INVALID_AMOUNT), `message` is the code's usual text and the module's
 * own constant carries the other; `{name}` marks a value filled in by `formatErrorMessage`.
 */
export const ERRORS = {
  // Any endpoint: the error handler's answers.
  VALIDATION: { status: 400, message: 'Geçersiz istek.' },
  /** An unreadable body (also 415 and other 4xx Fastify refuses before a route runs). */
  BAD_REQUEST: {
    status: 400,
    message: 'İstek gövdesi okunamadı. Lütfen geçerli bir JSON gönderin.',
  },
  UNAUTHENTICATED: { status: 401, message: 'Bu işlem için giriş yapmalısınız.' },
  FORBIDDEN: { status: 403, message: 'Bu işlem için yetkiniz yok.' },
  CSRF_FAILED: {
    status: 403,
    message: 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.',
  },
  NOT_FOUND: { status: 404, message: 'İstenen adres bulunamadı.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'İstek çok büyük.' },
  /** Headers over Node's limit (431), answered by the parser before any route: usually cookies. */
  HEADERS_TOO_LARGE: {
    status: 431,
    message:
      'İstek başlıkları çok büyük. Tarayıcınızın bu sitedeki çerezlerini silip tekrar deneyin.',
  },
  /** A request whose headers did not arrive in time (Node's headersTimeout). */
  REQUEST_TIMEOUT: { status: 408, message: 'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.' },
  RATE_LIMITED: {
    status: 429,
    message: 'Çok fazla deneme yapıldı. Lütfen {seconds} saniye sonra tekrar deneyin.',
  },
  /** Live streams (SSE) past the cap of an address or a member (decision 053). */
  TOO_MANY_STREAMS: {
    status: 429,
    message:
      'Aynı anda çok fazla canlı bağlantı açık. Açık sekmelerin bir kısmını kapatıp {seconds} saniye sonra tekrar deneyin.',
  },
  INTERNAL: {
    status: 500,
    message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Veritabanına ulaşılamıyor.' },
  /** A request that reached an instance while it shuts down (the balancer retries elsewhere). */
  SHUTTING_DOWN: {
    status: 503,
    message: 'Sunucu yeniden başlatılıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  },

  // Accounts (spec 01 §8).
  PHONE_TAKEN: { status: 409, message: 'Bu telefon numarası zaten kayıtlı' },
  INVALID_CREDENTIALS: { status: 401, message: 'Geçersiz giriş bilgileri' },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: 'Hesabınız askıya alınmıştır. Lütfen bizimle iletişime geçin.',
  },
  INVALID_CODE: {
    status: 400,
    message: 'Doğrulama kodu hatalı veya süresi dolmuş. Lütfen tekrar deneyin.',
  },
  SMS_SEND_FAILED: { status: 502, message: 'OTP gönderilemedi. Lütfen tekrar deneyin.' },
  INVALID_RESET_TOKEN: {
    status: 400,
    message:
      'Şifre sıfırlama bağlantısı geçersiz olmuş veya süresi dolmuş. Lütfen yeni bir şifre sıfırlama talebinde bulunun.',
  },
  INVALID_RESET_TICKET: {
    status: 400,
    message: 'Kullanıcı bilgisi bulunamadı. Lütfen tekrar doğrulama yapın.',
  },
  SAME_PASSWORD: {
    status: 400,
    message: 'Yeni şifreniz eski şifrenizle aynı olamaz. Lütfen farklı bir şifre belirleyin.',
  },
  WRONG_PASSWORD: { status: 400, message: 'Mevcut şifre doğru değil' },
  COMMON_PASSWORD: {
    status: 400,
    message: 'Bu şifre çok yaygın ve kolay tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
  },
  EMAIL_TAKEN: { status: 409, message: 'Bu e-posta adresi başka bir hesapta kayıtlı.' },
  TWO_FACTOR_EXPIRED: {
    status: 400,
    message: 'Doğrulama süresi doldu. Lütfen telefon numaranız ve şifrenizle tekrar giriş yapın.',
  },

  // The member's profile and e-mail verification (decision 021).
  INVALID_VERIFICATION_TOKEN: {
    status: 400,
    message:
      'Doğrulama bağlantısı geçersiz veya süresi dolmuş. Profil sayfanızdan yeni bir bağlantı isteyin.',
  },
  NO_EMAIL: { status: 400, message: 'Önce profilinize bir e-posta adresi ekleyin.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'E-posta adresiniz zaten doğrulanmış.' },

  // Identity verification (issue 27, decision 064): its block, identity-errors.ts.
  ...IDENTITY_ERRORS,

  // Seller firms (issue 28), sales (issue 29) and 'Parseli Getir' (issue 30): their blocks,
  // firm-errors.ts, sale-errors.ts, parcel-errors.ts.
  ...FIRM_ERRORS,
  ...SALE_ERRORS,
  ...PARCEL_ERRORS,

  // Bids and offers (spec 02 §5, §8).
  NOT_AN_AUCTION: { status: 400, message: 'Bu ilana teklif verilemez.' },
  NOT_AN_OFFER_LISTING: { status: 400, message: 'Bu ilana teklif verilemez.' },
  /** The web's cue to open the deposit dialog (no deposit, or a pending one: the text says which). */
  DEPOSIT_REQUIRED: {
    status: 403,
    message:
      'Teklif verebilmek için önce bu ilanın teminatını (Hizmet Bedeli Peşinatı) yatırmalısınız.',
  },
  INVALID_AMOUNT: { status: 400, message: 'Geçerli bir teklif miktarı bulunamadı.' },
  AUCTION_NOT_ACTIVE: {
    status: 409,
    message: 'Teklif verme süresi dolmuş veya henüz başlamamıştır.',
  },
  ALREADY_HIGHEST: {
    status: 409,
    message: 'Zaten en yüksek teklif sizin. Kendi teklifinizi artıramazsınız.',
  },
  /** Carries `minimumNextBid` (kuruş) beside code and message. */
  BID_TOO_LOW: { status: 409, message: 'Teklif tutarı en az {amount} olmalıdır.' },
  /** The leader's new maximum (proxy) bid below the current price (decision 028). */
  MAXIMUM_BELOW_PRICE: {
    status: 409,
    message: 'Otomatik teklif üst limitiniz güncel fiyatın altında olamaz.',
  },
  BID_CONFLICT: {
    status: 409,
    message: 'Kısa süre içinde birden fazla teklif veremezsiniz veya teklifiniz çok düşük.',
  },
  LISTING_CLOSED: { status: 409, message: 'Bu ilan için teklif verme sona erdi.' },
  OFFER_EXISTS: {
    status: 409,
    message: 'Zaten beklemede olan / kabul edilmiş bir teklifiniz var.',
  },
  OFFER_CONFLICT: {
    status: 409,
    message: 'Bu ilan için zaten beklemede olan bir teklifiniz var. Sayfayı yenileyin.',
  },
  OFFER_ALREADY_DECIDED: {
    status: 409,
    message:
      'Bu teklif artık beklemede değil: karar verildiği veya geri çekildiği için değiştirilemez.',
  },
  OFFER_BELOW_MINIMUM: {
    status: 409,
    message:
      'Teklifiniz, ilan sahibinin bu ilan için kabul edebileceği en düşük tutarın altında. Lütfen daha yüksek bir teklif yapın.',
  },
  OFFER_NOT_PENDING: {
    status: 409,
    message: 'Yalnızca beklemedeki teklifler kabul edilebilir veya reddedilebilir.',
  },
  LISTING_SOLD: { status: 409, message: 'Bu ilan için zaten bir teklif kabul edilmiş.' },
  /** An accept below a pending higher offer that the operator did not confirm (issue 26). */
  HIGHER_OFFER_PENDING: {
    status: 409,
    message:
      'Daha yüksek bir teklif bekliyor: {amount}. Daha düşük bir teklifi kabul etmek için bunu ayrıca onaylamanız gerekir; hiçbir şey değiştirilmedi.',
  },

  // Deposits and payments (spec 02 §8 Deposit and Payment).
  DEPOSIT_COMPLETED: { status: 409, message: 'Bu ilan için depozito ödemesi zaten tamamlanmış.' },
  DEPOSIT_CONFLICT: {
    status: 409,
    message: 'Bu ilan için zaten bir depozito kaydınız bulunmaktadır.',
  },
  /** The card was refused; the provider's own text is shown when it gave one. */
  PAYMENT_DECLINED: { status: 402, message: 'Ödeme işlemi sırasında bir hata oluştu.' },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    message: 'Ödeme servisi yanıtı işlenemedi. Lütfen daha sonra tekrar deneyin.',
  },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Ödeme kaydı bulunamadı.' },
  /** A member's early refund (issue 26, decision 061): refused while the deposit backs something. */
  DEPOSIT_BACKS_LEADING_BID: {
    status: 409,
    message:
      'En yüksek teklif sizde olduğu için teminatınız şimdi iade edilemez. Teklifiniz geçilirse iade isteyebilirsiniz; ihaleyi kazanamazsanız teminatınız ihale sonunda kendiliğinden iade edilir.',
  },
  DEPOSIT_BACKS_OFFER: {
    status: 409,
    message:
      'Bu ilanda bekleyen bir teklifiniz olduğu için teminatınız şimdi iade edilemez. Teklifinizi geri çekerseniz veya teklifiniz reddedilirse iade isteyebilirsiniz.',
  },
  DEPOSIT_REFUND_REQUESTED: {
    status: 409,
    message:
      'Bu teminatın iadesi zaten başladı; ödemeyi yaptığınız karta 7 iş günü içinde iade edilir.',
  },
  DEPOSIT_NOTHING_TO_REFUND: {
    status: 409,
    message: 'Bu ilan teminat almadığı için iade edilecek bir tutar yok.',
  },

  // Admin: payments and refunds (decision 024).
  DEPOSIT_ALREADY_REFUNDED: { status: 409, message: 'Bu teminat zaten iade edildi.' },
  /** A deposit kept as the service fee (a completed sale or the buyer's default; decision 079). */
  DEPOSIT_FEE_KEPT: {
    status: 409,
    message: 'Bu teminat satış sonucunda hizmet bedeli olarak tahsil edildi; iade edilmez.',
  },
  DEPOSIT_NOT_COMPLETED: {
    status: 409,
    message: 'Yalnızca tamamlanmış teminatlar iadeye alınabilir.',
  },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'Teminat kaydı bulunamadı.' },
  DEPOSIT_NOT_REFUND_DUE: {
    status: 409,
    message: 'Yalnızca iade bekleyen teminatlar iade edilebilir.',
  },
  PAYMENT_NOT_MANUAL: {
    status: 409,
    message:
      'Yalnızca bekleyen veya başarısız, teminatın son ödeme denemesi olan bir ödeme havale/EFT ile tamamlandı olarak işaretlenebilir.',
  },
  REFUND_FAILED: { status: 502, message: 'İade gerçekleştirilemedi: {reason}' },
  REFUND_IN_PROGRESS: {
    status: 409,
    message: 'Bu teminatın iadesi şu anda işleniyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  },

  // Admin: listings and their images.
  LISTING_TYPE_LOCKED: {
    status: 409,
    message: 'Teklif almış bir ilanın türü değiştirilemez. Yeni bir ilan oluşturun.',
  },
  /** The answer names the listing's type and says what is possible (admin-listing-deletion.ts). */
  LISTING_HAS_RECORDS: {
    status: 409,
    message: 'Teklif, teminat veya ödeme kaydı olan bir ilan silinemez; bu kayıtlar saklanır.',
  },
  LISTING_NOT_OPEN: {
    status: 409,
    message: 'Bu ilan sona ermiş veya iptal edilmiş; bu işlem yapılamaz.',
  },
  LISTING_HAS_BIDS: {
    status: 409,
    message: 'Teklif almış bir ihale erken sonlandırılamaz.',
  },
  END_NOT_LATER: {
    status: 400,
    message: 'Yeni bitiş zamanı mevcut bitiş zamanından sonra olmalıdır.',
  },
  ONLY_AUCTIONS: {
    status: 400,
    message: 'Bu işlem yalnızca ihale türündeki ilanlarda yapılabilir.',
  },
  NO_FILES: { status: 400, message: 'Yüklenecek bir görsel seçin.' },
  TOO_MANY_FILES: { status: 400, message: 'Tek seferde en fazla {max} görsel yüklenebilir.' },
  TOO_MANY_IMAGES: { status: 400, message: 'Bir ilana en fazla {max} görsel eklenebilir.' },
  UNSUPPORTED_IMAGE: {
    status: 400,
    message: 'Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.',
  },
  UNREADABLE_IMAGE: { status: 400, message: 'Görsel okunamadı; dosya bozuk olabilir.' },
  IMAGE_TOO_LARGE: { status: 413, message: 'Her görsel en fazla 10 MB olabilir.' },
  IMAGE_NOT_FOUND: { status: 404, message: 'Görsel bulunamadı.' },
  STORAGE_FAILED: { status: 502, message: 'Görseller kaydedilemedi. Lütfen tekrar deneyin.' },

  // Watchlist and saved searches.
  SAVED_SEARCH_NOT_FOUND: { status: 404, message: 'Kayıtlı arama bulunamadı.' },
  SAVED_SEARCH_LIMIT: {
    status: 409,
    message: 'En fazla {max} arama kaydedebilirsiniz. Yeni bir arama için eskilerden birini silin.',
  },

  // Admin: users, roles, bans and KVKK applications (issue 11, decision 022).
  USER_NOT_FOUND: { status: 404, message: 'Kullanıcı bulunamadı.' },
  USER_DELETED: { status: 409, message: 'Bu hesap silinmiş (anonimleştirilmiş); değiştirilemez.' },
  CANNOT_DEMOTE_SELF: { status: 409, message: 'Kendi yönetici rolünüzü kaldıramazsınız.' },
  LAST_ADMIN: {
    status: 409,
    message: 'Son yöneticinin rolü kaldırılamaz. Önce başka bir kullanıcıyı yönetici yapın.',
  },
  CANNOT_BAN_ADMIN: {
    status: 409,
    message: 'Yöneticiler engellenemez. Önce rolünü Kullanıcı olarak değiştirin.',
  },
  USER_BANNED: {
    status: 409,
    message: 'Engelli bir kullanıcı yönetici yapılamaz. Önce engeli kaldırın.',
  },
  BAN_UNTIL_PAST: { status: 400, message: 'Engelin bitiş tarihi gelecekte olmalıdır.' },
  KVKK_NOT_FOUND: { status: 404, message: 'Başvuru bulunamadı.' },
  KVKK_ALREADY_ANSWERED: { status: 409, message: 'Bu başvuru zaten yanıtlanmış.' },
  KVKK_ADMIN_ACCOUNT: {
    status: 409,
    message: 'Yönetici hesabı anonimleştirilemez. Önce rolünü Kullanıcı olarak değiştirin.',
  },

  // Listing documents (decision 033)
  NO_DOCUMENT: { status: 400, message: 'Yüklenecek bir belge seçin.' },
  DOCUMENT_KIND_REQUIRED: {
    status: 400,
    message: 'Belge türünü seçin: Tapu, İmar Durumu, Şartname veya Diğer.',
  },
  UNSUPPORTED_DOCUMENT: {
    status: 400,
    message: 'Yalnızca PDF, JPEG, PNG veya WebP belgeler yüklenebilir.',
  },
  DOCUMENT_TOO_LARGE: { status: 413, message: 'Bir belge en fazla {max} MB olabilir.' },
  TOO_MANY_DOCUMENTS: { status: 400, message: 'Bir ilana en fazla {max} belge eklenebilir.' },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'Belge bulunamadı.' },

  // Notifications (decision 034)
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Bildirim bulunamadı.' },
  NOTIFICATION_NOT_RETRYABLE: {
    status: 409,
    message: 'Yalnızca gönderilemeyen bildirimler yeniden denenebilir.',
  },
  /** 'Sistem Durumu' (decision 088): a failed background job the operator asked to run again. */
  JOB_NOT_FOUND: { status: 404, message: 'İş bulunamadı.' },
  JOB_NOT_RETRYABLE: {
    status: 409,
    message: 'Yalnızca başarısız işler yeniden denenebilir; iş durumu değişmiş olabilir.',
  },
  // Push on a member's devices (issue 32, decision 090)
  PUSH_DEVICE_LIMIT: {
    status: 400,
    message:
      'Anlık bildirim en fazla {max} cihazda açık olabilir. Yeni bir cihaz için listeden birini kaldırın.',
  },
  PUSH_SUBSCRIPTION_INVALID: {
    status: 400,
    message: 'Bu tarayıcının bildirim aboneliği geçersiz. Tarayıcınızı güncelleyip tekrar deneyin.',
  },
  PUSH_DEVICE_NOT_FOUND: { status: 404, message: 'Cihaz bulunamadı.' },
  // Marketing e-mails and their unsubscribe link (decision 040)
  UNSUBSCRIBE_TOKEN_INVALID: {
    status: 400,
    message: 'Abonelik bağlantısı geçersiz. E-postadaki bağlantıyı eksiksiz açın.',
  },
  CAMPAIGN_RECIPIENTS_CHANGED: {
    status: 409,
    message: 'Alıcı sayısı siz onaylarken değişti. Yeni sayıyı kontrol edip yeniden onaylayın.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

/** A code an endpoint may answer with. */
export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERRORS, value);

/** The HTTP status a code is answered with. */
export const errorStatus = (code: ErrorCode): number => ERRORS[code].status;

/** A code's text with its `{name}` places filled in ('{seconds}' → '60'). */
export function formatErrorMessage(
  code: ErrorCode,
  values: Record<string, string | number> = {},
): string {
  return ERRORS[code].message.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}

/**
 * Codes the web's API client uses for answers that never reached the API or were not ours:
 * no connection (NETWORK) or a body that is not the error contract (UNKNOWN).
 */
export const CLIENT_ERROR_CODES = ['NETWORK', 'UNKNOWN'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** A code read off the wire: a catalogue code, or UNKNOWN for one this build does not know. */
export const knownErrorCode = (code: string): ErrorCode | 'UNKNOWN' =>
  isErrorCode(code) ? code : 'UNKNOWN';

/**
 * The one error contract every endpoint answers with: a stable code and the Turkish text. The
 * code is read as a plain string so that a client older than the server still reads the text.
 */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Seconds to wait, on 429 answers. */
    retryAfter: z.number().int().optional(),
    /** Field-level problems, on 400 answers. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
