import type { SessionUser } from '@arsamezat/shared/auth';
import type { UpdateProfileInput } from '@arsamezat/shared/users';
import type { AccountService } from '../auth/accounts.service.ts';

/** The signed-in member's own account (the account rows belong to the auth module). */
export function createMeService(deps: { accounts: AccountService }) {
  const { accounts } = deps;
  return {
    /** The e-mail used for password recovery: unique across accounts, case-insensitive. */
    updateProfile(user: SessionUser, input: UpdateProfileInput): Promise<SessionUser> {
      return accounts.changeEmail(user.id, input.email);
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
