import { z } from 'zod';
import { normalizePhone } from '../accounts/phone.ts';
import { text } from '../core/text.ts';
import { isValidTaxNumber } from './tax-number.ts';

/**
 * 'Kurumsal Başvuru' (issue 28, decision 068): a verified member applies for a seller firm with
 * its details and two documents; the operator approves, asks for a missing document, rejects or
 * (once approved) suspends. These are the application's fields, statuses and documents.
 */

export const FIRM_STATUSES = [
  'pending',
  'needs_documents',
  'approved',
  'rejected',
  'suspended',
] as const;
export type FirmStatus = (typeof FIRM_STATUSES)[number];

export const FIRM_STATUS_LABELS: Record<FirmStatus, string> = {
  pending: 'İnceleniyor',
  needs_documents: 'Eksik Belge',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
  suspended: 'Askıya Alındı',
};

export const FIRM_ROLES = ['owner', 'staff'] as const;
export type FirmRole = (typeof FIRM_ROLES)[number];
export const FIRM_ROLE_LABELS: Record<FirmRole, string> = {
  owner: 'Firma Sahibi',
  staff: 'Firma Kullanıcısı',
};

export const FIRM_DOCUMENT_KINDS = [
  'yetki_belgesi',
  'vergi_levhasi',
  'ticaret_sicil_gazetesi',
  'diger',
] as const;
export type FirmDocumentKind = (typeof FIRM_DOCUMENT_KINDS)[number];
export const FIRM_DOCUMENT_KIND_LABELS: Record<FirmDocumentKind, string> = {
  yetki_belgesi: 'Yetki Belgesi',
  vergi_levhasi: 'Vergi Levhası',
  ticaret_sicil_gazetesi: 'Ticaret Sicil Gazetesi',
  diger: 'Diğer Belge',
};
/** The second required document: either of these. */
export const FIRM_REGISTRY_KINDS = ['vergi_levhasi', 'ticaret_sicil_gazetesi'] as const;
export type FirmRegistryKind = (typeof FIRM_REGISTRY_KINDS)[number];

export const FIRM_DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type FirmDocumentContentType = (typeof FIRM_DOCUMENT_CONTENT_TYPES)[number];
/** What the file pickers offer; the server decides by the file's first bytes. */
export const FIRM_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export const FIRM_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  taxOfficeMin: 2,
  taxOfficeMax: 100,
  addressMin: 10,
  addressMax: 500,
  emailMax: 254,
  roleMin: 2,
  roleMax: 100,
  reasonMin: 5,
  reasonMax: 1000,
  /** Per document file. */
  documentMaxBytes: 10 * 1024 * 1024,
  /** Documents one firm may hold (two at application, the rest on the operator's request). */
  documentsMax: 20,
  fileNameMax: 120,
} as const;

export const FIRM_MESSAGES = {
  titleRequired: 'Ticari unvanı giriniz.',
  titleShort: `Ticari unvan en az ${FIRM_LIMITS.titleMin} karakter olmalıdır.`,
  titleLong: `Ticari unvan en fazla ${FIRM_LIMITS.titleMax} karakter olabilir.`,
  taxOfficeRequired: 'Vergi dairesini giriniz.',
  taxOfficeShort: `Vergi dairesi en az ${FIRM_LIMITS.taxOfficeMin} karakter olmalıdır.`,
  taxOfficeLong: `Vergi dairesi en fazla ${FIRM_LIMITS.taxOfficeMax} karakter olabilir.`,
  taxNumberRequired: 'Vergi kimlik numarasını giriniz.',
  taxNumberDigits: 'Vergi kimlik numarası 10 haneli olmalıdır.',
  taxNumberInvalid: 'Geçerli bir vergi kimlik numarası giriniz.',
  mersisDigits: 'MERSİS numarası 16 haneli olmalıdır.',
  addressRequired: 'Firma adresini giriniz.',
  addressShort: `Adres en az ${FIRM_LIMITS.addressMin} karakter olmalıdır.`,
  addressLong: `Adres en fazla ${FIRM_LIMITS.addressMax} karakter olabilir.`,
  phoneRequired: 'Firma telefon numarasını giriniz.',
  phoneInvalid: 'Geçerli bir telefon numarası giriniz (10 hane, örn. 212 123 45 67).',
  emailRequired: 'Firma e-posta adresini giriniz.',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz.',
  roleRequired: 'Firmadaki görevinizi giriniz.',
  roleShort: `Görev en az ${FIRM_LIMITS.roleMin} karakter olmalıdır.`,
  roleLong: `Görev en fazla ${FIRM_LIMITS.roleMax} karakter olabilir.`,
  authorisationRequired: 'Yetki Belgesi yükleyiniz.',
  registryRequired: 'Vergi Levhası veya Ticaret Sicil Gazetesi yükleyiniz.',
  registryKindRequired: 'Belge türünü seçiniz: Vergi Levhası veya Ticaret Sicil Gazetesi.',
  documentKindRequired: 'Belge türünü seçiniz.',
  documentRequired: 'Yüklenecek bir belge seçiniz.',
  unsupported: 'Yalnızca PDF, JPEG veya PNG belgeler yüklenebilir.',
  tooLarge: `Bir belge en fazla ${FIRM_LIMITS.documentMaxBytes / 1024 / 1024} MB olabilir.`,
  tooManyDocuments: `Bir firmaya en fazla ${FIRM_LIMITS.documentsMax} belge eklenebilir.`,
  identityRequired: 'Kurumsal başvuru yapabilmek için önce kimliğinizi doğrulamanız gerekir.',
  reasonRequired: 'Açıklama yazınız.',
  reasonShort: `Açıklama en az ${FIRM_LIMITS.reasonMin} karakter olmalıdır.`,
  reasonLong: `Açıklama en fazla ${FIRM_LIMITS.reasonMax} karakter olabilir.`,
} as const;

/** A firm's phone: the 10-digit national number (landline or mobile), like the account's. */
export const FIRM_PHONE_PATTERN = /^[2-58]\d{9}$/;

const M = FIRM_MESSAGES;

/** The application's fields, in the order the form shows them and the server checks them. */
export const FirmApplicationFieldsSchema = z.object({
  title: text({ error: M.titleRequired })
    .min(1, M.titleRequired)
    .min(FIRM_LIMITS.titleMin, M.titleShort)
    .max(FIRM_LIMITS.titleMax, M.titleLong),
  taxOffice: text({ error: M.taxOfficeRequired })
    .min(1, M.taxOfficeRequired)
    .min(FIRM_LIMITS.taxOfficeMin, M.taxOfficeShort)
    .max(FIRM_LIMITS.taxOfficeMax, M.taxOfficeLong),
  taxNumber: text({ error: M.taxNumberRequired })
    .min(1, M.taxNumberRequired)
    .max(20, M.taxNumberDigits)
    .overwrite((value) => value.replace(/\s/g, ''))
    .regex(/^\d{10}$/, M.taxNumberDigits)
    .refine(isValidTaxNumber, M.taxNumberInvalid),
  /** Optional: empty means none. */
  mersisNo: text({ error: M.mersisDigits })
    .max(24, M.mersisDigits)
    .overwrite((value) => value.replace(/[\s-]/g, ''))
    .regex(/^(\d{16})?$/, M.mersisDigits)
    .default(''),
  address: text({ error: M.addressRequired, multiline: true })
    .min(1, M.addressRequired)
    .min(FIRM_LIMITS.addressMin, M.addressShort)
    .max(FIRM_LIMITS.addressMax, M.addressLong),
  phone: text({ error: M.phoneRequired })
    .min(1, M.phoneRequired)
    .max(24, M.phoneInvalid)
    .overwrite(normalizePhone)
    .regex(FIRM_PHONE_PATTERN, M.phoneInvalid),
  email: text({ error: M.emailRequired })
    .min(1, M.emailRequired)
    .max(FIRM_LIMITS.emailMax, M.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.emailInvalid)
    .overwrite((email) => email.toLowerCase()),
  applicantRole: text({ error: M.roleRequired })
    .min(1, M.roleRequired)
    .min(FIRM_LIMITS.roleMin, M.roleShort)
    .max(FIRM_LIMITS.roleMax, M.roleLong),
  /** Which document the second file is. */
  registryKind: z.enum(FIRM_REGISTRY_KINDS, { error: M.registryKindRequired }),
});
export type FirmApplicationFields = z.output<typeof FirmApplicationFieldsSchema>;
export type FirmApplicationFieldsInput = z.input<typeof FirmApplicationFieldsSchema>;

/** The multipart names of the two files of an application. */
export const FIRM_APPLICATION_FILES = {
  authorisation: 'yetkiBelgesi',
  registry: 'sicilBelgesi',
} as const;

export const FirmDocumentSchema = z.object({
  id: z.guid(),
  kind: z.enum(FIRM_DOCUMENT_KINDS),
  fileName: z.string().max(FIRM_LIMITS.fileNameMax),
  contentType: z.enum(FIRM_DOCUMENT_CONTENT_TYPES),
  size: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FirmDocument = z.infer<typeof FirmDocumentSchema>;

/** The applicant's view of their firm: its details, standing and documents. */
export const FirmApplicationSchema = z.object({
  id: z.guid(),
  slug: z.string(),
  title: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  mersisNo: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  applicantRole: z.string(),
  status: z.enum(FIRM_STATUSES),
  /** The operator's latest note: the missing document, the rejection or suspension reason. */
  statusReason: z.string().nullable(),
  role: z.enum(FIRM_ROLES),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  documents: z.array(FirmDocumentSchema).max(FIRM_LIMITS.documentsMax),
});
export type FirmApplication = z.infer<typeof FirmApplicationSchema>;

/** GET /api/firm-application: null before any application. */
export const MyFirmApplicationSchema = z.object({ application: FirmApplicationSchema.nullable() });
export type MyFirmApplication = z.infer<typeof MyFirmApplicationSchema>;

/** A free-text reason of the operator (missing document, rejection, suspension). */
export function reasonField() {
  return text({ error: M.reasonRequired, multiline: true })
    .min(1, M.reasonRequired)
    .min(FIRM_LIMITS.reasonMin, M.reasonShort)
    .max(FIRM_LIMITS.reasonMax, M.reasonLong);
}
