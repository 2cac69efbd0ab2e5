import { z } from 'zod';
import { CardSchema } from '../trading/deposits.ts';
import { PaymentStatusSchema } from '../trading/payments.ts';

/**
 * A firm's listing packages (issue 28, decision 071): the packages on sale, buying one by card
 * (3-D Secure, the deposit's flow), the firm's listing credits and its purchases with receipts.
 */

export const FIRM_PACKAGE_TEXTS = {
  title: 'Paketler',
  lead: 'İlanlarınızı onaya gönderebilmek için ilan paketi satın alın. Her ilan bir ilan hakkı kullanır.',
  buy: 'Satın Al',
  confirm: (amount: string) => `${amount} tutarındaki paketi satın almak üzeresiniz.`,
  available: 'Kalan ilan hakkı',
  reserved: 'Onay bekleyen ilanlarda',
  used: 'Kullanılan',
  expired: 'Süresi doldu',
  history: 'Satın Alma Geçmişi',
  receipt: 'Makbuz',
  noPackages: 'Şu anda satışta paket bulunmuyor.',
  noPurchases: 'Henüz paket satın almadınız.',
  inactive: 'Bu paket artık satışta değil.',
  signInRequired: 'Paket satın almak için giriş yapmalısınız.',
} as const;

/** The payment result screen for a package's payment (instead of the deposit's texts). */
export const PACKAGE_PAYMENT_MESSAGES = {
  successText: 'Paket ödemeniz tamamlandı. İlan haklarınız firmanıza tanımlandı.',
  failureText:
    'Paket ödemeniz gerçekleştirilemedi. Kartınızdan ücret alınmadı; tekrar deneyebilirsiniz.',
  pendingText:
    'Ödemeniz henüz bankadan onaylanmadı. 3-D Secure adımını tamamlamadıysanız Paketler sayfasından yeniden satın alabilirsiniz.',
  back: 'Paketlere Dön',
} as const;

export const PURCHASE_STATUS_LABELS = {
  pending: 'Ödeme bekleniyor',
  completed: 'Tamamlandı',
  failed: 'Başarısız',
} as const;

const isoDate = z.iso.datetime();
const kurus = z.number().int().min(0);
const count = z.number().int().min(0);

export const FirmPackageSchema = z.object({
  id: z.guid(),
  name: z.string().max(100),
  listingCount: z.number().int().min(1),
  validityDays: z.number().int().min(1),
  price: kurus,
});
export type FirmPackage = z.infer<typeof FirmPackageSchema>;

export const PackagePurchaseSchema = z.object({
  id: z.guid(),
  packageName: z.string().max(100),
  listingCount: z.number().int(),
  validityDays: z.number().int(),
  amount: kurus,
  status: PaymentStatusSchema,
  receiptNo: z.string().max(30).nullable(),
  /** Who in the firm bought it. */
  purchasedBy: z.string().max(201).nullable(),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
});
export type PackagePurchase = z.infer<typeof PackagePurchaseSchema>;

/** The firm's credits: what it may still send, what listings hold, used, and what expired. */
export const FirmCreditsSchema = z.object({
  available: count,
  /** When the first of the available credits expires (they are spent in that order). */
  nextExpiry: isoDate.nullable(),
  reserved: count,
  used: count,
  /** Unspent credits that passed their date, by date. */
  expired: z.array(z.object({ expiresAt: isoDate, count })).max(200),
});
export type FirmCredits = z.infer<typeof FirmCreditsSchema>;

export const FirmPackagesPageSchema = z.object({
  firm: z.object({ title: z.string().max(250) }),
  packages: z.array(FirmPackageSchema).max(200),
  credits: FirmCreditsSchema,
  purchases: z.array(PackagePurchaseSchema).max(100),
});
export type FirmPackagesPage = z.infer<typeof FirmPackagesPageSchema>;

export const PackageIdParamsSchema = z.object({ id: z.guid({ error: 'Geçersiz paket.' }) });
export const PurchaseIdParamsSchema = z.object({
  id: z.guid({ error: 'Satın alma kaydı bulunamadı.' }),
});

/** POST /api/firm/packages/:id/purchases: the card goes to the provider only. */
export const StartPackagePurchaseSchema = z.object({ card: CardSchema });
export type StartPackagePurchaseInput = z.input<typeof StartPackagePurchaseSchema>;

export const StartPackagePurchaseResponseSchema = z.object({
  /** The provider's 3-D Secure page. */
  paymentLink: z.string().max(2000),
  orderId: z.string().max(50),
  purchaseId: z.guid(),
});
export type StartPackagePurchaseResponse = z.infer<typeof StartPackagePurchaseResponseSchema>;

/** The receipt ('Makbuz') of a completed purchase. No card number is kept, so none is shown. */
export const PackageReceiptSchema = z.object({
  receiptNo: z.string().max(30),
  firm: z.object({
    title: z.string().max(250),
    taxOffice: z.string().max(100),
    taxNumber: z.string().max(10),
    address: z.string().max(500),
  }),
  packageName: z.string().max(100),
  listingCount: z.number().int(),
  validityDays: z.number().int(),
  amount: kurus,
  paidAt: isoDate,
  expiresAt: isoDate,
  purchasedBy: z.string().max(201).nullable(),
  orderId: z.string().max(50),
  /** The provider's transaction id. */
  transactionId: z.string().max(100).nullable(),
  provider: z.string().max(20),
});
export type PackageReceipt = z.infer<typeof PackageReceiptSchema>;

// Order ids of package payments: 'p{purchase id, 32 hex}u{3 of the user id}{3 random}t{9 digits}',
// 50 characters like a deposit's, told apart by the first letter (a deposit's starts with 'a').

export function buildPackageOrderId(
  purchaseId: string,
  userId: string,
  at: Date,
  salt: string,
): string {
  const purchase = purchaseId.replace(/-/g, '').toLowerCase();
  const user = userId.replace(/-/g, '').slice(0, 3).toLowerCase();
  const time = String(at.getTime() % 1_000_000_000).padStart(9, '0');
  return `p${purchase}u${user}${salt.slice(0, 3).padStart(3, '0')}t${time}`;
}

export const isPackageOrderId = (orderId: string | null | undefined): boolean =>
  !!orderId && /^p[0-9a-f]{32}u[0-9a-z]*t\d+$/i.test(orderId);
