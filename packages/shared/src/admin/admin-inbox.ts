import { z } from 'zod';
import { CONTACT_LIMITS } from '../site/contact.ts';

/** The admin's contact messages inbox (/api/admin/messages) and audit log (/api/admin/audit). */

const page = z.coerce
  .number({ error: 'Sayfa numarası geçersiz.' })
  .int('Sayfa numarası geçersiz.')
  .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
  .max(10_000, 'Sayfa numarası çok büyük.')
  .default(1);
const count = z.number().int().min(0);
const isoDate = z.iso.datetime();

export const ADMIN_MESSAGES_PAGE_SIZE = 20;
export const MESSAGE_FILTERS = ['all', 'unread'] as const;

export const AdminMessagesQuerySchema = z.object({
  status: z.enum(MESSAGE_FILTERS, { error: 'Geçersiz filtre.' }).default('all'),
  page,
});
export type AdminMessagesQuery = z.output<typeof AdminMessagesQuerySchema>;

export const ContactMessageIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz mesaj numarası.' }),
});

export const MarkMessageSchema = z.object({
  read: z.boolean({ error: 'Okundu bilgisi doğru/yanlış olmalıdır.' }),
});

export const AdminContactMessageSchema = z.object({
  id: z.guid(),
  name: z.string().max(CONTACT_LIMITS.name),
  email: z.string().max(CONTACT_LIMITS.email),
  subject: z.string().max(CONTACT_LIMITS.subject),
  message: z.string().max(CONTACT_LIMITS.message),
  createdAt: isoDate,
  /** When an admin marked it read; null while unread. */
  readAt: isoDate.nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminMessagesPageSchema = z.object({
  items: z.array(AdminContactMessageSchema).max(ADMIN_MESSAGES_PAGE_SIZE),
  total: count,
  unread: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminMessagesPage = z.infer<typeof AdminMessagesPageSchema>;

export const MESSAGE_NOT_FOUND = 'Mesaj bulunamadı.';

// The audit log viewer.

export const ADMIN_AUDIT_PAGE_SIZE = 30;
/** `actor=system` selects the server's own writes (no actor). */
export const SYSTEM_ACTOR = 'system';

export const AdminAuditQuerySchema = z.object({
  actor: z
    .union([
      z.literal(SYSTEM_ACTOR, { error: 'Geçersiz kullanıcı filtresi.' }),
      z.guid({ error: 'Geçersiz kullanıcı filtresi.' }),
    ])
    .optional(),
  action: z
    .string({ error: 'Geçersiz işlem filtresi.' })
    .max(60, 'Geçersiz işlem filtresi.')
    .regex(/^[a-z_]+(\.[a-z_]+)+$/, 'Geçersiz işlem filtresi.')
    .optional(),
  listing: z.guid({ error: 'Geçersiz ilan numarası.' }).optional(),
  page,
});
export type AdminAuditQuery = z.output<typeof AdminAuditQuerySchema>;

const person = z.object({ id: z.guid(), fullName: z.string().max(201) });
const listingRef = z.object({ id: z.guid(), title: z.string().max(200) });

export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string().max(60),
  /** Null when the server itself wrote it (the closing job). */
  actor: person.nullable(),
  entityType: z.string().max(40),
  entityId: z.string().max(60).nullable(),
  /** The listing the entry concerns (directly, or through its offer, deposit or payment). */
  listing: listingRef.nullable(),
  createdAt: isoDate,
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditPageSchema = z.object({
  items: z.array(AdminAuditEntrySchema).max(ADMIN_AUDIT_PAGE_SIZE),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Everyone who appears in the log, for the actor filter. */
  actors: z.array(person).max(200),
  /** The listing filtered by, with its title. */
  listing: listingRef.nullable(),
});
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;
