import { EmailResetConfirmSchema } from '@arsamezat/shared/accounts/auth';

/** Spec 01 §8 "Reset by link": the hash is not a reset link, or there is no hash at all. */
export const RESET_LINK_MALFORMED = 'Geçersiz sıfırlama bağlantısı...';
export const RESET_LINK_MISSING =
  'Doğrulama kodu bulunamadı. Lütfen e-postanızdaki bağlantıya tıkladığınızdan emin olun.';

const LINK_TYPES = new Set(['recovery', 'passwordReset']);

export type ResetLink =
  { status: 'valid'; token: string } | { status: 'missing' } | { status: 'malformed' };

/**
 * Reads the e-mail link's `#token=…&type=recovery`. The token travels in the hash so it never
 * reaches a server log; it is checked against the contract's shape before anything is sent.
 */
export function readResetLink(hash: string): ResetLink {
  const raw = hash.replace(/^#/, '');
  if (!raw) return { status: 'missing' };
  const params = new URLSearchParams(raw);
  const token = params.get('token');
  const type = params.get('type');
  if (!token || (type !== null && !LINK_TYPES.has(type))) return { status: 'malformed' };
  const parsed = EmailResetConfirmSchema.shape.token.safeParse(token);
  return parsed.success ? { status: 'valid', token: parsed.data } : { status: 'malformed' };
}

/** Takes the token out of the address bar (and so out of history and bookmarks). */
export function forgetResetLinkInAddressBar(): void {
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
