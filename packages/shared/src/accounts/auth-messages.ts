/** The Turkish texts, error codes and limits of the accounts flows, shared by server and web. */
import { ERRORS, formatErrorMessage } from '../core/errors.ts';
import { PHONE_MESSAGES } from './phone.ts';

/** Spec 01 §9 and the Accounts issue: the numbers every auth rule is built from. */
export const AUTH_LIMITS = {
  loginPasswordMin: 6,
  registerPasswordMin: 6,
  newPasswordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  codeLength: 6,
  /** A one-time code is valid this long. */
  codeTtlSeconds: 180,
  /**
   * One code per phone and budget per this many seconds (the resend countdown), unless the last
   * one was used.
   */
  resendAfterSeconds: 60,
  /** Signup and recovery codes of one phone, together. */
  maxCodesPerHour: 5,
  /**
   * Sign-in codes (two-step sign-in, and a phone past its sign-in failure ceiling) have their own
   * budget, for a member who signs in on several devices a day (issue 24, decision 052).
   */
  maxSignInCodesPerHour: 10,
  maxSignInCodesPerDay: 30,
  /** The 5th wrong try locks the code. */
  maxCodeAttempts: 5,
  sessionDays: 30,
  resetTokenMinutes: 60,
  resetTicketMinutes: 10,
  /** The e-mail recovery countdown when the server gives no number. */
  defaultRateLimitSeconds: 60,
} as const;

/** Every Turkish text of the accounts flows, copied from spec 01 (§5, §8) where it gives one. */
export const AUTH_MESSAGES = {
  // §5 validation
  phoneRequired: PHONE_MESSAGES.required,
  phoneInvalid: PHONE_MESSAGES.invalid,
  phoneInvalidSignup: PHONE_MESSAGES.invalidSignup,
  phoneTenDigits: PHONE_MESSAGES.invalidTenDigits,
  passwordRequired: 'Şifrenizi giriniz',
  passwordMin6: 'Şifre en az 6 karakter olmalıdır',
  passwordMin8: 'Şifre en az 8 karakter olmalıdır',
  passwordTooLong: `Şifre en fazla ${AUTH_LIMITS.passwordMax} karakter olabilir.`,
  passwordConfirmRequired: 'Şifrenizi tekrar giriniz',
  passwordsDoNotMatch: 'Şifreler eşleşmiyor',
  currentPasswordRequired: 'Mevcut şifrenizi giriniz',
  newPasswordRequired: 'Yeni şifrenizi giriniz',
  firstNameRequired: 'Ad alanı zorunludur',
  firstNameTooLong: `Ad en fazla ${AUTH_LIMITS.nameMax} karakter olabilir.`,
  lastNameRequired: 'Soyad alanı zorunludur',
  lastNameTooLong: `Soyad en fazla ${AUTH_LIMITS.nameMax} karakter olabilir.`,
  termsRequired: 'Üyelik sözleşmesini kabul etmelisiniz',
  marketingConsentInvalid: 'Geçersiz izin değeri.',
  signupCodeIncomplete: 'Lütfen 6 haneli doğrulama kodunu tam olarak girin.',
  resetCodeIncomplete: 'Lütfen tüm doğrulama kodu hanelerini doldurun',
  emailRequired: 'E-posta adresinizi giriniz',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz',
  purposeInvalid: 'Geçersiz doğrulama amacı.',
  scopeInvalid: 'Geçersiz çıkış kapsamı.',
  // §8 and the server's answers
  phoneTaken: ERRORS.PHONE_TAKEN.message,
  invalidCredentials: ERRORS.INVALID_CREDENTIALS.message,
  signInFailed: 'Giriş yapılırken bir hata oluştu',
  loginUnexpected: 'Giriş sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  invalidCode: ERRORS.INVALID_CODE.message,
  codeSendFailed: 'OTP gönderilemedi',
  codeResendFailed: ERRORS.SMS_SEND_FAILED.message,
  stepFailed: 'İşlem sırasında bir hata oluştu. Lütfen tekrar deneyin.',
  registerFailed: 'Kayıt sırasında bir hata oluştu. Lütfen tekrar deneyin.',
  invalidResetToken: ERRORS.INVALID_RESET_TOKEN.message,
  invalidResetTicket: ERRORS.INVALID_RESET_TICKET.message,
  samePassword: ERRORS.SAME_PASSWORD.message,
  wrongPassword: ERRORS.WRONG_PASSWORD.message,
  commonPassword: ERRORS.COMMON_PASSWORD.message,
  emailTaken: ERRORS.EMAIL_TAKEN.message,
  accountSuspended: ERRORS.ACCOUNT_SUSPENDED.message,
  /** ACCOUNT_SUSPENDED for a ban the admin set: until when, or indefinitely (decision 022). */
  accountSuspendedUntil: (until: string) =>
    `Hesabınız ${until} tarihine kadar askıya alınmıştır. Lütfen bizimle iletişime geçin.`,
  accountSuspendedIndefinitely:
    'Hesabınız süresiz olarak askıya alınmıştır. Lütfen bizimle iletişime geçin.',
  unauthenticated: ERRORS.UNAUTHENTICATED.message,
  forbiddenAdmin: 'Bu işlem için yönetici yetkisi gerekir.',
  emailResetSent:
    'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi! Lütfen e-postanızı kontrol ediniz.',
  emailResetFailed: 'Şifre sıfırlama işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.',
  phoneCodeSendFailed: 'OTP gönderilirken bir hata oluştu',
  phoneCodeVerifyFailed: 'OTP doğrulanırken bir hata oluştu. Lütfen tekrar deneyin.',
  phoneVerified: 'Doğrulama başarılı. Şimdi yeni şifrenizi belirleyebilirsiniz.',
  phonePasswordChangeFailed: 'Şifre değiştirilirken bir hata oluştu',
  phoneResetSuccess: 'Şifreniz başarıyla değiştirildi. Artık yeni şifrenizle giriş yapabilirsiniz.',
  linkResetSuccess: 'Şifreniz başarıyla değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  /** 429 on most endpoints (the error handler's text). */
  tooManyAttempts: (seconds: number) => formatErrorMessage('RATE_LIMITED', { seconds }),
  /** 429 on the e-mail recovery request (spec 01 §8). */
  emailResetRateLimited: (seconds: number) =>
    `Güvenlik nedeniyle, ${seconds} saniye sonra tekrar deneyebilirsiniz.`,
} as const;
