import { z } from 'zod';

/**
 * A sale ('Satış', issue 29, decision 073): what follows every won auction and accepted offer
 * until the title deed changes hands, or the sale is cancelled or the buyer defaults. One shape
 * for the buyer, the runner-up, the seller firm and the operator: `viewer` says who is looking,
 * `actions` what they may do now (the server decides both, object by object).
 */

// ---- Steps ----

export const SALE_OPEN_STEPS = [
  'buyer_confirmation',
  'payment_security',
  'title_appointment',
] as const;
export const SALE_STEPS = [...SALE_OPEN_STEPS, 'completed', 'cancelled', 'defaulted'] as const;
export type SaleOpenStep = (typeof SALE_OPEN_STEPS)[number];
export type SaleStep = (typeof SALE_STEPS)[number];
export const SaleStepSchema = z.enum(SALE_STEPS);

export const SALE_STEP_LABELS: Record<SaleStep, string> = {
  buyer_confirmation: 'Alıcı Onayı',
  payment_security: 'Ödeme Güvencesi',
  title_appointment: 'Tapu Randevusu',
  completed: 'Tamamlandı',
  cancelled: 'İptal',
  defaulted: 'Temerrüt',
};

/** The timeline's four stations, in order (an ended sale's last one is İptal / Temerrüt). */
export const SALE_TIMELINE_STEPS = [...SALE_OPEN_STEPS, 'completed'] as const;

export function isOpenSaleStep(step: SaleStep): step is SaleOpenStep {
  return (SALE_OPEN_STEPS as readonly string[]).includes(step);
}

export const SALE_ORIGINS = ['auction', 'offer', 'runner_up'] as const;
export type SaleOrigin = (typeof SALE_ORIGINS)[number];

// ---- Deadlines and the strike rule: the operator's settings ----

export const SALE_SETTINGS_DEFAULTS = {
  buyerConfirmationHours: 48,
  paymentSecurityDays: 7,
  titleAppointmentDays: 30,
  runnerUpAnswerHours: 48,
  strikeLimit: 3,
  strikeWindowMonths: 24,
} as const;

/**
 * The runner-up's deposit is held at most this many business days from the close (terms 8.11):
 * 5, so that its refund still fits the terms' promise to pay every loser back within 7 business
 * days of the end (8.3) — two business days are left for the refund queue (decision 074).
 */
export const RUNNER_UP_HOLD_BUSINESS_DAYS = 5;

const settingInt = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} bir tam sayı olmalıdır.` })
    .int({ error: `${label} bir tam sayı olmalıdır.` })
    .min(min, { error: `${label} en az ${min} olabilir.` })
    .max(max, { error: `${label} en fazla ${max} olabilir.` });

export const SaleSettingsSchema = z.object({
  buyerConfirmationHours: settingInt(1, 168, 'Alıcı onayı süresi (saat)'),
  paymentSecurityDays: settingInt(1, 60, 'Ödeme güvencesi süresi (gün)'),
  titleAppointmentDays: settingInt(1, 180, 'Tapu randevusu süresi (gün)'),
  runnerUpAnswerHours: settingInt(1, 168, 'Yedek alıcının yanıt süresi (saat)'),
  strikeLimit: settingInt(1, 10, 'Uyarı sınırı'),
  strikeWindowMonths: settingInt(1, 60, 'Uyarı süresi (ay)'),
});
export type SaleSettings = z.infer<typeof SaleSettingsSchema>;

// ---- How a sale ends when it does not complete ----

/** 'İptal' reasons: nobody's fault (no strike, the buyer's fee comes back). */
export const SALE_CANCEL_REASONS = [
  'pre_emption',
  'agricultural_land',
  'seller_withdrew',
  'title_problem',
  'mutual_agreement',
  'other',
] as const;
/** 'Temerrüt' reasons: the buyer's own default (fee kept, a strike). */
export const SALE_DEFAULT_REASONS = [
  'confirmation_missed',
  'payment_missed',
  'appointment_missed',
  'buyer_withdrew',
] as const;
export type SaleCancelReason = (typeof SALE_CANCEL_REASONS)[number];
export type SaleDefaultReason = (typeof SALE_DEFAULT_REASONS)[number];
export type SaleEndReason = SaleCancelReason | SaleDefaultReason;

export const SALE_END_REASON_LABELS: Record<SaleEndReason, string> = {
  pre_emption: 'Paydaşın önalım hakkını kullanması (hisseli parsel)',
  agricultural_land: 'Tarım arazisi satış kuralları (5403 sayılı Kanun) nedeniyle satış yapılamadı',
  seller_withdrew: 'Satıcı satıştan vazgeçti',
  title_problem: 'Tapu kaydında satışa engel durum (haciz, ipotek, şerh)',
  mutual_agreement: 'Taraflar anlaşarak vazgeçti',
  other: 'Diğer',
  confirmation_missed: 'Alıcı onayı süresinde verilmedi',
  payment_missed: 'Ödeme güvencesi süresinde sağlanmadı',
  appointment_missed: 'Alıcı tapu randevusuna gelmedi',
  buyer_withdrew: 'Alıcı satıştan vazgeçti',
};

export const SaleCancelInputSchema = z.object({
  reason: z.enum(SALE_CANCEL_REASONS, { error: 'İptal nedenini seçin.' }),
  note: z
    .string()
    .trim()
    .max(1000, { error: 'Açıklama en fazla 1000 karakter olabilir.' })
    .optional(),
});
export const SaleDefaultInputSchema = z.object({
  reason: z.enum(SALE_DEFAULT_REASONS, { error: 'Temerrüt nedenini seçin.' }),
  note: z
    .string()
    .trim()
    .max(1000, { error: 'Açıklama en fazla 1000 karakter olabilir.' })
    .optional(),
});

// ---- The price secured ----

export const SALE_PAYMENT_METHODS = ['gos', 'escrow', 'bank_transfer'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];
export const SALE_PAYMENT_METHOD_LABELS: Record<SalePaymentMethod, string> = {
  gos: 'Güvenli Ödeme Sistemi (GÖS)',
  escrow: 'Emanet (escrow) hesabı',
  bank_transfer: 'Banka havalesi / EFT',
};
export const SALE_REFERENCE_MAX = 60;

export const SalePaymentInputSchema = z.object({
  method: z.enum(SALE_PAYMENT_METHODS, { error: 'Ödeme yöntemini seçin.' }),
  reference: z
    .string({ error: 'Referans numarası zorunludur.' })
    .trim()
    .min(4, { error: 'Referans numarası en az 4 karakter olmalıdır.' })
    .max(SALE_REFERENCE_MAX, {
      error: `Referans numarası en fazla ${SALE_REFERENCE_MAX} karakter olabilir.`,
    })
    .regex(/^[0-9A-Za-z\-/ .]+$/, {
      error: 'Referans numarası yalnızca harf, rakam, boşluk ve - / . içerebilir.',
    }),
});

export const SaleAppointmentInputSchema = z.object({
  /** ISO date-time with an offset, read in Europe/Istanbul for people. */
  at: z.iso.datetime({ offset: true, error: 'Randevu tarihini ve saatini girin.' }),
  office: z
    .string({ error: 'Tapu müdürlüğünü yazın.' })
    .trim()
    .min(3, { error: 'Tapu müdürlüğünü yazın.' })
    .max(150, { error: 'Tapu müdürlüğü en fazla 150 karakter olabilir.' }),
});

export const SaleCodeInputSchema = z.object({
  code: z
    .string({ error: 'Doğrulama kodunu girin.' })
    .regex(/^[0-9]{6}$/, { error: 'Doğrulama kodu 6 haneli olmalıdır.' }),
});

export const SaleIdParamsSchema = z.object({ id: z.uuid({ error: 'Satış bulunamadı.' }) });
export const SaleDocumentParamsSchema = z.object({
  id: z.uuid({ error: 'Satış bulunamadı.' }),
  documentId: z.uuid({ error: 'Belge bulunamadı.' }),
});

// ---- What is paid where (information; the title-deed office decides the fees) ----

/** Tapu harcı: binde 20 of the declared value from each side (Harçlar Kanunu, tariff 4). */
export const TITLE_DEED_TAX_RATE_PER_SIDE = 0.02;

// ---- Documents ----

export const SALE_DOCUMENT_KINDS = ['result', 'summary', 'title_deed', 'office_receipt'] as const;
export type SaleDocumentKind = (typeof SALE_DOCUMENT_KINDS)[number];
export const SALE_DOCUMENT_LABELS: Record<SaleDocumentKind, string> = {
  result: 'İhale Sonuç Belgesi',
  summary: 'Satış Özeti',
  title_deed: 'Yeni Tapu Senedi',
  office_receipt: 'Tapu Müdürlüğü Alındısı',
};

export const SaleDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SALE_DOCUMENT_KINDS),
  label: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  /** The public verification page of a generated document; null for an uploaded file. */
  verificationPath: z.string().nullable(),
});
export type SaleDocument = z.infer<typeof SaleDocumentSchema>;

/** The public verification page's answer: never an identity number, never a full name. */
export const DocumentVerificationSchema = z.object({
  number: z.string(),
  kind: z.enum(SALE_DOCUMENT_KINDS),
  label: z.string(),
  issuedAt: z.string(),
  province: z.string(),
  district: z.string(),
  ada: z.string(),
  parsel: z.string(),
  price: z.number().int(),
  buyerName: z.string(),
});
export type DocumentVerification = z.infer<typeof DocumentVerificationSchema>;

// ---- Who looks, what they may do ----

export const SALE_VIEWERS = ['buyer', 'runner_up', 'firm', 'operator'] as const;
export type SaleViewer = (typeof SALE_VIEWERS)[number];

export const SALE_ACTIONS = [
  'confirm_purchase',
  'enter_payment',
  'confirm_payment',
  'set_appointment',
  'complete',
  'cancel',
  'declare_default',
  'offer_runner_up',
  'answer_runner_up',
  'relist',
] as const;
export type SaleAction = (typeof SALE_ACTIONS)[number];

export const SALE_ACTOR_ROLES = ['buyer', 'runner_up', 'firm', 'operator', 'system'] as const;
export type SaleActorRole = (typeof SALE_ACTOR_ROLES)[number];
export const SALE_ACTOR_ROLE_LABELS: Record<SaleActorRole, string> = {
  buyer: 'Alıcı',
  runner_up: 'Yedek Alıcı',
  firm: 'Satıcı firma',
  operator: 'ArsaMezat',
  system: 'Sistem',
};

export const SaleEventSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  /** The Turkish line of the timeline ('Alıcı satın almayı SMS koduyla onayladı'). */
  text: z.string(),
  actorRole: z.enum(SALE_ACTOR_ROLES),
  /** The person's name for the operator and the firm; the role only for the buyer. */
  actorName: z.string().nullable(),
  at: z.string(),
});
export type SaleEvent = z.infer<typeof SaleEventSchema>;

export const SaleStepViewSchema = z.object({
  step: z.enum(SALE_TIMELINE_STEPS),
  label: z.string(),
  state: z.enum(['done', 'current', 'upcoming', 'stopped']),
  deadline: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
});

export const RUNNER_UP_STATUSES = [
  'held',
  'offered',
  'accepted',
  'declined',
  'expired',
  'released',
] as const;
export type RunnerUpStatus = (typeof RUNNER_UP_STATUSES)[number];

export const SaleViewSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  origin: z.enum(SALE_ORIGINS),
  viewer: z.enum(SALE_VIEWERS),
  listing: z.object({
    id: z.uuid(),
    title: z.string(),
    province: z.string(),
    district: z.string(),
    neighbourhood: z.string().nullable(),
    ada: z.string().nullable(),
    parsel: z.string().nullable(),
    listingType: z.string(),
  }),
  /** The buyer's name: full for the firm and the operator; the runner-up sees it masked. */
  buyer: z.object({ name: z.string(), phone: z.string().nullable() }),
  firm: z.object({ id: z.uuid(), title: z.string(), slug: z.string() }).nullable(),
  price: z.number().int(),
  serviceFee: z.number().int(),
  balanceDue: z.number().int(),
  step: SaleStepSchema,
  stepDeadline: z.string().nullable(),
  overdue: z.boolean(),
  steps: z.array(SaleStepViewSchema),
  events: z.array(SaleEventSchema),
  payment: z
    .object({
      method: z.enum(SALE_PAYMENT_METHODS),
      reference: z.string(),
      enteredAt: z.string(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  appointment: z.object({ at: z.string(), office: z.string() }).nullable(),
  end: z
    .object({
      kind: z.enum(['cancelled', 'defaulted']),
      reason: z.string(),
      reasonLabel: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  documents: z.array(SaleDocumentSchema),
  /** The operator and the runner-up see it; the buyer and the firm do not. */
  runnerUp: z
    .object({
      name: z.string(),
      amount: z.number().int(),
      status: z.enum(RUNNER_UP_STATUSES),
      holdUntil: z.string().nullable(),
      answerBy: z.string().nullable(),
    })
    .nullable(),
  actions: z.array(z.enum(SALE_ACTIONS)),
  createdAt: z.string(),
});
export type SaleView = z.infer<typeof SaleViewSchema>;

export const SaleListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  viewer: z.enum(SALE_VIEWERS),
  listing: z.object({
    id: z.uuid(),
    title: z.string(),
    province: z.string(),
    district: z.string(),
  }),
  buyerName: z.string(),
  firmTitle: z.string().nullable(),
  price: z.number().int(),
  step: SaleStepSchema,
  stepDeadline: z.string().nullable(),
  overdue: z.boolean(),
  /** 'What to do now' for this viewer, or null when it is someone else's turn. */
  nextAction: z.enum(SALE_ACTIONS).nullable(),
  runnerUpStatus: z.enum(RUNNER_UP_STATUSES).nullable(),
  /** The runner-up's own list: until when their deposit is held (held) or they may answer (offered). */
  runnerUpUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type SaleListItem = z.infer<typeof SaleListItemSchema>;

export const SALE_LIST_FILTERS = ['open', 'overdue', 'completed', 'ended', 'all'] as const;
export const SaleListQuerySchema = z.object({
  filter: z.enum(SALE_LIST_FILTERS).default('open'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const SalesPageSchema = z.object({
  items: z.array(SaleListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SalesPage = z.infer<typeof SalesPageSchema>;

// The public listing's line ('Satış sürecinde' / 'Satıldı') lives in a zod-free file.
export { LISTING_SALE_STATE_LABELS, type ListingSaleState } from './listing-sale-state.ts';

/** 'SAT-2026-000123' from the year and a sequence number. */
export function formatSaleNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}
