import type { SessionUser } from '@arsamezat/shared/auth';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { authErrors } from './auth-errors.ts';
import { toSessionUser } from './user.mapper.ts';
import { countUsers, emailUsedByAnother, updateEmail } from './user.repository.ts';

/** What other modules (me, admin) may do with accounts: the auth module owns the users table. */
export function createAccountService({ db, clock }: { db: Db; clock: () => Date }) {
  /** The e-mail used for password recovery: unique across accounts, case-insensitive. */
  async function changeEmail(userId: string, email: string): Promise<SessionUser> {
    if (await emailUsedByAnother(db, email, userId)) throw authErrors.emailTaken();
    try {
      const row = await updateEmail(db, userId, email, clock());
      if (!row) throw authErrors.unauthenticated();
      return toSessionUser(row);
    } catch (error) {
      // Taken by a parallel request between the check and the update.
      if (isUniqueViolation(error)) throw authErrors.emailTaken();
      throw error;
    }
  }

  return { changeEmail, countAccounts: () => countUsers(db) };
}

export type AccountService = ReturnType<typeof createAccountService>;
