import { authErrors } from './auth-errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Every new password (registration, reset, change) must not be on the common-password list. */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw authErrors.commonPassword();
}
