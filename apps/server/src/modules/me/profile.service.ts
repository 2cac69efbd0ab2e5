import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import type { Profile, UpdateProfileInput } from '@arsamezat/shared/member/users';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mail.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import {
  type AccountService,
  authErrors,
  type BackgroundTasks,
  toSessionUser,
} from '../auth/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { RateLimits } from '../limits/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { issueVerificationToken, verificationMail } from './email-verification.ts';
import { meErrors } from './me-errors.ts';
import {
  findOpenVerificationToken,
  findProfile,
  markEmailVerified,
  retireVerificationTokens,
  updateProfile,
  type ProfileChanges,
  type ProfileRow,
} from './profile.repository.ts';

const MINUTE = 60 * 1000;

type Deps = {
  db: Db;
  clock: () => Date;
  config: Config;
  mailer: Mailer;
  background: BackgroundTasks;
  accounts: AccountService;
  limits: RateLimits;
  /** Ad and soyad follow a verified identity (issue 27). */
  identity: Pick<IdentityService, 'verifiedName'>;
};

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    email: row.email,
    emailVerified: Boolean(row.email && row.emailVerifiedAt),
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    marketingConsent: row.marketingConsent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's profile and the e-mail address that works (stored unverified until its link). */
export function createProfileService(deps: Deps) {
  const { db, clock, config, mailer, background, accounts, limits, identity } = deps;
  // One verification e-mail per member per minute, whatever triggers it, on every instance.
  const mailPerMember = (userId: string) =>
    limits.hit(`verification-mail:${userId}`, { max: 1, windowMs: MINUTE });

  function mailLink(to: string, firstName: string, token: string) {
    const mail = verificationMail(config, firstName, token);
    background.run('e-mail verification', () => mailer.send({ to, ...mail }));
  }

  async function load(userId: string): Promise<ProfileRow> {
    const row = await findProfile(db, userId);
    if (!row) throw authErrors.unauthenticated();
    return row;
  }

  return {
    async getProfile(user: SessionUser): Promise<Profile> {
      return toProfile(await load(user.id));
    },

    async updateProfile(user: SessionUser, input: UpdateProfileInput) {
      const current = await load(user.id);
      const verified = await identity.verifiedName(user.id);
      if (
        verified &&
        ((input.firstName !== undefined && input.firstName !== verified.firstName) ||
          (input.lastName !== undefined && input.lastName !== verified.lastName))
      ) {
        // A different name is a different identity: it is checked again, from 'Kimlik Doğrulama'.
        throw new AppError('IDENTITY_NAME_LOCKED');
      }
      const changes: ProfileChanges = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.address !== undefined) changes.address = input.address;
      if (input.city !== undefined) changes.city = input.city;
      if (input.postalCode !== undefined) changes.postalCode = input.postalCode;
      const emailChanged =
        input.email !== undefined &&
        (input.email ?? null) !== (current.email?.toLowerCase() ?? null);
      if (emailChanged) {
        if (input.email && (await accounts.emailUsedByAnother(input.email, user.id))) {
          throw authErrors.emailTaken();
        }
        changes.email = input.email ?? null;
        changes.emailVerifiedAt = null;
      }
      const now = clock();
      try {
        const { row, token } = await db.transaction(async (tx) => {
          const updated = await updateProfile(tx, user.id, changes, now);
          if (!updated) throw authErrors.unauthenticated();
          if (!emailChanged) return { row: updated, token: null };
          await retireVerificationTokens(tx, user.id, now);
          const email = updated.email;
          return {
            row: updated,
            token: email ? await issueVerificationToken(tx, { userId: user.id, email, now }) : null,
          };
        });
        if (token && row.email) {
          await mailPerMember(user.id);
          mailLink(row.email, row.firstName, token);
        }
        return { user: toSessionUser(row), profile: toProfile(row) };
      } catch (error) {
        // Taken by a parallel request between the check and the update.
        if (isUniqueViolation(error)) throw authErrors.emailTaken();
        throw error;
      }
    },

    /** Sends the link again for the current, unverified address. */
    async resendVerification(user: SessionUser) {
      const row = await load(user.id);
      if (!row.email) throw meErrors.noEmail();
      if (row.emailVerifiedAt) throw meErrors.alreadyVerified();
      const limit = await mailPerMember(user.id);
      if (limit.limited) throw authErrors.tooManyAttempts(limit.retryAfter);
      const email = row.email;
      const now = clock();
      const token = await db.transaction((tx) =>
        issueVerificationToken(tx, { userId: user.id, email, now }),
      );
      mailLink(email, row.firstName, token);
    },

    /** The link's token: works once, within its time, for the address it was sent to. */
    async confirmEmail(token: string): Promise<{ email: string }> {
      const now = clock();
      const email = await db.transaction(async (tx) => {
        const open = await findOpenVerificationToken(tx, hashToken(token), now);
        if (!open?.email) return null;
        await retireVerificationTokens(tx, open.userId, now);
        await markEmailVerified(tx, open.userId, now);
        return open.email;
      });
      if (!email) throw meErrors.invalidVerificationToken();
      return { email };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
