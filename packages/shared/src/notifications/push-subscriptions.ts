import { z } from 'zod';

/**
 * A member's devices with push turned on ('Bu cihazda anlık bildirim', issue 32, decision 090):
 * the browser's PushSubscription as the Push API gives it (`toJSON()`), and the list the
 * settings page shows. The keys are the browser's, not secrets of ours; still never logged.
 */
export const PUSH_LIMITS = {
  /** Devices one member may have at once. */
  devicesPerMember: 10,
  /** The push service's URL (FCM, Mozilla, Apple and Microsoft use well under 600). */
  endpointMax: 1000,
} as const;

export const PUSH_MESSAGES = {
  label: 'Bu cihazda anlık bildirim',
  description:
    'Teklifiniz geçildiğinde, ihale bitmeden 10 dakika önce, ihale sonuçlandığında, teklifiniz yanıtlandığında, teminatınız iade edildiğinde ve kayıtlı aramanıza uygun ilan çıktığında bu cihaza bildirim gönderilir.',
  devices: 'Anlık bildirim açık cihazlar',
  noDevices: 'Henüz anlık bildirim açık bir cihazınız yok.',
  thisDevice: 'Bu cihaz',
  remove: 'Kaldır',
  removed: 'Cihaz kaldırıldı.',
  turnedOn: 'Bu cihazda anlık bildirim açıldı.',
  turnedOff: 'Bu cihazda anlık bildirim kapatıldı.',
  unsupported: 'Bu tarayıcı anlık bildirimleri desteklemiyor.',
  denied:
    'Bildirim izni verilmedi. Tarayıcınızın site ayarlarından bildirimlere izin verip tekrar deneyin.',
  failed: 'Anlık bildirim ayarı değiştirilemedi. Lütfen tekrar deneyin.',
  iosHint:
    'iPhone ve iPad’de anlık bildirim için önce Safari’de Paylaş menüsünden ‘Ana Ekrana Ekle’ ile uygulamayı yükleyin, sonra uygulamadan açın.',
} as const;

const invalid =
  'Bu tarayıcının bildirim aboneliği geçersiz. Tarayıcınızı güncelleyip tekrar deneyin.';
/** Unpadded base64url, as browsers write the keys. */
const base64url = (length: number) =>
  z
    .string({ error: invalid })
    .length(length, invalid)
    .regex(/^[A-Za-z0-9_-]+$/, invalid);

/**
 * The push service's URL: https, or in development and tests the local push service on the
 * loopback (`http://127.0.0.1:…`, which the server refuses in production).
 */
export const PushEndpointSchema = z
  .string({ error: invalid })
  .max(PUSH_LIMITS.endpointMax, invalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.username || url.password || url.hash) return false;
      return (
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
      );
    } catch {
      return false;
    }
  }, invalid);

/** POST /api/me/push-subscriptions: the browser's subscription (`PushSubscription.toJSON()`). */
export const AddPushSubscriptionSchema = z
  .object({
    endpoint: PushEndpointSchema,
    expirationTime: z.number({ error: invalid }).int().nonnegative().nullable().optional(),
    keys: z
      .object({
        /** The browser's P-256 public key, uncompressed (65 bytes: 87 characters). */
        p256dh: base64url(87),
        /** The browser's authentication secret (16 bytes: 22 characters). */
        auth: base64url(22),
      })
      .strict(),
  })
  .strict();
export type AddPushSubscriptionInput = z.infer<typeof AddPushSubscriptionSchema>;

export const PushDeviceSchema = z.object({
  id: z.uuid(),
  /** From the browser's user agent when it was added: 'Chrome · Android'. */
  label: z.string(),
  /** The member's own device's push URL, so the page knows which row is this browser. */
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushDevicesResponseSchema = z.object({
  /** The server's VAPID public key (base64url), the `applicationServerKey` to subscribe with. */
  publicKey: z.string(),
  devices: z.array(PushDeviceSchema),
});
export type PushDevicesResponse = z.infer<typeof PushDevicesResponseSchema>;

export const PushDeviceResponseSchema = z.object({ device: PushDeviceSchema });
export type PushDeviceResponse = z.infer<typeof PushDeviceResponseSchema>;

export const PushDeviceIdParamsSchema = z.object({
  id: z.uuid({ error: 'Cihaz bulunamadı.' }),
});

/** What a push message carries to the service worker: what the lock screen shows, no names. */
export type PushPayload = {
  title: string;
  body: string;
  /** The page the notification opens, a path of this site. */
  url: string;
  /** Replaces an earlier notification of the same tag (the same listing's outbid). */
  tag: string;
};
