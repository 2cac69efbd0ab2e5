import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { firmMembershipOf, type FirmMembership } from './firm-membership.ts';

/**
 * The firm side's authorisation, asked by every firm service on each request (issue 28): the
 * member's own firm, read from the database, never an id the client sent. Objects are then
 * looked up with `firm_id = membership.firmId`, so another firm's listing is simply not found.
 */
export async function requireFirmMember(db: Db | Tx, userId: string): Promise<FirmMembership> {
  const membership = await firmMembershipOf(db, userId);
  if (!membership) throw new AppError('FIRM_REQUIRED');
  return membership;
}

/** As `requireFirmMember`, for what only an approved firm may do (send listings, buy packages). */
export async function requireApprovedFirm(db: Db | Tx, userId: string): Promise<FirmMembership> {
  const membership = await requireFirmMember(db, userId);
  if (membership.firmStatus !== 'approved') throw new AppError('FIRM_NOT_APPROVED');
  return membership;
}

/** As `requireFirmMember`, for the owner's own decisions (staff, the firm's details). */
export async function requireFirmOwner(db: Db | Tx, userId: string): Promise<FirmMembership> {
  const membership = await requireFirmMember(db, userId);
  if (membership.role !== 'owner') throw new AppError('FIRM_OWNER_ONLY');
  return membership;
}
