import { z } from 'zod';
import { text } from '../core/text.ts';

/**
 * The operator's listing packages, 'Paketler' (issue 28, decision 071): a name, how many listings
 * it lets a firm send for approval, how many days those credits last, and its price (kuruş).
 */

export const PACKAGE_LIMITS = {
  nameMax: 100,
  listingCountMin: 1,
  listingCountMax: 1000,
  validityDaysMin: 1,
  validityDaysMax: 730,
  /** 10 million ₺, in kuruş: far above any package, well inside a safe integer. */
  priceMax: 10_000_000_00,
} as const;

export const ADMIN_PACKAGE_MESSAGES = {
  nameRequired: 'Paket adı zorunludur.',
  nameTooLong: `Paket adı en fazla ${PACKAGE_LIMITS.nameMax} karakter olabilir.`,
  listingCount: `İlan sayısı ${PACKAGE_LIMITS.listingCountMin} ile ${PACKAGE_LIMITS.listingCountMax} arasında bir tam sayı olmalıdır.`,
  validityDays: `Geçerlilik süresi ${PACKAGE_LIMITS.validityDaysMin} ile ${PACKAGE_LIMITS.validityDaysMax} gün arasında bir tam sayı olmalıdır.`,
  price: 'Geçerli bir fiyat girin.',
  active: 'Satış durumu geçersiz.',
  created: 'Paket oluşturuldu.',
  updated: 'Paket güncellendi.',
  deleted: 'Paket silindi.',
  deactivated: 'Bu paket satın alındığı için silinmedi; satıştan kaldırıldı (pasif).',
} as const;

const listingCount = z
  .number({ error: ADMIN_PACKAGE_MESSAGES.listingCount })
  .int(ADMIN_PACKAGE_MESSAGES.listingCount)
  .min(PACKAGE_LIMITS.listingCountMin, ADMIN_PACKAGE_MESSAGES.listingCount)
  .max(PACKAGE_LIMITS.listingCountMax, ADMIN_PACKAGE_MESSAGES.listingCount);
const validityDays = z
  .number({ error: ADMIN_PACKAGE_MESSAGES.validityDays })
  .int(ADMIN_PACKAGE_MESSAGES.validityDays)
  .min(PACKAGE_LIMITS.validityDaysMin, ADMIN_PACKAGE_MESSAGES.validityDays)
  .max(PACKAGE_LIMITS.validityDaysMax, ADMIN_PACKAGE_MESSAGES.validityDays);
const price = z
  .number({ error: ADMIN_PACKAGE_MESSAGES.price })
  .int(ADMIN_PACKAGE_MESSAGES.price)
  .min(1, ADMIN_PACKAGE_MESSAGES.price)
  .max(PACKAGE_LIMITS.priceMax, ADMIN_PACKAGE_MESSAGES.price);

/** Creating or editing a package: every field, price in kuruş. */
export const PackageInputSchema = z.object({
  name: text({ error: ADMIN_PACKAGE_MESSAGES.nameRequired })
    .min(1, ADMIN_PACKAGE_MESSAGES.nameRequired)
    .max(PACKAGE_LIMITS.nameMax, ADMIN_PACKAGE_MESSAGES.nameTooLong),
  listingCount,
  validityDays,
  price,
  active: z.boolean({ error: ADMIN_PACKAGE_MESSAGES.active }),
});
export type PackageInput = z.infer<typeof PackageInputSchema>;

export const PackageIdParamsSchema = z.object({ id: z.guid({ error: 'Geçersiz paket.' }) });

export const AdminPackageSchema = z.object({
  id: z.guid(),
  name: z.string().max(PACKAGE_LIMITS.nameMax),
  listingCount: z.number().int(),
  validityDays: z.number().int(),
  price: z.number().int().min(0),
  active: z.boolean(),
  /** Completed purchases of it; a package with any purchase is deactivated, never deleted. */
  soldCount: z.number().int().min(0),
  /** Purchases of any status: they keep the package from being deleted. */
  purchaseCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminPackage = z.infer<typeof AdminPackageSchema>;

export const AdminPackagesSchema = z.object({ items: z.array(AdminPackageSchema).max(500) });
export type AdminPackages = z.infer<typeof AdminPackagesSchema>;

export const AdminPackageActionSchema = z.object({
  message: z.string(),
  package: AdminPackageSchema.nullable(),
});
export type AdminPackageAction = z.infer<typeof AdminPackageActionSchema>;

/** The form: what people type (lira with comma decimals, whole numbers as text). */
const within = (min: number, max: number) => (value: string) =>
  Number(value) >= min && Number(value) <= max;
export const PackageFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, ADMIN_PACKAGE_MESSAGES.nameRequired)
    .max(PACKAGE_LIMITS.nameMax, ADMIN_PACKAGE_MESSAGES.nameTooLong),
  listingCount: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, ADMIN_PACKAGE_MESSAGES.listingCount)
    .refine(
      within(PACKAGE_LIMITS.listingCountMin, PACKAGE_LIMITS.listingCountMax),
      ADMIN_PACKAGE_MESSAGES.listingCount,
    ),
  validityDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, ADMIN_PACKAGE_MESSAGES.validityDays)
    .refine(
      within(PACKAGE_LIMITS.validityDaysMin, PACKAGE_LIMITS.validityDaysMax),
      ADMIN_PACKAGE_MESSAGES.validityDays,
    ),
  price: z.string().refine((value) => {
    const kurus = liraTextToKurus(value);
    return kurus !== null && kurus >= 1 && kurus <= PACKAGE_LIMITS.priceMax;
  }, ADMIN_PACKAGE_MESSAGES.price),
  active: z.boolean(),
});
export type PackageForm = z.infer<typeof PackageFormSchema>;

/** '1.250,50' → 125050 kuruş; null when it is not a lira amount. */
export function liraTextToKurus(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(/\./g, '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 125050 kuruş → '1250,50' (comma decimals, no grouping: easy to edit). */
export function kurusToLiraText(kurus: number): string {
  const cents = kurus % 100;
  const whole = Math.floor(kurus / 100);
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}

/** The form's values as the API's input; the range checks are the API schema's. */
export function packageFormToInput(form: PackageForm): PackageInput {
  return {
    name: form.name,
    listingCount: Number(form.listingCount),
    validityDays: Number(form.validityDays),
    price: liraTextToKurus(form.price) ?? -1,
    active: form.active,
  };
}
