import type { SessionUser } from '@arsamezat/shared/auth';
import type { UpdateProfileInput } from '@arsamezat/shared/users';
import type { Db } from '../../db/client.ts';
import { authErrors, isUniqueViolation } from '../auth/auth-errors.ts';
import { toSessionUser } from '../auth/user.mapper.ts';
import { emailUsedByAnother, updateEmail } from '../auth/user.repository.ts';

/** The signed-in member's own account. */
export function createMeService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  return {
    /** The e-mail used for password recovery: unique across accounts, case-insensitive. */
    async updateProfile(user: SessionUser, input: UpdateProfileInput): Promise<SessionUser> {
      if (await emailUsedByAnother(db, input.email, user.id)) throw authErrors.emailTaken();
      try {
        const row = await updateEmail(db, user.id, input.email, clock());
        if (!row) throw authErrors.unauthenticated();
        return toSessionUser(row);
      } catch (error) {
        // Taken by a parallel request between the check and the update.
        if (isUniqueViolation(error)) throw authErrors.emailTaken();
        throw error;
      }
    },
  };
}
