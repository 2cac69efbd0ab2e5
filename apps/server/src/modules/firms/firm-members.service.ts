import type { FirmMembers } from '@arsamezat/shared/firms/firm-members';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { requireFirmMember, requireFirmOwner } from './firm-guards.ts';
import { firmErrors, violatedConstraint } from './firm-errors.ts';
import type { FirmMembership } from './firm-membership.ts';
import {
  deleteMembership,
  insertMembership,
  lockFirm,
  selectAccountByPhone,
  selectFirmMembers,
  selectMemberFirm,
} from './firms.repository.ts';

/**
 * 'Firma Kullanıcıları' (issue 28): every member of a firm sees its users; only the owner adds
 * staff (by phone number: an existing member who is in no firm) and removes them, each audited
 * with who did it. The firm is always the caller's own (`requireFirmOwner`), never one named by
 * the client.
 */
export function createFirmMembersService({ db, clock }: { db: Db; clock: () => Date }) {
  async function view(membership: FirmMembership): Promise<FirmMembers> {
    const rows = await selectFirmMembers(db, membership.firmId);
    return {
      firm: { title: membership.firmTitle },
      myRole: membership.role,
      members: rows.map((row) => ({
        userId: row.userId,
        fullName: `${row.firstName} ${row.lastName}`.trim(),
        phone: row.phone,
        role: row.role,
        addedAt: row.addedAt.toISOString(),
        addedByName:
          row.adderFirstName === null
            ? null
            : `${row.adderFirstName} ${row.adderLastName ?? ''}`.trim(),
      })),
    };
  }

  /** The owner of an approved (or suspended) firm: staff join a firm the operator has accepted. */
  async function requireManagingOwner(userId: string): Promise<FirmMembership> {
    const membership = await requireFirmOwner(db, userId);
    if (membership.firmStatus !== 'approved' && membership.firmStatus !== 'suspended') {
      throw new AppError('FIRM_NOT_APPROVED');
    }
    return membership;
  }

  async function list(userId: string): Promise<FirmMembers> {
    return view(await requireFirmMember(db, userId));
  }

  async function add(userId: string, phone: string): Promise<FirmMembers> {
    const membership = await requireManagingOwner(userId);
    const account = await selectAccountByPhone(db, phone);
    if (!account) throw firmErrors.memberUnknown();
    if (await selectMemberFirm(db, account.id)) throw firmErrors.memberTaken();
    try {
      await db.transaction(async (tx) => {
        if (!(await lockFirm(tx, membership.firmId))) throw firmErrors.notFound();
        await insertMembership(tx, {
          firmId: membership.firmId,
          userId: account.id,
          role: 'staff',
          addedBy: userId,
          now: clock(),
        });
        await recordAudit(tx, {
          actorId: userId,
          action: 'firm.member_added',
          entityType: 'firm',
          entityId: membership.firmId,
          before: null,
          after: {
            member: { userId: account.id, name: `${account.firstName} ${account.lastName}`.trim() },
            role: 'staff',
          },
        });
      });
    } catch (error) {
      // Another firm took the member between the check and the insert.
      if (violatedConstraint(error) !== null) throw firmErrors.memberTaken();
      throw error;
    }
    return view(membership);
  }

  async function remove(userId: string, memberId: string): Promise<FirmMembers> {
    const membership = await requireManagingOwner(userId);
    await db.transaction(async (tx) => {
      if (!(await lockFirm(tx, membership.firmId))) throw firmErrors.notFound();
      const target = (await selectFirmMembers(tx, membership.firmId)).find(
        (member) => member.userId === memberId,
      );
      if (!target) throw firmErrors.memberNotFound();
      if (target.role === 'owner') throw firmErrors.ownerRemoval();
      await deleteMembership(tx, membership.firmId, memberId);
      await recordAudit(tx, {
        actorId: userId,
        action: 'firm.member_removed',
        entityType: 'firm',
        entityId: membership.firmId,
        before: {
          member: { userId: memberId, name: `${target.firstName} ${target.lastName}`.trim() },
          role: target.role,
        },
        after: null,
      });
    });
    return view(membership);
  }

  return { list, add, remove };
}

export type FirmMembersService = ReturnType<typeof createFirmMembersService>;
