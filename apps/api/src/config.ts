import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { VIDEO_UPLOAD_DEFAULT_MAX_MEGABYTES } from '@dokkho/contract/video';
import { CHAT_ENV_SHAPE, chatSettingsFromEnv, type ChatSettings } from '@dokkho/chat/config';

/** The repository root, so that relative defaults mean the same thing from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/**
 * Every environment variable the server reads, with its embedded default (CONVENTIONS.md §5: nothing else
 * reads process.env). The README's configuration table lists the same variables.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['auto', 'always', 'never'])
    .default('auto')
    .describe('auto: load demo data on the first start of an empty embedded database'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters (use 48 random bytes, base64)').optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  VIDEO_UPLOAD_MAX_MEGABYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(20_480)
    .default(VIDEO_UPLOAD_DEFAULT_MAX_MEGABYTES),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Dokkho <no-reply@dokkho.com.bd>'),
  GOOGLE_CLIENT_IDS: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  CHAT_IP_LOOKUP_URL: z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('/api/site/ip/')
        .refine(
          (value) => value === 'off' || /^https?:\/\/[^/\s]+\S*$/.test(value) || /^\/(?!\/)\S*$/.test(value),
          'must be an http(s) URL, a path on this site (/api/site/ip/) or "off"',
        ),
    )
    .describe('The public IP lookup the chat widget calls (SPEC.md §7); off: the widget sends ip null'),
  // The chat service's own variables (CHAT_LLM_*, CHAT_RATE_LIMIT_PER_MINUTE): packages/chat/src/config.ts.
  ...CHAT_ENV_SHAPE,
  SMS_API_URL: z.url().default('https://smsplus.sslwireless.com/api/v3/send-sms'),
  SMS_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMS_SENDER_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  SSLCOMMERZ_URL: z.url().default('https://securepay.sslcommerz.com'),
  SSLCOMMERZ_STORE_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  SSLCOMMERZ_STORE_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().startsWith('sk_').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().startsWith('whsec_').optional()),
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DEMO_PAYMENTS: z
    .enum(['auto', 'on', 'off'])
    .default('auto')
    .describe('auto: the demo gateway plays a gateway without keys, except in production on PostgreSQL'),
  AFFILIATE_COMMISSION_PERCENT: z.coerce.number().min(0).max(90).default(20),
  AFFILIATE_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(50).default(5),
  AFFILIATE_PAYOUT_MINIMUM_BDT: z.coerce.number().int().min(1).default(500),
  INSTRUCTOR_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(70),
  INSTRUCTOR_PAYOUT_MINIMUM_BDT: z.coerce.number().int().min(1).default(1000),
  SSLCOMMERZ_FEE_PERCENT: z.coerce.number().min(0).max(20).default(2.5),
  STRIPE_FEE_PERCENT: z.coerce.number().min(0).max(20).default(2.9),
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (web-push generate-vapid-keys)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (web-push generate-vapid-keys)')
      .optional(),
  ),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .default('mailto:support@dokkho.com.bd'),
  PDF_RENDERER: z
    .enum(['auto', 'chromium', 'off'])
    .default('auto')
    .describe('auto: render PDFs with headless Chromium when one is installed; chromium: require it'),
  CHROMIUM_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
});

/** `true`/`false`, or a comma-separated list of trusted proxy addresses/CIDRs, as Fastify's trustProxy takes. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the embedded data folder (PGlite, uploads). */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /**
   * The public origin (e.g. https://dokkho.com.bd), without a trailing slash: the only origin of absolute
   * links that leave the server (e-mails, SMS, payment callbacks, page meta, pagination). Never taken from
   * a request's Host header, which a client chooses (issue 14 item 1). Unset: http://localhost:$PORT in
   * the embedded default; required with DATABASE_URL in production.
   */
  publicUrl: string;
  /** Absolute path of the built SPA. */
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemoData: 'auto' | 'always' | 'never';
  shutdownTimeoutMs: number;
  /** Requests per minute per client address on /api; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Whether X-Forwarded-For is believed: only behind a proxy we run. */
  trustProxy: boolean | string;
  /**
   * HS256 key of the access tokens. `undefined` straight from the environment: `resolveAuthSecret`
   * (modules/auth/secret.ts) fills it in before the app is built.
   */
  authSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** The per-route limits on sign-in routes (login, register, refresh); `false` only in tests. */
  authRateLimit: boolean;
  /** Lesson videos (issue 17 item 3): the largest tus upload, and ffmpeg (its ffprobe beside it). */
  video: { uploadMaxBytes: number; ffmpegPath: string };
  /** smtp(s)://user:pass@host:port; unset: e-mail is kept in the outbox table and the log. */
  smtpUrl: string | undefined;
  /** The From header of every e-mail. */
  mailFrom: string;
  /**
   * Google sign-in (PROVIDERS.md). `clientIds`: the OAuth client ids whose tokens we accept (the first
   * is the web client's); empty: Google sign-in is off and the login dialog does not offer it. The URLs
   * point at Google, or at a local fake in tests.
   */
  google: { clientIds: string[]; authUrl: string; tokeninfoUrl: string; userinfoUrl: string };
  /**
   * The public IP lookup the chat widget calls before asking (SPEC.md §7, issue 8 item 2): our own
   * `/api/site/ip/` by default (works offline), an outside service such as https://api.ipify.org?format=json
   * (its origin is then allowed in the CSP's connect-src), or null ("off": the widget sends ip null).
   */
  chatIpLookupUrl: string | null;
  /** The chat service (issue 8): its optional LLM and its per-address limit on POST /chat/ask. */
  chat: ChatSettings;
  /**
   * SMS through SSL Wireless ISMS Plus (PROVIDERS.md). Without an API token and sender id, texts are kept
   * in the outbox table and the log (the offline default).
   */
  sms: { apiUrl: string; apiToken: string | undefined; senderId: string | undefined };
  /**
   * Payments (PROVIDERS.md). Each gateway is real when its keys are set; without them the built-in demo
   * gateway plays its hosted checkout (ARCHITECTURE.md "Two ways to run"). `url`: SSLCommerz's host (the
   * sandbox or a local fake in tests); `apiUrl`: Stripe's API origin, unset for api.stripe.com.
   */
  sslcommerz: { url: string; storeId: string | undefined; storePassword: string | undefined };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string | undefined };
  /**
   * Whether the built-in demo gateway may play a gateway without keys (docs/decisions/015): `auto` everywhere
   * but production with DATABASE_URL (there a gateway without keys is unavailable), `on` always, `off` never.
   */
  demoPayments: 'auto' | 'on' | 'off';
  /**
   * The affiliate programme: the commission on a referred sale's total (in basis points, 2000 = 20%),
   * the buyer's discount through a link (percent), and the smallest payout (poisha).
   */
  affiliate: { commissionBasisPoints: number; buyerDiscountPercent: number; payoutMinimum: number };
  /**
   * Instructors' earnings (docs/decisions/030): their share (basis points, 7000 = 70%) of what a sale
   * leaves after the gateway's fee and the affiliate's commission, each gateway's fee on the order total
   * (basis points; the demo gateway and free orders pay none), and the smallest payout (poisha).
   */
  instructor: {
    shareBasisPoints: number;
    payoutMinimum: number;
    gatewayFeeBasisPoints: { sslcommerz: number; stripe: number; none: number };
  };
  /**
   * Server-side PDFs of resumes and cover letters (issue 7): `auto` uses headless Chromium when one is
   * found (CHROMIUM_PATH, else /usr/bin/chromium and the like), `chromium` refuses to start without it,
   * `off` never renders (the PDF routes answer 503 and the web app prints through the browser).
   */
  pdf: { renderer: 'auto' | 'chromium' | 'off'; chromiumPath: string | undefined };
  /**
   * Web Push (docs/decisions/037). `vapid`: the key pair the push services know us by; `undefined` straight
   * from the environment without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: `resolveVapidKeys`
   * (modules/notifications/vapid.ts) fills it in (a file in DATA_DIR) or leaves push off. `subject`: the
   * contact the push services may write to (mailto: or https:).
   */
  push: { vapid: { publicKey: string; privateKey: string } | undefined; subject: string };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (one pair from `npx web-push generate-vapid-keys`), or neither.',
    );
  }
  if (!e.PUBLIC_URL && e.NODE_ENV === 'production' && e.DATABASE_URL) {
    // A deployment's links would otherwise point at localhost, in every e-mail and payment callback.
    throw new ConfigError(
      'PUBLIC_URL is required with DATABASE_URL in production: set it to the origin people use (e.g. https://dokkho.com.bd); every link in e-mails, SMS and payment callbacks is built from it.',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${e.PORT}`,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authSecret: e.AUTH_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    authRateLimit: e.AUTH_RATE_LIMIT === 'on',
    video: { uploadMaxBytes: e.VIDEO_UPLOAD_MAX_MEGABYTES * 1024 * 1024, ffmpegPath: e.FFMPEG_PATH },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: {
      clientIds: (e.GOOGLE_CLIENT_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      authUrl: e.GOOGLE_AUTH_URL,
      tokeninfoUrl: e.GOOGLE_TOKENINFO_URL,
      userinfoUrl: e.GOOGLE_USERINFO_URL,
    },
    chatIpLookupUrl: e.CHAT_IP_LOOKUP_URL === 'off' ? null : e.CHAT_IP_LOOKUP_URL,
    chat: chatSettingsFromEnv(e),
    sms: { apiUrl: e.SMS_API_URL, apiToken: e.SMS_API_TOKEN, senderId: e.SMS_SENDER_ID },
    sslcommerz: {
      url: e.SSLCOMMERZ_URL.replace(/\/$/, ''),
      storeId: e.SSLCOMMERZ_STORE_ID,
      storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL?.replace(/\/$/, ''),
    },
    demoPayments: e.DEMO_PAYMENTS,
    affiliate: {
      commissionBasisPoints: Math.round(e.AFFILIATE_COMMISSION_PERCENT * 100),
      buyerDiscountPercent: e.AFFILIATE_DISCOUNT_PERCENT,
      payoutMinimum: e.AFFILIATE_PAYOUT_MINIMUM_BDT * 100,
    },
    instructor: {
      shareBasisPoints: Math.round(e.INSTRUCTOR_SHARE_PERCENT * 100),
      payoutMinimum: e.INSTRUCTOR_PAYOUT_MINIMUM_BDT * 100,
      gatewayFeeBasisPoints: {
        sslcommerz: Math.round(e.SSLCOMMERZ_FEE_PERCENT * 100),
        stripe: Math.round(e.STRIPE_FEE_PERCENT * 100),
        none: 0,
      },
    },
    pdf: { renderer: e.PDF_RENDERER, chromiumPath: e.CHROMIUM_PATH },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT,
    },
  };
}
