import {
  ADMIN_FIRMS_PAGE_SIZE,
  type AdminFirm,
  type AdminFirmsPage,
  type AdminFirmsQuery,
  type FirmDecision,
} from '@arsamezat/shared/admin/admin-firms';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit, type AuditAction } from '../audit/index.ts';
import { recordFirmDecision } from '../notifications/index.ts';
import { toFirmDocument } from './firm-documents.ts';
import { firmErrors } from './firm-errors.ts';
import {
  lockFirm,
  selectFirm,
  selectFirmDocument,
  selectFirmDocuments,
  selectFirmMembers,
  selectFirmsPage,
  selectUserName,
  updateFirm,
  type FirmStatusValue,
} from './firms.repository.ts';

type Deps = { db: Db; clock: () => Date; storage: Storage; log: FastifyBaseLogger };

type Rule = {
  from: readonly FirmStatusValue[];
  to: FirmStatusValue;
  action: AuditAction;
  event:
    | 'firm_approved'
    | 'firm_documents_requested'
    | 'firm_rejected'
    | 'firm_suspended'
    | 'firm_reinstated';
};

/**
 * Which decision moves a firm from where to where (decision 068). A suspended firm keeps its
 * listings; it only cannot send new ones (the firm guards read `approved`).
 */
const RULES: Record<FirmDecision, Rule> = {
  approve: {
    from: ['pending', 'needs_documents'],
    to: 'approved',
    action: 'firm.approved',
    event: 'firm_approved',
  },
  'request-documents': {
    from: ['pending', 'needs_documents'],
    to: 'needs_documents',
    action: 'firm.documents_requested',
    event: 'firm_documents_requested',
  },
  reject: {
    from: ['pending', 'needs_documents'],
    to: 'rejected',
    action: 'firm.rejected',
    event: 'firm_rejected',
  },
  suspend: {
    from: ['approved'],
    to: 'suspended',
    action: 'firm.suspended',
    event: 'firm_suspended',
  },
  reinstate: {
    from: ['suspended'],
    to: 'approved',
    action: 'firm.reinstated',
    event: 'firm_reinstated',
  },
};

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** The operator's 'Firmalar' (issue 28): the queue, a firm, its documents and the decisions. */
export function createFirmAdminService({ db, clock, storage, log }: Deps) {
  async function list(query: AdminFirmsQuery): Promise<AdminFirmsPage> {
    const page = await selectFirmsPage(db, {
      status: query.status,
      limit: ADMIN_FIRMS_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_FIRMS_PAGE_SIZE,
    });
    return {
      items: page.items.map((row) => ({
        id: row.id,
        title: row.title,
        taxNumber: row.taxNumber,
        status: row.status,
        applicantName: fullName(row.applicantFirstName, row.applicantLastName),
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
      total: page.total,
      waiting: page.waiting,
      page: query.page,
      pageSize: ADMIN_FIRMS_PAGE_SIZE,
    };
  }

  async function get(firmId: string): Promise<AdminFirm> {
    const firm = await selectFirm(db, firmId);
    if (!firm) throw firmErrors.notFound();
    const [documents, members, applicantName, decidedByName] = await Promise.all([
      selectFirmDocuments(db, firmId),
      selectFirmMembers(db, firmId),
      selectUserName(db, firm.appliedBy),
      selectUserName(db, firm.decidedBy),
    ]);
    return {
      id: firm.id,
      slug: firm.slug,
      title: firm.title,
      taxOffice: firm.taxOffice,
      taxNumber: firm.taxNumber,
      mersisNo: firm.mersisNo,
      address: firm.address,
      phone: firm.phone,
      email: firm.email,
      applicantRole: firm.applicantRole,
      status: firm.status,
      statusReason: firm.statusReason,
      createdAt: firm.createdAt.toISOString(),
      decidedAt: firm.decidedAt?.toISOString() ?? null,
      approvedAt: firm.approvedAt?.toISOString() ?? null,
      applicantName,
      decidedByName,
      documents: documents.map(toFirmDocument),
      members: members.map((member) => ({
        userId: member.userId,
        fullName: `${member.firstName} ${member.lastName}`.trim(),
        phone: member.phone,
        role: member.role,
        addedAt: member.addedAt.toISOString(),
      })),
    };
  }

  /**
   * One decision in one transaction over the locked firm row: the status, the operator's note,
   * the audit row and the owner's notification (e-mail + in-app, delivered after commit).
   */
  async function decide(
    actorId: string,
    firmId: string,
    decision: FirmDecision,
    reason: string | null,
  ): Promise<AdminFirm> {
    const rule = RULES[decision];
    await db.transaction(async (tx) => {
      const firm = await lockFirm(tx, firmId);
      if (!firm) throw firmErrors.notFound();
      if (!rule.from.includes(firm.status)) throw firmErrors.statusConflict();
      const now = clock();
      const updated = await updateFirm(tx, firmId, {
        status: rule.to,
        statusReason: reason,
        decidedBy: actorId,
        decidedAt: now,
        updatedAt: now,
        ...(rule.to === 'approved' && firm.approvedAt === null ? { approvedAt: now } : {}),
      });
      await recordAudit(tx, {
        actorId,
        action: rule.action,
        entityType: 'firm',
        entityId: firmId,
        before: { title: firm.title, status: firm.status, statusReason: firm.statusReason },
        after: { title: updated.title, status: updated.status, statusReason: updated.statusReason },
      });
      const owners = (await selectFirmMembers(tx, firmId))
        .filter((member) => member.role === 'owner')
        .map((member) => member.userId);
      await recordFirmDecision(tx, {
        event: rule.event,
        firmId,
        firmTitle: firm.title,
        reason,
        ownerIds: owners.length > 0 ? owners : firm.appliedBy ? [firm.appliedBy] : [],
        now,
      });
    });
    return get(firmId);
  }

  /** A document's file for the operator; each download is written to the audit log first. */
  async function download(actorId: string, firmId: string, documentId: string) {
    const row = await selectFirmDocument(db, firmId, documentId);
    if (!row) throw firmErrors.documentNotFound();
    const data = await storage.read(row.storageKey);
    if (!data) {
      log.error({ documentId }, 'a firm document has no stored file');
      throw firmErrors.documentNotFound();
    }
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorId,
        action: 'firm.document_downloaded',
        entityType: 'firm',
        entityId: firmId,
        before: null,
        after: { document: toFirmDocument(row) },
      }),
    );
    return { data, contentType: row.contentType, fileName: row.fileName };
  }

  return { list, get, decide, download };
}

export type FirmAdminService = ReturnType<typeof createFirmAdminService>;
