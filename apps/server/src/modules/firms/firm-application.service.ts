import { randomUUID } from 'node:crypto';
import {
  FIRM_APPLICATION_FILES,
  FIRM_DOCUMENT_KINDS,
  FIRM_LIMITS,
  FIRM_MESSAGES,
  FirmApplicationFieldsSchema,
  type FirmApplication,
  type MyFirmApplication,
} from '@arsamezat/shared/firms/firm-application';
import type { SessionFirm } from '@arsamezat/shared/accounts/session';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/index.ts';
import {
  checkFirmFile,
  storeFirmFile,
  toFirmDocument,
  type FirmUploadFile,
  type StoredFirmFile,
} from './firm-documents.ts';
import { firmErrors, violatedConstraint } from './firm-errors.ts';
import { firmMembershipOf } from './firm-membership.ts';
import { freeSlug, slugOf } from './firm-slug.ts';
import {
  countFirmDocuments,
  deleteMembership,
  insertFirm,
  insertFirmDocument,
  insertMembership,
  lockFirm,
  selectFirmDocuments,
  selectMemberFirm,
  slugsLike,
  taxNumberInUse,
  updateFirm,
  type FirmRow,
} from './firms.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** The private document storage (the one listing documents use, decision 033). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Whether the member's identity is verified ('Kimlik Doğrulama', issue 27). */
  isIdentityVerified: (userId: string) => Promise<boolean>;
};

/** What an application request carried: the form's fields as sent, and the two files. */
export type FirmApplicationUpload = {
  fields: Record<string, string>;
  files: Partial<Record<'authorisation' | 'registry', FirmUploadFile>>;
};

/** A missing document: its kind as sent and the file. */
export type FirmDocumentUpload = { kind: string | undefined; file: FirmUploadFile | undefined };

function toApplication(
  firm: FirmRow,
  role: 'owner' | 'staff',
  documents: Awaited<ReturnType<typeof selectFirmDocuments>>,
): FirmApplication {
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
    role,
    createdAt: firm.createdAt.toISOString(),
    decidedAt: firm.decidedAt?.toISOString() ?? null,
    documents: documents.map(toFirmDocument),
  };
}

/**
 * 'Kurumsal Başvuru' (issue 28, decision 068): a verified member applies for a firm with two
 * documents and becomes its owner; the applicant follows the status and, when the operator asks,
 * adds the missing document. Files are checked by content and stored before the transaction;
 * the rows and the audit go in one transaction; a failed transaction removes the stored files.
 */
export function createFirmApplicationService({
  db,
  clock,
  storage,
  log,
  isIdentityVerified,
}: Deps) {
  async function mine(userId: string): Promise<MyFirmApplication> {
    const found = await selectMemberFirm(db, userId);
    if (!found) return { application: null };
    const documents = await selectFirmDocuments(db, found.firm.id);
    return { application: toApplication(found.firm, found.role, documents) };
  }

  /** The member's firm for the session answer (the member menu); null when none. */
  async function sessionFirm(userId: string): Promise<SessionFirm | null> {
    const membership = await firmMembershipOf(db, userId);
    if (!membership) return null;
    return {
      slug: membership.firmSlug,
      title: membership.firmTitle,
      status: membership.firmStatus,
      role: membership.role,
    };
  }

  async function removeStored(files: StoredFirmFile[]) {
    for (const file of files) {
      await storage.delete(file.storageKey).catch((error: unknown) => {
        log.warn({ err: error }, 'a firm document file could not be removed');
      });
    }
  }

  /**
   * The checks run in the order the applicant fixes them: identity, an existing application,
   * the fields (each with its message), the two documents (present, then PDF/JPEG/PNG by
   * content), then the tax number's uniqueness. Nothing is stored before all pass.
   */
  async function apply(userId: string, upload: FirmApplicationUpload): Promise<MyFirmApplication> {
    if (!(await isIdentityVerified(userId))) throw firmErrors.identityRequired();
    const existing = await selectMemberFirm(db, userId);
    if (existing && existing.firm.status !== 'rejected') throw firmErrors.applicationExists();

    const parsed = FirmApplicationFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || '_';
        fields[key] ??= issue.message;
      }
      const first = parsed.error.issues[0]?.message ?? 'Geçersiz istek.';
      throw new AppError('VALIDATION', first, { fields });
    }
    const values = parsed.data;

    const { authorisation, registry } = upload.files;
    if (!authorisation) {
      throw firmErrors.documentRequired(
        FIRM_APPLICATION_FILES.authorisation,
        FIRM_MESSAGES.authorisationRequired,
      );
    }
    if (!registry) {
      throw firmErrors.documentRequired(
        FIRM_APPLICATION_FILES.registry,
        FIRM_MESSAGES.registryRequired,
      );
    }
    const authorisationType = checkFirmFile(FIRM_APPLICATION_FILES.authorisation, authorisation);
    const registryType = checkFirmFile(FIRM_APPLICATION_FILES.registry, registry);
    if (await taxNumberInUse(db, values.taxNumber)) throw firmErrors.taxNumberTaken();

    const firmId = randomUUID();
    const stored: StoredFirmFile[] = [];
    try {
      stored.push(await storeFirmFile({ storage, log }, firmId, authorisation, authorisationType));
      stored.push(await storeFirmFile({ storage, log }, firmId, registry, registryType));
      const now = clock();
      await db.transaction(async (tx) => {
        if (existing) {
          // A rejected applicant applies again: the old firm stays on record without them.
          await deleteMembership(tx, existing.firm.id, userId);
        }
        const base = slugOf(values.title);
        const firm = await insertFirm(tx, {
          id: firmId,
          slug: freeSlug(base, await slugsLike(tx, base)),
          title: values.title,
          taxOffice: values.taxOffice,
          taxNumber: values.taxNumber,
          mersisNo: values.mersisNo === '' ? null : values.mersisNo,
          address: values.address,
          phone: values.phone,
          email: values.email,
          applicantRole: values.applicantRole,
          status: 'pending',
          appliedBy: userId,
          createdAt: now,
          updatedAt: now,
        });
        await insertMembership(tx, { firmId, userId, role: 'owner', addedBy: null, now });
        const kinds = ['yetki_belgesi', values.registryKind] as const;
        const documents = [];
        for (const [index, file] of stored.entries()) {
          documents.push(
            await insertFirmDocument(tx, {
              firmId,
              kind: kinds[index] ?? 'diger',
              fileName: file.fileName,
              contentType: file.contentType,
              size: file.size,
              storageKey: file.storageKey,
              uploadedBy: userId,
              createdAt: now,
            }),
          );
        }
        await recordAudit(tx, {
          actorId: userId,
          action: 'firm.applied',
          entityType: 'firm',
          entityId: firmId,
          before: existing ? { previousFirmId: existing.firm.id, status: 'rejected' } : null,
          after: {
            firm: { ...firm, statusReason: null },
            documents: documents.map(toFirmDocument),
          },
        });
      });
    } catch (error) {
      await removeStored(stored);
      const constraint = violatedConstraint(error);
      if (constraint === 'firms_tax_number_live_key') throw firmErrors.taxNumberTaken();
      if (constraint === 'firm_members_user_key') throw firmErrors.applicationExists();
      throw error;
    }
    return mine(userId);
  }

  /** The document the operator asked for: accepted only while 'Eksik Belge'; back to İnceleniyor. */
  async function addDocument(
    userId: string,
    upload: FirmDocumentUpload,
  ): Promise<MyFirmApplication> {
    const found = await selectMemberFirm(db, userId);
    if (!found) throw firmErrors.applicationNotFound();
    if (found.firm.status !== 'needs_documents') throw firmErrors.applicationLocked();
    const kind = FIRM_DOCUMENT_KINDS.find((k) => k === upload.kind);
    if (!kind) throw firmErrors.kindRequired();
    if (!upload.file) throw firmErrors.noDocument();
    const contentType = checkFirmFile('file', upload.file);
    const firmId = found.firm.id;
    const stored = await storeFirmFile({ storage, log }, firmId, upload.file, contentType);
    try {
      const now = clock();
      await db.transaction(async (tx) => {
        const firm = await lockFirm(tx, firmId);
        if (!firm) throw firmErrors.applicationNotFound();
        if (firm.status !== 'needs_documents') throw firmErrors.applicationLocked();
        if ((await countFirmDocuments(tx, firmId)) >= FIRM_LIMITS.documentsMax) {
          throw firmErrors.tooManyDocuments();
        }
        const row = await insertFirmDocument(tx, {
          firmId,
          kind,
          fileName: stored.fileName,
          contentType: stored.contentType,
          size: stored.size,
          storageKey: stored.storageKey,
          uploadedBy: userId,
          createdAt: now,
        });
        await updateFirm(tx, firmId, { status: 'pending', updatedAt: now });
        await recordAudit(tx, {
          actorId: userId,
          action: 'firm.document_added',
          entityType: 'firm',
          entityId: firmId,
          before: { status: firm.status, statusReason: firm.statusReason },
          after: { status: 'pending', document: toFirmDocument(row) },
        });
      });
    } catch (error) {
      await removeStored([stored]);
      throw error;
    }
    return mine(userId);
  }

  return { mine, sessionFirm, apply, addDocument };
}

export type FirmApplicationService = ReturnType<typeof createFirmApplicationService>;
