import type { SessionFirm, SessionResponse, SessionUser, UserRole } from './session.ts';
import { isIsoUtc, isRecord } from '../core/answer-reading.ts';
import { SESSION_FIRM_ROLES, SESSION_FIRM_STATUSES } from './session-firm.ts';

/*
 * GET /api/auth/session read without zod (decision 063). Every page asks for the session first,
 * and on a server-rendered page the answer arrives while the page is starting: loading zod and
 * building the schema then cost the phone a long task before the page was live, for one small
 * object our own server wrote. This reads it by hand to what `SessionResponseSchema` (the
 * contract, session.ts) accepts and gives back — a test holds the two to the same answers.
 */

/** The session answer was not the contract's shape. */
export class SessionAnswerError extends Error {
  override name = 'SessionAnswerError';
}

const ROLES: readonly UserRole[] = ['admin', 'user'];
function text(user: Record<string, unknown>, key: keyof SessionUser): string {
  const value = user[key];
  if (typeof value !== 'string') throw new SessionAnswerError(`session user: ${key}`);
  return value;
}

/** The member's firm (issue 28): absent, null, or its four fields. */
function readFirm(firm: unknown): SessionFirm | null {
  if (firm === null) return null;
  if (!isRecord(firm)) throw new SessionAnswerError('session user: firm');
  const { slug, title, status, role } = firm;
  if (typeof slug !== 'string' || typeof title !== 'string')
    throw new SessionAnswerError('session user: firm');
  if (!SESSION_FIRM_STATUSES.includes(status as SessionFirm['status']))
    throw new SessionAnswerError('session user: firm status');
  if (!SESSION_FIRM_ROLES.includes(role as SessionFirm['role']))
    throw new SessionAnswerError('session user: firm role');
  return {
    slug,
    title,
    status: status as SessionFirm['status'],
    role: role as SessionFirm['role'],
  };
}

function readUser(user: unknown): SessionUser {
  if (!isRecord(user)) throw new SessionAnswerError('session user: not an object');
  const email = user.email;
  if (email !== null && typeof email !== 'string') throw new SessionAnswerError('session: email');
  const role = user.role;
  if (!ROLES.includes(role as UserRole)) throw new SessionAnswerError('session user: role');
  if (typeof user.marketingConsent !== 'boolean')
    throw new SessionAnswerError('session user: marketingConsent');
  const createdAt = text(user, 'createdAt');
  if (!isIsoUtc(createdAt)) throw new SessionAnswerError('session user: createdAt');
  // Only the contract's fields, as zod's object parse leaves them.
  const firm = user.firm === undefined ? undefined : readFirm(user.firm);
  return {
    ...(firm === undefined ? {} : { firm }),
    id: text(user, 'id'),
    firstName: text(user, 'firstName'),
    lastName: text(user, 'lastName'),
    fullName: text(user, 'fullName'),
    phone: text(user, 'phone'),
    email,
    role: role as UserRole,
    marketingConsent: user.marketingConsent,
    createdAt,
  };
}

/** The signed-in member of a session answer, or null for a guest; throws on any other shape. */
export function readSessionAnswer(data: unknown): SessionResponse['user'] {
  if (!isRecord(data) || !('user' in data)) throw new SessionAnswerError('session: no user');
  return data.user === null ? null : readUser(data.user);
}
