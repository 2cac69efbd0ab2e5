import { z } from 'zod';
import {
  FIRM_ROLES,
  FIRM_STATUSES,
  FirmApplicationSchema,
  reasonField,
} from '../firms/firm-application.ts';

/** The operator's 'Firmalar' (/api/admin/firms, issue 28): the queue, a firm, its decisions. */

export const ADMIN_FIRMS_PAGE_SIZE = 20;
export const ADMIN_FIRM_FILTERS = ['queue', 'all', ...FIRM_STATUSES] as const;
export type AdminFirmFilter = (typeof ADMIN_FIRM_FILTERS)[number];
export const ADMIN_FIRM_FILTER_LABELS: Record<AdminFirmFilter, string> = {
  queue: 'Bekleyenler',
  all: 'Tümü',
  pending: 'İnceleniyor',
  needs_documents: 'Eksik Belge',
  approved: 'Onaylı',
  rejected: 'Reddedilen',
  suspended: 'Askıda',
};

export const AdminFirmsQuerySchema = z.object({
  status: z.enum(ADMIN_FIRM_FILTERS, { error: 'Geçersiz filtre.' }).default('queue'),
  page: z.coerce
    .number({ error: 'Sayfa numarası geçersiz.' })
    .int('Sayfa numarası geçersiz.')
    .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
    .max(10_000, 'Sayfa numarası çok büyük.')
    .default(1),
});
export type AdminFirmsQuery = z.output<typeof AdminFirmsQuerySchema>;

const isoDate = z.iso.datetime({ offset: true });

export const AdminFirmRowSchema = z.object({
  id: z.guid(),
  title: z.string(),
  taxNumber: z.string(),
  status: z.enum(FIRM_STATUSES),
  applicantName: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type AdminFirmRow = z.infer<typeof AdminFirmRowSchema>;

export const AdminFirmsPageSchema = z.object({
  items: z.array(AdminFirmRowSchema).max(ADMIN_FIRMS_PAGE_SIZE),
  total: z.number().int().min(0),
  /** Applications waiting for the operator (İnceleniyor), whatever the filter. */
  waiting: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminFirmsPage = z.infer<typeof AdminFirmsPageSchema>;

export const AdminFirmMemberSchema = z.object({
  userId: z.guid(),
  fullName: z.string(),
  phone: z.string(),
  role: z.enum(FIRM_ROLES),
  addedAt: isoDate,
});

export const AdminFirmSchema = FirmApplicationSchema.omit({ role: true }).extend({
  applicantName: z.string().nullable(),
  decidedByName: z.string().nullable(),
  approvedAt: isoDate.nullable(),
  members: z.array(AdminFirmMemberSchema).max(100),
});
export type AdminFirm = z.infer<typeof AdminFirmSchema>;

export const AdminFirmIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz firma numarası.' }),
});
export const AdminFirmDocumentParamsSchema = AdminFirmIdParamsSchema.extend({
  documentId: z.guid({ error: 'Belge bulunamadı.' }),
});

/** 'Eksik Belge İste', 'Reddet', 'Askıya Al': the note is required and shown to the applicant. */
export const FirmDecisionReasonSchema = z.object({ reason: reasonField() });
export type FirmDecisionReason = z.input<typeof FirmDecisionReasonSchema>;

export const FIRM_DECISIONS = [
  'approve',
  'request-documents',
  'reject',
  'suspend',
  'reinstate',
] as const;
export type FirmDecision = (typeof FIRM_DECISIONS)[number];
