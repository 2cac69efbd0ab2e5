/**
 * 'Kimlik Doğrulama' (issue 27, decision 064): the identity check's part of the one error
 * catalogue (`ERRORS` in errors.ts spreads it in).
 */
export const IDENTITY_ERRORS = {
  IDENTITY_MISMATCH: {
    status: 422,
    message: 'Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi',
  },
  IDENTITY_TAKEN: { status: 409, message: 'Bu kimlik numarası başka bir hesapta doğrulanmış' },
  /** A verified account re-checks its own number only; another one needs the operator's reset. */
  IDENTITY_OTHER_NUMBER: {
    status: 409,
    message:
      'Hesabınız başka bir kimlik numarasıyla doğrulanmış. Değişiklik için destek ekibimize başvurunuz.',
  },
  IDENTITY_REGISTRY_UNAVAILABLE: {
    status: 503,
    message: 'Kimlik doğrulama hizmetine şu anda ulaşılamıyor. Lütfen daha sonra tekrar deneyiniz.',
  },
  IDENTITY_ATTEMPTS: {
    status: 429,
    message:
      'Kimlik doğrulama için deneme hakkınız doldu. Lütfen {hours} saat sonra tekrar deneyiniz.',
  },
  /** The web's cue to ask for 'Kimlik Doğrulama' inside the deposit dialog. */
  IDENTITY_REQUIRED: {
    status: 403,
    message: 'Teminat yatırabilmek için önce kimliğinizi doğrulamanız gerekir.',
  },
  /** Ad and soyad follow the verified identity; changing them is a new verification. */
  IDENTITY_NAME_LOCKED: {
    status: 409,
    message:
      'Adınız ve soyadınız doğrulanmış kimliğinizle aynı olmalıdır. Değiştirmek için kimliğinizi yeniden doğrulayınız.',
  },
  IDENTITY_NOT_VERIFIED: { status: 409, message: 'Bu üyenin doğrulanmış bir kimliği yok.' },
} as const;
