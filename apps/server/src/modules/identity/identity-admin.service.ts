import type { AdminIdentity, ResetIdentityInput } from '@arsamezat/shared/admin/admin-identity';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { IdentityCrypto } from './identity-crypto.ts';
import {
  countAttemptsSince,
  deleteIdentity,
  selectAttempts,
  selectIdentity,
} from './identity.repository.ts';
import { toVerifiedIdentity } from './identity.service.ts';

const DAY = 24 * 60 * 60 * 1000;
const ATTEMPTS_SHOWN = 20;

type Deps = { db: Db; clock: () => Date; crypto: IdentityCrypto };

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || 'Bilinmiyor';

/** The operator's side of identity verification: what they see of it, and the audited reset. */
export function createIdentityAdminService({ db, clock, crypto }: Deps) {
  async function userExists(userId: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) throw new AppError('USER_NOT_FOUND');
  }

  async function getUserIdentity(userId: string): Promise<AdminIdentity> {
    await userExists(userId);
    const now = clock();
    const [row, attempts, attemptsToday] = await Promise.all([
      selectIdentity(db, userId),
      selectAttempts(db, userId, ATTEMPTS_SHOWN),
      countAttemptsSince(db, userId, new Date(now.getTime() - DAY)),
    ]);
    return {
      identity: row ? toVerifiedIdentity(row, crypto) : null,
      attemptsToday,
      attempts: attempts.own.map((a) => ({
        outcome: a.outcome as AdminIdentity['attempts'][number]['outcome'],
        at: a.createdAt.toISOString(),
        otherAccount: a.otherUserId
          ? { id: a.otherUserId, fullName: fullName(a.otherFirstName, a.otherLastName) }
          : null,
      })),
      triedByOthers: attempts.byOthers.map((a) => ({
        at: a.createdAt.toISOString(),
        account: { id: a.otherUserId, fullName: fullName(a.otherFirstName, a.otherLastName) },
      })),
    };
  }

  /** Removes the verified identity; the member verifies again before their next deposit. */
  async function resetUserIdentity(
    actorId: string,
    userId: string,
    input: ResetIdentityInput,
  ): Promise<AdminIdentity> {
    await userExists(userId);
    await db.transaction(async (tx) => {
      const row = await selectIdentity(tx, userId);
      if (!row || !(await deleteIdentity(tx, userId))) throw new AppError('IDENTITY_NOT_VERIFIED');
      // The audit row outlives the identity: it names the masked number, never the number.
      await recordAudit(tx, {
        actorId,
        action: 'user.identity_reset',
        entityType: 'user',
        entityId: userId,
        before: {
          verified: true,
          verifiedAt: row.verifiedAt,
          maskedNumber: toVerifiedIdentity(row, crypto).maskedNumber,
        },
        after: { verified: false, reason: input.reason },
      });
    });
    return getUserIdentity(userId);
  }

  return { getUserIdentity, resetUserIdentity };
}
