/**
 * The sales' part of the one error catalogue (issue 29; `ERRORS` in errors.ts spreads it in):
 * a sale's steps, its SMS codes, the runner-up, the strike rule, documents and invoices.
 */
export const SALE_ERRORS = {
  SALE_NOT_FOUND: { status: 404, message: 'Satış bulunamadı.' },
  /** The action is not one the viewer may take at the sale's current step. */
  SALE_STEP_MISMATCH: {
    status: 409,
    message: 'Satış bu adımda değil; sayfayı yenileyip güncel durumu görün.',
  },
  SALE_ACTION_FORBIDDEN: { status: 403, message: 'Bu satışta bu işlemi yapamazsınız.' },
  SALE_ENDED: { status: 409, message: 'Bu satış sona erdi; işlem yapılamaz.' },
  /** 'Temerrüt' before the step's deadline has passed. */
  SALE_DEADLINE_NOT_PASSED: {
    status: 409,
    message: 'Temerrüt yalnızca adımın süresi dolduktan sonra bildirilebilir.',
  },
  /** 'Ödeme Güvencesi' confirmed before the buyer entered a reference. */
  SALE_PAYMENT_NOT_ENTERED: {
    status: 409,
    message: 'Alıcı ödeme referansını henüz girmedi.',
  },
  /** 'Tamamlandı' before the title-deed appointment was set. */
  SALE_APPOINTMENT_REQUIRED: {
    status: 409,
    message: 'Önce tapu randevusunu girin.',
  },
  SALE_CODE_INVALID: { status: 400, message: 'Doğrulama kodu hatalı veya süresi dolmuş.' },
  SALE_APPOINTMENT_IN_PAST: {
    status: 400,
    message: 'Randevu tarihi ileri bir tarih olmalıdır.',
  },
  SALE_COMPLETION_FILE_REQUIRED: {
    status: 400,
    message: 'Yeni tapu senedini veya tapu müdürlüğü alındısını ekleyin (PDF, JPEG veya PNG).',
  },
  /** The runner-up can no longer be offered the sale (none, released, or the hold has ended). */
  RUNNER_UP_UNAVAILABLE: {
    status: 409,
    message: 'Yedek alıcıya teklif edilemez: yedek alıcı yok ya da teminat süresi doldu.',
  },
  RUNNER_UP_ANSWER_CLOSED: {
    status: 409,
    message: 'Yanıt süresi doldu ya da teklif geri alındı.',
  },
  /** Relisting while the runner-up may still take the sale. */
  SALE_RELIST_RUNNER_UP_PENDING: {
    status: 409,
    message:
      'Yedek alıcının yanıtı bekleniyor; yanıt gelene ya da süresi dolana kadar ilan yeniden yayına alınamaz.',
  },
  /** Relisting an auction: a closed auction is not reopened (decision 074). */
  SALE_RELIST_AUCTION: {
    status: 409,
    message:
      'Sona eren bir ihale yeniden açılmaz. Arsayı yeniden satışa çıkarmak için yeni bir ihale ilanı oluşturun.',
  },
  /** Relisting a listing that is already back on the market or sold again. */
  SALE_RELIST_UNAVAILABLE: {
    status: 409,
    message: 'Bu ilan yeniden yayına alınamaz: ilan zaten yayında ya da yeni bir satış sürüyor.',
  },
  /** The member reached the strike limit: no new deposits. */
  ACCOUNT_STRIKES_BLOCKED: {
    status: 403,
    message:
      'Hesabınızda son dönemde tamamlanmayan satışlar nedeniyle uyarı sınırına ulaşıldı; yeni teminat yatıramazsınız. Ayrıntı için bizimle iletişime geçin.',
  },
  INVOICE_NOT_FOUND: { status: 404, message: 'Fatura bulunamadı.' },
  INVOICE_NOT_RETRYABLE: {
    status: 409,
    message: 'Bu fatura yeniden gönderilemez; yalnızca başarısız faturalar yeniden gönderilir.',
  },
  INVOICE_NOT_READY: {
    status: 409,
    message: 'Fatura henüz hazırlanıyor; biraz sonra tekrar deneyin.',
  },
} as const;
