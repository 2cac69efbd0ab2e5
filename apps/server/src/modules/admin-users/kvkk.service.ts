import { randomBytes, randomInt } from 'node:crypto';
import {
  ADMIN_KVKK_MESSAGES,
  ADMIN_KVKK_PAGE_SIZE,
  KVKK_ERASURE_RETENTION,
  type AdminKvkkPage,
  type AdminKvkkQuery,
  type AnswerKvkkInput,
  type KvkkApplication,
} from '@arsamezat/shared/admin/admin-kvkk';
import { DELETION_ANSWER_DAYS } from '@arsamezat/shared/member/settings';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionService } from '../auth/index.ts';
import { eraseIdentityData } from '../identity/index.ts';
import { lockUser } from './admin-users.repository.ts';
import {
  answerApplication,
  anonymiseUser,
  findApplication,
  lockApplication,
  selectApplications,
  type KvkkRow,
} from './kvkk.repository.ts';

type Deps = { db: Db; clock: () => Date; sessions: SessionService };

const DAY_MS = 24 * 60 * 60 * 1000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The phone an anonymised account keeps: '0' and 9 random letters or digits. Unique like every
 * phone, never a number anyone has (real ones are 10 digits starting with 5), never typed at
 * sign-in (the contract accepts only those).
 */
export function anonymousPhone(): string {
  let phone = '0';
  for (let i = 0; i < 9; i++) phone += ALPHABET.charAt(randomInt(ALPHABET.length));
  return phone;
}

/** A stored value no password matches (not an argon2 hash, so verification fails). */
const unusablePasswordHash = () => `!anonymised:${randomBytes(16).toString('hex')}`;

export function createKvkkService({ db, clock, sessions }: Deps) {
  function toApplication(row: KvkkRow, now: Date): KvkkApplication {
    const due = new Date(row.createdAt.getTime() + DELETION_ANSWER_DAYS * DAY_MS);
    return {
      id: row.id,
      userId: row.userId,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      phone: row.phone,
      email: row.email,
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      answerDueAt: due.toISOString(),
      answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
      answerNote: row.answerNote,
      overdue: row.status === 'received' && due < now,
    };
  }

  async function listApplications(query: AdminKvkkQuery): Promise<AdminKvkkPage> {
    const now = clock();
    const { rows, total } = await selectApplications(db, {
      filter: query.status,
      limit: ADMIN_KVKK_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_KVKK_PAGE_SIZE,
    });
    return {
      items: rows.map((row) => toApplication(row, now)),
      total,
      page: query.page,
      pageSize: ADMIN_KVKK_PAGE_SIZE,
    };
  }

  /** One attempt of the answer, in one transaction: the application and the person together. */
  async function answerOnce(actorId: string, id: string, input: AnswerKvkkInput) {
    const now = clock();
    await db.transaction(async (tx) => {
      const application = await lockApplication(tx, id);
      if (!application) throw new AppError('KVKK_NOT_FOUND');
      if (application.status !== 'received') throw new AppError('KVKK_ALREADY_ANSWERED');
      // An approval says what is kept and why (decision 066), after the operator's own words.
      const note =
        input.decision === 'approve'
          ? [input.note, KVKK_ERASURE_RETENTION].filter(Boolean).join('\n\n')
          : input.note === ''
            ? null
            : input.note;
      if (input.decision === 'approve') {
        const person = await lockUser(tx, application.userId);
        if (!person) throw new AppError('USER_NOT_FOUND');
        if (person.role === 'admin') throw new AppError('KVKK_ADMIN_ACCOUNT');
        if (!person.deletedAt) {
          await anonymiseUser(tx, {
            id: person.id,
            oldPhone: person.phone,
            phone: anonymousPhone(),
            passwordHash: unusablePasswordHash(),
            now,
          });
          await eraseIdentityData(tx, person.id);
          await sessions.deleteAllIn(tx, person.id);
        }
      }
      await answerApplication(tx, id, {
        status: input.decision === 'approve' ? 'completed' : 'rejected',
        note,
        by: actorId,
        now,
      });
      // No personal data in the log: the entry must outlive the person it describes.
      await recordAudit(tx, {
        actorId,
        action: input.decision === 'approve' ? 'kvkk.approved' : 'kvkk.rejected',
        entityType: 'deletion_request',
        entityId: id,
        before: { status: 'received', userId: application.userId },
        after: {
          status: input.decision === 'approve' ? 'completed' : 'rejected',
          userId: application.userId,
          anonymised: input.decision === 'approve',
        },
      });
    });
  }

  /** Approve (anonymise the person) or reject with a note; each application is answered once. */
  async function answerApplicationById(actorId: string, id: string, input: AnswerKvkkInput) {
    for (let attempt = 1; ; attempt++) {
      try {
        await answerOnce(actorId, id, input);
        break;
      } catch (error) {
        // The random phone met another anonymised one: draw again (1 in 10^14 per pair).
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
    const row = await findApplication(db, id);
    if (!row) throw new AppError('KVKK_NOT_FOUND');
    return {
      application: toApplication(row, clock()),
      message:
        input.decision === 'approve' ? ADMIN_KVKK_MESSAGES.approved : ADMIN_KVKK_MESSAGES.rejected,
    };
  }

  return { listApplications, answerApplication: answerApplicationById };
}

export type KvkkService = ReturnType<typeof createKvkkService>;
