import { z } from 'zod';
import { DELETION_REQUEST_STATUSES } from '../member/settings.ts';
import { text } from '../core/text.ts';

/**
 * The admin's KVKK applications (issue 11, decisions 021 and 022): the deletion applications
 * members file from /settings, answered within 30 days; approval anonymises the person.
 */

export const ADMIN_KVKK_PAGE_SIZE = 20;
export const KVKK_FILTERS = ['open', 'answered'] as const;
export type KvkkFilter = (typeof KVKK_FILTERS)[number];
export const KVKK_FILTER_LABELS: Record<KvkkFilter, string> = {
  open: 'Yanıt Bekleyen',
  answered: 'Yanıtlanan',
};

export const ADMIN_KVKK_MESSAGES = {
  approved: 'Başvuru onaylandı; kullanıcının kişisel verileri anonimleştirildi.',
  rejected: 'Başvuru reddedildi; yanıtınız kullanıcıya gösterilecek.',
  answerFailed: (message: string) => `Başvuru yanıtlanamadı: ${message}`,
  filter: 'Geçersiz filtre.',
  page: 'Sayfa numarası geçersiz.',
  id: 'Geçersiz başvuru numarası.',
  decision: 'Onay veya ret seçin.',
  noteRequired: 'Ret gerekçesini yazın; kullanıcı bu yanıtı görecek.',
  noteTooLong: 'Yanıt en fazla 1000 karakter olabilir.',
  empty: 'Bu listede başvuru yok.',
} as const;
const M = ADMIN_KVKK_MESSAGES;

/**
 * What an approved erasure keeps and why, written into its answer (issue 27, decision 066).
 * Nothing of the identity is kept today: no invoice or sale document is issued to a member yet.
 */
export const KVKK_ERASURE_RETENTION = [
  'Kişisel verileriniz silindi: ad, soyad, telefon, e-posta, adres ile kimlik doğrulama bilgileriniz (TC kimlik numarası, doğum yılı, kayıtlı adres ve doğrulama denemeleri).',
  'Adınıza düzenlenmiş bir fatura veya satış belgesi bulunmadığından kimlik numaranız saklanmamaktadır.',
  'Teklif, teminat ve ödeme kayıtları, sizi tanımlayan bilgiler olmadan, mevzuattaki saklama süreleri boyunca (Vergi Usul Kanunu md. 253, Türk Ticaret Kanunu md. 82) muhasebe kaydı olarak saklanır.',
].join(' ');

export const AdminKvkkQuerySchema = z.object({
  status: z.enum(KVKK_FILTERS, { error: M.filter }).default('open'),
  page: z.coerce
    .number({ error: M.page })
    .int(M.page)
    .min(1, M.page)
    .max(10_000, M.page)
    .default(1),
});
export type AdminKvkkQuery = z.output<typeof AdminKvkkQuerySchema>;

export const KvkkIdParamsSchema = z.object({ id: z.guid({ error: M.id }) });

export const KvkkApplicationSchema = z.object({
  id: z.guid(),
  userId: z.guid(),
  /** The applicant as they are now ('Silinmiş Üye' once approved). */
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  status: z.enum(DELETION_REQUEST_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** createdAt + 30 days (the KVKK promise). */
  answerDueAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  answerNote: z.string().nullable(),
  /** Still open after its answer date. */
  overdue: z.boolean(),
});
export type KvkkApplication = z.infer<typeof KvkkApplicationSchema>;

export const AdminKvkkPageSchema = z.object({
  items: z.array(KvkkApplicationSchema).max(ADMIN_KVKK_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminKvkkPage = z.infer<typeof AdminKvkkPageSchema>;

/** POST /api/admin/kvkk/:id/answer: approve (anonymise) or reject with a note the member sees. */
export const AnswerKvkkSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: M.decision }),
    note: text({ error: M.noteTooLong, multiline: true }).max(1000, M.noteTooLong).default(''),
  })
  .refine((v) => v.decision === 'approve' || v.note.length > 0, {
    message: M.noteRequired,
    path: ['note'],
  });
export type AnswerKvkkInput = z.output<typeof AnswerKvkkSchema>;

export const AnswerKvkkResponseSchema = z.object({
  application: KvkkApplicationSchema,
  message: z.string(),
});
