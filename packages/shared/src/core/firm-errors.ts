/**
 * The seller firms' part of the one error catalogue (issue 28; `ERRORS` in errors.ts spreads it
 * in, so a code is still one name with one status and one Turkish text): applications, the
 * operator's 'Firmalar', firm members, a firm's listings and their review, listing packages.
 */
export const FIRM_ERRORS = {
  // Seller firms (issue 28).
  /** A firm route asked by a member who acts for no firm. */
  FIRM_REQUIRED: {
    status: 403,
    message:
      'Bu sayfa firma hesapları içindir. Kurumsal başvuru yaparak firma hesabı açabilirsiniz.',
  },
  /** The firm is not (or no longer) approved: it cannot send listings or buy packages. */
  FIRM_NOT_APPROVED: {
    status: 403,
    message: 'Firmanız onaylı değil. Bu işlemi yalnızca onaylı firmalar yapabilir.',
  },
  FIRM_OWNER_ONLY: { status: 403, message: 'Bu işlemi yalnızca firma sahibi yapabilir.' },
  /** Nobody from a firm bids, offers or pays a deposit on that firm's own listing. */
  OWN_FIRM_LISTING: {
    status: 403,
    message: 'Firmanızın kendi ilanına teklif veremez ve teminat yatıramazsınız.',
  },
  /** 'Onaya Gönder' without an available listing credit. */
  NO_LISTING_CREDIT: {
    status: 409,
    message:
      'İlan hakkınız kalmadı. Onaya göndermek için Firma Paneli > Paketler bölümünden bir ilan paketi satın alınız.',
  },
  // A firm's listings (issue 28, firm panel): what the state of a listing allows.
  /** Edit, files or 'Onaya Gönder' on a listing that is neither a draft nor returned. */
  FIRM_LISTING_LOCKED: {
    status: 409,
    message: 'Bu ilan yalnızca taslak veya düzeltme için iade edilmişken değiştirilebilir.',
  },
  /** 'Onaydan Geri Çek' on a listing that is not waiting for approval. */
  FIRM_LISTING_NOT_SUBMITTED: {
    status: 409,
    message: 'Yalnızca onay bekleyen bir ilan onaydan geri çekilebilir.',
  },
  /** 'Sil' on a listing that is not a draft. */
  FIRM_LISTING_NOT_DRAFT: { status: 409, message: 'Yalnızca taslak bir ilan silinebilir.' },
  /** 'Onaya Gönder' on a listing that misses something; `fields` says what. */
  FIRM_LISTING_INCOMPLETE: {
    status: 400,
    message: 'İlan onaya gönderilmeden önce eksikleri tamamlayın.',
  },
  // End of the firm listings' block.

  // Issue 28, listing review and the public firm page (listing-review).
  /** Approve / return / reject of a listing no longer waiting (another operator decided first). */
  LISTING_NOT_SUBMITTED: {
    status: 409,
    message: 'Bu ilan artık onay beklemiyor. Başka bir yönetici karar vermiş olabilir.',
  },
  /** 'Onayla ve Yayınla' on a listing whose end has passed. */
  LISTING_REVIEW_ENDED: {
    status: 400,
    message:
      'İlanın bitiş tarihi geçmiş. Yayınlanamaz; yeni tarihler için düzeltme için iade ediniz.',
  },
  FIRM_NOT_FOUND: { status: 404, message: 'Firma bulunamadı.' },
  // Firm applications, the operator's 'Firmalar', firm members (issue 28, firm-apply; decision 068).
  FIRM_APPLICATION_EXISTS: {
    status: 409,
    message: 'Zaten bir kurumsal başvurunuz veya bağlı olduğunuz bir firma var.',
  },
  FIRM_TAX_NUMBER_TAKEN: {
    status: 409,
    message: 'Bu vergi kimlik numarasıyla yapılmış bir başvuru veya kayıtlı bir firma zaten var.',
  },
  FIRM_DOCUMENT_REQUIRED: { status: 400, message: 'Gerekli belgeleri yükleyiniz.' },
  FIRM_APPLICATION_NOT_FOUND: { status: 404, message: 'Kurumsal başvurunuz bulunamadı.' },
  FIRM_APPLICATION_LOCKED: {
    status: 409,
    message: 'Başvurunuza yalnızca eksik belge istendiğinde belge eklenebilir.',
  },
  FIRM_STATUS_CONFLICT: {
    status: 409,
    message: 'Firmanın durumu bu işlem için uygun değil. Sayfayı yenileyip tekrar deneyin.',
  },
  FIRM_MEMBER_UNKNOWN: {
    status: 404,
    message: 'Bu telefon numarasıyla kayıtlı bir üye bulunamadı.',
  },
  FIRM_MEMBER_TAKEN: { status: 409, message: 'Bu üye zaten bir firmaya bağlı.' },
  FIRM_MEMBER_NOT_FOUND: { status: 404, message: 'Firma kullanıcısı bulunamadı.' },
  FIRM_OWNER_REMOVAL: { status: 409, message: 'Firma sahibi firmadan çıkarılamaz.' },
  // End of firm-apply's block.

  // Listing packages (issue 28, packages).
  PACKAGE_NOT_FOUND: { status: 404, message: 'Paket bulunamadı.' },
  PACKAGE_INACTIVE: { status: 409, message: 'Bu paket artık satışta değil.' },
  PURCHASE_NOT_FOUND: { status: 404, message: 'Satın alma kaydı bulunamadı.' },
} as const satisfies Record<string, { status: number; message: string }>;
