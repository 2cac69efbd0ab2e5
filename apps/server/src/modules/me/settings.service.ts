import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import {
  DELETION_ANSWER_DAYS,
  type CreateDeletionRequestInput,
  type DeletionRequest,
  type UpdateSettingsInput,
  type UserSettings,
} from '@arsamezat/shared/member/settings';
import type { Db } from '../../db/client.ts';
import { authErrors } from '../auth/index.ts';
import {
  insertDeletionRequest,
  latestDeletionRequest,
  openDeletionRequest,
  type DeletionRequestRow,
} from './deletion-requests.repository.ts';
import { setMarketingConsent } from './profile.repository.ts';
import { findSettings, insertDefaultSettings, updateSettings } from './settings.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

function toDeletionRequest(row: DeletionRequestRow): DeletionRequest {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answerDueAt: new Date(row.createdAt.getTime() + DELETION_ANSWER_DAYS * DAY).toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerNote: row.answerNote,
  };
}

/** The member's settings (spec 02 §2.7) and their KVKK deletion application (decision 021). */
export function createSettingsService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function read(userId: string): Promise<UserSettings> {
    const existing = await findSettings(db, userId);
    if (existing) return existing;
    await insertDefaultSettings(db, userId, clock());
    const created = await findSettings(db, userId);
    if (!created) throw authErrors.unauthenticated();
    return created;
  }

  return {
    /** Created with the defaults on first read (spec 02 §7). */
    getSettings(user: SessionUser): Promise<UserSettings> {
      return read(user.id);
    },

    /** `marketingEmails` and the account's marketing consent change together. */
    async updateSettings(user: SessionUser, input: UpdateSettingsInput): Promise<UserSettings> {
      await read(user.id);
      const now = clock();
      return db.transaction(async (tx) => {
        const { marketingEmails, ...rest } = input;
        if (marketingEmails !== undefined) {
          await setMarketingConsent(tx, user.id, marketingEmails, now);
        }
        const row = await updateSettings(tx, user.id, rest, now);
        if (!row) throw authErrors.unauthenticated();
        return row;
      });
    },

    async getDeletionRequest(user: SessionUser): Promise<DeletionRequest | null> {
      const row = await latestDeletionRequest(db, user.id);
      return row ? toDeletionRequest(row) : null;
    },

    /** One open application at a time: asking again answers the open one. */
    async requestDeletion(
      user: SessionUser,
      input: CreateDeletionRequestInput,
    ): Promise<{ request: DeletionRequest; created: boolean }> {
      const now = clock();
      return db.transaction(async (tx) => {
        const open = await openDeletionRequest(tx, user.id);
        if (open) return { request: toDeletionRequest(open), created: false };
        const row = await insertDeletionRequest(tx, {
          userId: user.id,
          reason: input.reason || null,
          now,
        });
        return { request: toDeletionRequest(row), created: true };
      });
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
