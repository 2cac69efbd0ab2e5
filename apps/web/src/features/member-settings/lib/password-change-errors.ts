import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { ApiError } from '../../../lib/api-client';

/** Spec 02 §8, password change on the profile and settings screens. */
export const PASSWORD_CHANGE_MESSAGES = {
  success: 'Şifreniz başarıyla güncellendi.',
  wrongCurrent: M.wrongPassword,
  wrongCurrentDetail: 'Şifre doğrulanamadı. Lütfen mevcut şifrenizi kontrol edin.',
  rateLimited: 'Çok fazla deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.',
  verifyFailed: 'Mevcut şifre doğrulanamadı',
  requirements: 'Yeni şifre gereksinimleri karşılamıyor.',
  requirementsNote: 'Yeni şifreniz en az 8 karakter olmalıdır.',
  network: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.',
  failed: 'Şifre güncellenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
} as const;

export type PasswordChangeFailure = {
  title: string;
  detail?: string;
  /** The current-password field shows 'Mevcut şifre doğru değil'. */
  currentWrong?: boolean;
};

export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  const P = PASSWORD_CHANGE_MESSAGES;
  if (!(error instanceof ApiError)) return { title: P.failed };
  if (error.status === 0) return { title: P.network };
  if (error.code === 'WRONG_PASSWORD') {
    return { title: P.wrongCurrent, detail: P.wrongCurrentDetail, currentWrong: true };
  }
  if (error.status === 429) return { title: P.rateLimited };
  if (error.code === 'UNAUTHENTICATED') return { title: P.verifyFailed };
  if (error.code === 'COMMON_PASSWORD' || error.code === 'SAME_PASSWORD') {
    return { title: P.requirements, detail: error.message };
  }
  if (error.status === 400) return { title: P.requirements, detail: P.requirementsNote };
  return { title: P.failed };
}
