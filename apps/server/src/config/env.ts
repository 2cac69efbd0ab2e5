import path from 'node:path';
import { z } from 'zod';
import {
  DEV_ONLY_ENCRYPTION_KEYS,
  DEV_ONLY_HMAC_KEYS,
  IdentityKeyListSchema,
} from './identity-keys.ts';
import { TrustProxySchema } from './trust-proxy.ts';

/**
 * The only reader of process.env. Parsed once at start; a bad value stops the process with a
 * readable list of what is wrong.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: optionalUrl,
    SITE_NAME: z.string().trim().min(1).max(60).default('ArsaMezat'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Which proxies may name the client in X-Forwarded-For (trust-proxy.ts); `true` is refused. */
    TRUST_PROXY: TrustProxySchema,
    /** The longest a SIGTERM drain may take before the process exits anyway (decision 089). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
    /**
     * Live streams one client address may hold open at once on an instance (decision 053). Raise
     * it only where many honest clients share one address the proxy does not name (a load test
     * through one balancer, a large office behind one gateway).
     */
    STREAM_CAP_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
    SEED_DEMO: bool.optional(),
    API_DOCS: bool.optional(),
    ADMIN_PHONE: z
      .string()
      .regex(/^5\d{9}$/, 'must be 10 digits starting with 5, without +90')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    COMPANY_NAME: z.string().default('ArsaMezat Gayrimenkul Danışmanlık Ltd. Şti.'),
    COMPANY_ADDRESS: z
      .string()
      .default('Hacı İshak Mah. İnönü Cad. No: 42/3, 45200 Akhisar / Manisa'),
    COMPANY_EMAIL: z.email().default('destek@arsamezat.com.tr'),
    COMPANY_PHONE: z.string().default('+90 236 414 00 00'),
    WHATSAPP_CHANNEL_URL: z.url().default('https://whatsapp.com/channel/arsamezat'),
    INSTAGRAM_URL: z.url().default('https://www.instagram.com/arsamezat'),
    FACEBOOK_URL: z.url().default('https://www.facebook.com/arsamezat'),
    SMS_PROVIDER: z.enum(['outbox', 'netgsm']).default('outbox'),
    NETGSM_USERCODE: z.string().trim().min(1).max(100).optional(),
    NETGSM_PASSWORD: z.string().min(1).max(200).optional(),
    NETGSM_HEADER: z.string().trim().min(1).max(20).optional(),
    NETGSM_API_URL: z.url().default('https://api.netgsm.com.tr/sms/send/xml'),
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(200).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().trim().min(1).max(50).default('us-east-1'),
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).max(200).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
    S3_PUBLIC_URL: optionalUrl,
    S3_FORCE_PATH_STYLE: bool.default(false),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).optional(),
    IYZICO_API_KEY: z.string().trim().min(1).max(200).optional(),
    IYZICO_SECRET_KEY: z.string().min(1).max(200).optional(),
    IYZICO_BASE_URL: z.url().default('https://sandbox-api.iyzipay.com'),
    /** The population registry's identity check: the local fake, or NVI's KPSPublic (decision 064). */
    IDENTITY_REGISTRY: z.enum(['local', 'kps']).optional(),
    IDENTITY_REGISTRY_URL: z.url().default('https://tckimlik.nvi.gov.tr/Service'),
    IDENTITY_REGISTRY_SOAP: z.enum(['1.1', '1.2']).default('1.1'),
    IDENTITY_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** The local fake answers after this long (to try a slow registry by hand). */
    IDENTITY_REGISTRY_FAKE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    IDENTITY_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
    IDENTITY_ENCRYPTION_KEYS: IdentityKeyListSchema.optional(),
    IDENTITY_HMAC_KEYS: IdentityKeyListSchema.optional(),
    /** 'Parseli Getir': the local fake of the land registry's parcel query, or TKGM's (decision 084). */
    PARCEL_REGISTRY: z.enum(['local', 'tkgm']).optional(),
    PARCEL_REGISTRY_URL: z.url().default('https://cbsapi.tkgm.gov.tr/megsiswebapi.v3/api'),
    PARCEL_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    /**
     * The map's basemap (issue 30, decision 083): a PMTiles file of our own origin, served with
     * range requests under /map/basemap.pmtiles. Unset: the offline style (background, Türkiye,
     * our parcels), which needs no download.
     */
    MAP_TILES: z.string().trim().min(1).max(1000).optional(),
    /** Invoices of the service fee: the local fake integrator, or a GİB-licensed one (decision 076). */
    INVOICE_PROVIDER: z.enum(['fake', 'integrator']).optional(),
    INVOICE_API_URL: optionalUrl,
    INVOICE_USERNAME: z.string().trim().min(1).max(200).optional(),
    INVOICE_PASSWORD: z.string().min(1).max(200).optional(),
    INVOICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The local fake signs a queued invoice after this long (or at the next status query). */
    INVOICE_FAKE_SIGN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
    /** The seller on every invoice: our VKN, tax office and the city of COMPANY_ADDRESS. */
    INVOICE_SUPPLIER_VKN: z
      .string()
      .regex(/^\d{10}$/, 'must be the 10-digit VKN')
      .optional(),
    INVOICE_SUPPLIER_TAX_OFFICE: z.string().trim().min(2).max(100).optional(),
    INVOICE_SUPPLIER_DISTRICT: z.string().trim().min(2).max(60).default('Akhisar'),
    INVOICE_SUPPLIER_CITY: z.string().trim().min(2).max(60).default('Manisa'),
    /**
     * The bearer token a Prometheus scraper sends to GET /metrics (decision 088); unset, the
     * endpoint answers 404. Printable ASCII without spaces; at least 32 characters in production.
     */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
      .min(16, 'must be at least 16 characters')
      .max(512)
      .optional(),
    /**
     * Web Push's VAPID key pair (issue 32, decision 090), base64url as `npx web-push
     * generate-vapid-keys` prints them; every instance uses the same pair. Unset outside
     * production: generated once into DATA_DIR/vapid-keys.json.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte P-256 public key in base64url')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte private key in base64url')
      .optional(),
    /** Who push services may contact about our messages: a mailto: or https: URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
      .optional(),
    PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How live events cross instances: PostgreSQL NOTIFY, or a NATS server (decision 087). */
    EVENT_BUS: z.enum(['notify', 'nats']).default('notify'),
    NATS_URL: z
      .string()
      .regex(/^(nats|tls):\/\/[^\s]+$/, 'must start with nats:// or tls://')
      .max(500)
      .optional(),
    /** How long the live events' log keeps an event for a reconnecting browser (decision 086). */
    EVENT_LOG_RETENTION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
  })
  .superRefine((e, ctx) => {
    const need = (key: keyof typeof e, when: string) => {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when ${when}` });
    };
    if (e.SMS_PROVIDER === 'netgsm') {
      for (const key of ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_HEADER'] as const) {
        need(key, 'SMS_PROVIDER=netgsm');
      }
    }
    if (e.MAIL_PROVIDER === 'smtp') need('SMTP_URL', 'MAIL_PROVIDER=smtp');
    if (e.EVENT_BUS === 'nats') need('NATS_URL', 'EVENT_BUS=nats');
    // Production takes real money: the simulator must be asked for by name there.
    if (e.NODE_ENV === 'production') need('PAYMENT_PROVIDER', 'NODE_ENV=production');
    if (e.NODE_ENV === 'production') {
      // Identity numbers are never kept under the public development keys, nor checked by the fake.
      need('IDENTITY_REGISTRY', 'NODE_ENV=production');
      need('IDENTITY_ENCRYPTION_KEYS', 'NODE_ENV=production');
      need('IDENTITY_HMAC_KEYS', 'NODE_ENV=production');
    }
    if (e.NODE_ENV === 'production' && e.METRICS_TOKEN && e.METRICS_TOKEN.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'must be at least 32 characters in production',
      });
    }
    if (e.NODE_ENV === 'production') {
      // Every instance signs pushes with one pair; browsers subscribed with its public key.
      for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
        need(key, 'NODE_ENV=production');
      }
    }
    if (e.VAPID_PUBLIC_KEY) need('VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY is set');
    if (e.VAPID_PRIVATE_KEY) need('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY is set');
    // Real invoices go to GİB: the fake must be asked for by name in production, like the sandbox.
    if (e.NODE_ENV === 'production') need('INVOICE_PROVIDER', 'NODE_ENV=production');
    if (e.INVOICE_PROVIDER === 'integrator') {
      for (const key of [
        'INVOICE_API_URL',
        'INVOICE_USERNAME',
        'INVOICE_PASSWORD',
        'INVOICE_SUPPLIER_VKN',
        'INVOICE_SUPPLIER_TAX_OFFICE',
      ] as const) {
        need(key, 'INVOICE_PROVIDER=integrator');
      }
    }
    if (e.PAYMENT_PROVIDER === 'iyzico') {
      for (const key of ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY'] as const) {
        need(key, 'PAYMENT_PROVIDER=iyzico');
      }
    }
    if (e.STORAGE === 's3') {
      for (const key of [
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_PUBLIC_URL',
      ] as const) {
        need(key, 'STORAGE=s3');
      }
    }
  })
  .transform((e) => ({
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    siteName: e.SITE_NAME,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** Caps of open live streams on one instance (per member stays 30: a member's own tabs). */
    streamCaps: { perAddress: e.STREAM_CAP_PER_ADDRESS },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    /** Live events between instances (decisions 086, 087). */
    events: {
      bus: e.EVENT_BUS,
      natsUrl: e.NATS_URL ?? '',
      retentionMinutes: e.EVENT_LOG_RETENTION_MINUTES,
    },
    /** The OpenAPI document at /api/docs: on outside production unless API_DOCS says otherwise. */
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    admin: { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD },
    company: {
      name: e.COMPANY_NAME,
      address: e.COMPANY_ADDRESS,
      email: e.COMPANY_EMAIL,
      phone: e.COMPANY_PHONE,
    },
    social: {
      whatsappChannel: e.WHATSAPP_CHANNEL_URL,
      instagram: e.INSTAGRAM_URL,
      facebook: e.FACEBOOK_URL,
    },
    sms:
      e.SMS_PROVIDER === 'netgsm'
        ? {
            provider: 'netgsm' as const,
            usercode: e.NETGSM_USERCODE ?? '',
            password: e.NETGSM_PASSWORD ?? '',
            header: e.NETGSM_HEADER ?? '',
            apiUrl: e.NETGSM_API_URL,
          }
        : { provider: 'outbox' as const },
    mail: {
      provider: e.MAIL_PROVIDER,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SITE_NAME} <${e.COMPANY_EMAIL}>`,
    },
    /** Keys one-time-code hashes; unset: generated once into DATA_DIR/secrets.json. */
    authSecret: e.AUTH_SECRET,
    /** Listing images: DATA_DIR/uploads served at /uploads, or an S3-compatible bucket. */
    storage:
      e.STORAGE === 's3'
        ? {
            provider: 's3' as const,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            /** Where browsers load the objects (bucket website, CDN), without a trailing slash. */
            publicUrl: (e.S3_PUBLIC_URL ?? '').replace(/\/+$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { provider: 'disk' as const },
    /** Card payments: the built-in 3-D Secure simulator, or iyzico. */
    payments:
      e.PAYMENT_PROVIDER === 'iyzico'
        ? {
            provider: 'iyzico' as const,
            apiKey: e.IYZICO_API_KEY ?? '',
            secretKey: e.IYZICO_SECRET_KEY ?? '',
            baseUrl: e.IYZICO_BASE_URL.replace(/\/+$/, ''),
          }
        : { provider: 'sandbox' as const },
    /** Identity checks with the population registry and the keys of the stored numbers. */
    parcels: {
      // Production asks the land registry itself unless told otherwise: the fake's parcels are
      // made up, and a listing's outline is something buyers rely on.
      registry: e.PARCEL_REGISTRY ?? (e.NODE_ENV === 'production' ? 'tkgm' : 'local'),
      url: e.PARCEL_REGISTRY_URL.replace(/\/+$/, ''),
      timeoutMs: e.PARCEL_REGISTRY_TIMEOUT_MS,
    },
    mapTiles: e.MAP_TILES ?? null,
    /** GET /metrics's bearer token; null: no /metrics (decision 088). */
    metricsToken: e.METRICS_TOKEN ?? null,
    identity: {
      registry: e.IDENTITY_REGISTRY ?? ('local' as const),
      url: e.IDENTITY_REGISTRY_URL.replace(/\/+$/, ''),
      soapVersion: e.IDENTITY_REGISTRY_SOAP,
      timeoutMs: e.IDENTITY_REGISTRY_TIMEOUT_MS,
      fakeDelayMs: e.IDENTITY_REGISTRY_FAKE_DELAY_MS,
      checksPerHour: e.IDENTITY_CHECKS_PER_HOUR,
      encryptionKeys: e.IDENTITY_ENCRYPTION_KEYS ?? DEV_ONLY_ENCRYPTION_KEYS,
      hmacKeys: e.IDENTITY_HMAC_KEYS ?? DEV_ONLY_HMAC_KEYS,
    },
    /** Web Push (issue 32, decision 090); keys null: generated once into DATA_DIR outside production. */
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.COMPANY_EMAIL}`,
      timeoutMs: e.PUSH_TIMEOUT_MS,
      /** The local push service on the loopback (http://127.0.0.1) is refused in production. */
      allowLoopback: e.NODE_ENV !== 'production',
    },
    /** Invoices of the service fee through an integrator, or its local fake (decision 076). */
    invoices: {
      provider: e.INVOICE_PROVIDER ?? ('fake' as const),
      url: (e.INVOICE_API_URL ?? '').replace(/\/+$/, ''),
      username: e.INVOICE_USERNAME ?? '',
      password: e.INVOICE_PASSWORD ?? '',
      timeoutMs: e.INVOICE_TIMEOUT_MS,
      fakeSignDelayMs: e.INVOICE_FAKE_SIGN_DELAY_MS,
      supplier: {
        vkn: e.INVOICE_SUPPLIER_VKN ?? DEV_ONLY_SUPPLIER_VKN,
        taxOffice: e.INVOICE_SUPPLIER_TAX_OFFICE ?? 'Akhisar',
        title: e.COMPANY_NAME,
        address: e.COMPANY_ADDRESS,
        district: e.INVOICE_SUPPLIER_DISTRICT,
        city: e.INVOICE_SUPPLIER_CITY,
      },
    },
  }));

/** A VKN with valid check digit for the local fake integrator; never used with a real one. */
const DEV_ONLY_SUPPLIER_VKN = '1234567890';

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env by default). Throws ConfigError listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Treat empty strings as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = i.path.join('.');
      const value = cleaned[key];
      const shown =
        value === undefined || /PASSWORD|SECRET|KEY|TOKEN|DATABASE_URL|SMTP_URL/.test(key)
          ? ''
          : ` (got "${value}")`;
      return `  - ${key}: ${i.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
