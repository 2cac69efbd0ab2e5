import type { Db } from '../../db/client.ts';
import { countUsers, emailUsedByAnother } from './user.repository.ts';

/** What other modules (me, admin) may do with accounts: the auth module owns the users table. */
export function createAccountService({ db }: { db: Db }) {
  return {
    /** Whether another account already has this e-mail (unique, case-insensitive). */
    emailUsedByAnother: (email: string, userId: string) => emailUsedByAnother(db, email, userId),
    countAccounts: () => countUsers(db),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
