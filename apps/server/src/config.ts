import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { INVITATION_TTL_DAYS_DEFAULT } from '@portal/contracts/account-lifecycle';
import { STEP_UP_MINUTES } from '@portal/contracts/sign-in-security';
import { isLoopbackHost } from './lib/operator-access';
import type { PublicUrls } from './modules/email/public-url';
import { PublicUrlsError, parsePublicUrls } from './modules/email/public-url';
import type { AndroidCertFingerprints } from './modules/app-links/app-links';
import { AndroidCertFingerprintsError, parseAndroidCertFingerprints } from './modules/app-links/app-links';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Use true or false.' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The web app build, found relative to this file so it works from src/ (tsx) and from dist/ (bundle). */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const ZEnv = z.object({
  /** `production`: the start is safe by default (production-settings below); anything else is the demo's. */
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number({ error: 'Use a port number.' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'Use a postgres:// or postgresql:// URL.')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'Use at least 32 characters.').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'Use a number of seconds.' })
    .int()
    .min(60)
    .max(2_592_000)
    .default(28_800),
  /**
   * How long a proof of the password or a second factor opens what matters (adding a passkey, downloading
   * one's data, deleting the account…), in minutes; 0: the sign-in never does, every such change asks.
   */
  STEP_UP_MINUTES: z.coerce
    .number({ error: 'Use a whole number of minutes.' })
    .int('Use a whole number of minutes.')
    .min(0, 'Use 0 to 60 minutes.')
    .max(60, 'Use 0 to 60 minutes.')
    .default(STEP_UP_MINUTES),
  /** How long one process may reuse a live-session lookup; 0 turns the memo off. */
  SESSION_CACHE_TTL_MS: z.coerce
    .number({ error: 'Use a number of milliseconds.' })
    .int()
    .min(0)
    .max(60_000)
    .default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  /** Seed the demo tenants' accounts and content; unset: yes, except in production. */
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  /**
   * How email leaves: `smtp` (SMTP_URL) or `outbox` (`.eml` files under `<DATA_DIR>/outbox`); unset: smtp with
   * SMTP_URL, else the outbox, which production takes only when it is said on purpose.
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox'], { error: 'Use smtp or outbox.' }).optional(),
  /** `smtp://user:pass@host:587` or `smtps://…:465`. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'Use smtp://user:password@host:587 or smtps://user:password@host:465.')
    .optional(),
  /** `swift=https://care.swift.example,oakmore=https://…`: where each brand is reached, for links in emails. */
  PUBLIC_URLS: z
    .string()
    .optional()
    .transform((value, context): PublicUrls => {
      try {
        return parsePublicUrls(value);
      } catch (error) {
        if (!(error instanceof PublicUrlsError)) throw error;
        for (const issue of error.issues) context.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
    }),
  /**
   * The origins the native shell's pages run at, which may call the API across origins (CORS): Capacitor's
   * Android (`https://localhost`) and iOS (`capacitor://localhost`) by default; comma-separated.
   */
  NATIVE_APP_ORIGINS: z
    .string()
    .default('https://localhost,capacitor://localhost')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i, 'Use origins such as capacitor://localhost, comma-separated.'),
      ),
    ),
  /**
   * The operator console's host name (`operators.example.com`): the operators' tenant answers there and
   * nowhere else. Unset: `operator.localhost`, except in production, where there is no console until set.
   */
  OPERATOR_HOST: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'Use a host name such as operators.example.com (lower case; no scheme, port or path).',
    )
    .optional(),
  /** The sender domain of every email (`no-reply@<domain>`); unset: `<brand>.test`. */
  MAIL_FROM_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      'Use a domain name such as example.com.',
    )
    .optional(),
  INVITATION_TTL_DAYS: z.coerce
    .number({ error: 'Use a number of days.' })
    .int()
    .min(1)
    .max(90)
    .default(INVITATION_TTL_DAYS_DEFAULT),
  /** Where media bytes go: `local` (files under `<DATA_DIR>/media`) or `s3` (any S3-compatible service). */
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'Use local or s3.' }).default('local'),
  /** What each member may store, in megabytes (programme-shared media count against nobody). */
  MEDIA_QUOTA_MB: z.coerce.number({ error: 'Use a number of megabytes.' }).int().min(1).max(1_000_000).default(200),
  /** The S3 service's base URL, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL.' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Use an S3 bucket name (lower-case letters, digits, dots, dashes).')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Password hashes (argon2id, 19 MiB each) computed at once; more wait their turn. */
  HASH_CONCURRENCY: z.coerce.number({ error: 'Use a whole number.' }).int().min(1).max(64).default(4),
  /**
   * Analytics events one tenant's write key may store a minute, from all addresses together: the larger
   * of this floor and INGESTION_EVENTS_PER_MEMBER_PER_MINUTE × its active members (429 beyond).
   */
  INGESTION_EVENTS_PER_MINUTE_FLOOR: z.coerce
    .number({ error: 'Use a whole number of events.' })
    .int()
    .min(1)
    .max(100_000_000)
    .default(3_000),
  /** The per-minute ceiling's share per active member (see INGESTION_EVENTS_PER_MINUTE_FLOOR). */
  INGESTION_EVENTS_PER_MEMBER_PER_MINUTE: z.coerce
    .number({ error: 'Use a number of events.' })
    .min(0)
    .max(10_000)
    .default(1),
  /** The same for 24 hours: the larger of this floor and INGESTION_EVENTS_PER_MEMBER_PER_DAY × active members. */
  INGESTION_EVENTS_PER_DAY_FLOOR: z.coerce
    .number({ error: 'Use a whole number of events.' })
    .int()
    .min(1)
    .max(1_000_000_000)
    .default(50_000),
  /** The daily ceiling's share per active member (see INGESTION_EVENTS_PER_DAY_FLOOR). */
  INGESTION_EVENTS_PER_MEMBER_PER_DAY: z.coerce
    .number({ error: 'Use a number of events.' })
    .min(0)
    .max(1_000_000)
    .default(100),
  /**
   * Heavy analytics reads (`/select`, the engagement report) one tenant runs at once on an instance; as
   * many again wait, and one more gets 429 with Retry-After.
   */
  ANALYTICS_QUERIES_PER_TENANT: z.coerce.number({ error: 'Use a whole number.' }).int().min(1).max(64).default(2),
  /** A remote news API for Home's programme news (modules/news); unset: each tenant's own announcements. */
  NEWS_API_URL: z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL.' }).optional(),
  /** Sent to NEWS_API_URL in the X-Api-Key header, never to the browser. */
  NEWS_API_KEY: z.string().min(1).optional(),
  /** How long a call to NEWS_API_URL may take before the cached (or empty) feed is served instead. */
  NEWS_API_TIMEOUT_MS: z.coerce
    .number({ error: 'Use a number of milliseconds.' })
    .int()
    .min(100)
    .max(30_000)
    .default(3_000),
  /** A remote clinic content API (NHS website content API v2 shape) for the clinic library; unset: the embedded library. */
  CLINIC_CONTENT_API_URL: z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL.' }).optional(),
  /** Sent to CLINIC_CONTENT_API_URL in the subscription-key header, never to the browser. */
  CLINIC_CONTENT_API_KEY: z.string().min(1).optional(),
  /** How long a call to CLINIC_CONTENT_API_URL may take before cached content (or a 503) is served instead. */
  CLINIC_CONTENT_API_TIMEOUT_MS: z.coerce
    .number({ error: 'Use a number of milliseconds.' })
    .int()
    .min(100)
    .max(30_000)
    .default(4_000),
  // — Push notifications and app links (the native shell) —
  /** Android pushes: a Firebase service account's JSON key file; unset: Android notifications go to `<DATA_DIR>/push-outbox`. */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** Another FCM API origin than https://fcm.googleapis.com (a test server). */
  FCM_API_URL: z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL.' }).optional(),
  /** iOS pushes: the APNs auth key (`AuthKey_<id>.p8`); unset: iOS notifications go to `<DATA_DIR>/push-outbox`. */
  APNS_KEY_FILE: z.string().min(1).optional(),
  /** The APNs key's 10-character id. */
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'Use the 10-character key id Apple shows for the key.')
    .optional(),
  /** The team the APNs key belongs to; unset: APPLE_TEAM_ID. */
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'Use the 10-character Apple team id.')
    .optional(),
  /** `production` (App Store and TestFlight builds) or `sandbox` (builds run from Xcode). */
  APNS_ENVIRONMENT: z.enum(['production', 'sandbox'], { error: 'Use production or sandbox.' }).default('production'),
  /** Another APNs origin than the environment's (an HTTP/2 test server). */
  APNS_URL: z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL.' }).optional(),
  /** The Apple team id: the apps' ids in `/.well-known/apple-app-site-association` (`<team>.com.wellnessportal.<brand>`). */
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'Use the 10-character Apple team id.')
    .optional(),
  /**
   * `AA:BB:…` (every brand's app) or `swift=AA:BB:…` (one brand's), comma-separated: the SHA-256 signing
   * certificate fingerprints `/.well-known/assetlinks.json` names.
   */
  ANDROID_CERT_FINGERPRINTS: z
    .string()
    .optional()
    .transform((value, context): AndroidCertFingerprints => {
      try {
        return parseAndroidCertFingerprints(value);
      } catch (error) {
        if (!(error instanceof AndroidCertFingerprintsError)) throw error;
        for (const issue of error.issues) context.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
    }),
  // — Several instances and operations —
  /**
   * `redis://host:6379` (Redis or Valkey): where the rate limits' counters are kept, shared by every
   * instance. Unset: in PostgreSQL when DATABASE_URL is set, else in this process (PGlite is one process).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'Use a redis:// or rediss:// URL, such as redis://localhost:6379.')
    .optional(),
  /** The most PostgreSQL connections this instance holds open at once. */
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'Use a whole number of connections.' })
    .int()
    .min(1, 'Use at least 1 connection.')
    .max(500)
    .default(10),
  /** How long opening a PostgreSQL connection may take before the request fails (seconds). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'Use a number of seconds.' })
    .int()
    .min(1)
    .max(120)
    .default(5),
  /** The longest a single SQL statement may run before PostgreSQL cancels it (milliseconds; 0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'Use a number of milliseconds.' })
    .int()
    .min(0)
    .max(600_000)
    .default(30_000),
  /** This instance's name in logs, metrics and the scheduler's lock (default: host name and process id). */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.:-]{1,100}$/, 'Use up to 100 letters, digits, dots, colons, dashes or underscores.')
    .optional(),
  /**
   * After SIGTERM: how long /api/health/ready answers 503 before the listener closes, so a load balancer
   * stops sending new requests first (milliseconds).
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce
    .number({ error: 'Use a number of milliseconds.' })
    .int()
    .min(0)
    .max(60_000)
    .default(0),
  /** After the listener closes: how long in-flight requests and uploads may take to finish (milliseconds). */
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'Use a number of milliseconds.' })
    .int()
    .min(0)
    .max(600_000)
    .default(25_000),
  /**
   * Load shedding: above this event-loop delay, requests get 503 with Retry-After at once (milliseconds;
   * 0: not watched).
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'Use a number of milliseconds.' })
    .int()
    .max(60_000)
    .refine((ms) => ms === 0 || ms >= 10, 'Use 0 (not watched) or at least 10 milliseconds.')
    .default(1_000),
  /** Load shedding: above this resident memory, requests get 503 with Retry-After (megabytes; 0: not watched). */
  MAX_RSS_MB: z.coerce.number({ error: 'Use a number of megabytes.' }).int().min(0).max(1_000_000).default(0),
  /**
   * `GET /api/metrics` (Prometheus) answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset: only to
   * requests from this machine's loopback address.
   */
  METRICS_TOKEN: z.string().min(24, 'Use at least 24 characters.').optional(),
  /**
   * The operators' listener (`GET /api/metrics`), apart from the public one, which never answers it
   * (0: no operators' listener). A load balancer's liveness and readiness checks stay on PORT.
   */
  METRICS_PORT: z.coerce.number({ error: 'Use a port number.' }).int().min(0).max(65535).default(9464),
  /** The operators' listener's address: this machine only, unless METRICS_TOKEN is set. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** How often the server sends the yearly questionnaire reminders (in hours; 0: only by the command). */
  PUSH_REMINDER_INTERVAL_HOURS: z.coerce.number({ error: 'Use a number of hours.' }).int().min(0).max(168).default(24),
});

/** What a production start refuses to go without, each named with what to set. */
function requireProductionSettings(env: z.infer<typeof ZEnv>, context: z.RefinementCtx): void {
  const require = (name: string, message: string) => context.addIssue({ code: 'custom', path: [name], message });
  if (!env.AUTH_SECRET) {
    require('AUTH_SECRET', 'Required in production: 32 or more random characters (openssl rand -hex 32).');
  }
  if (Object.keys(env.PUBLIC_URLS).length === 0) {
    require('PUBLIC_URLS', 'Required in production: where each brand is reached (swift=https://care.swift.example,…), for the links in emails.');
  }
  if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'outbox') {
    require('SMTP_URL', 'Required in production: smtp://user:password@host:587, or MAIL_TRANSPORT=outbox to write emails to files on purpose (a staging server).');
  }
}

const ZConfig = ZEnv.superRefine((env, context) => {
  if (env.NODE_ENV === 'production') requireProductionSettings(env, context);
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'Required with MAIL_TRANSPORT=smtp.' });
  }
  if (env.MAIL_TRANSPORT === 'outbox' && env.SMTP_URL) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_TRANSPORT'],
      message: 'SMTP_URL is set too: unset one of them.',
    });
  }
  if (env.METRICS_PORT > 0 && !env.METRICS_TOKEN && !isLoopbackHost(env.METRICS_HOST)) {
    context.addIssue({
      code: 'custom',
      path: ['METRICS_HOST'],
      message: 'Set METRICS_TOKEN to serve the metrics beyond this machine, or use 127.0.0.1.',
    });
  }
  if (env.METRICS_PORT > 0 && env.METRICS_PORT === env.PORT) {
    context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'Use a port other than PORT.' });
  }
  if (env.CLINIC_CONTENT_API_KEY && !env.CLINIC_CONTENT_API_URL) {
    context.addIssue({
      code: 'custom',
      path: ['CLINIC_CONTENT_API_KEY'],
      message: 'Set CLINIC_CONTENT_API_URL too, or unset the key.',
    });
  }
  if (env.NEWS_API_KEY && !env.NEWS_API_URL) {
    context.addIssue({ code: 'custom', path: ['NEWS_API_KEY'], message: 'Set NEWS_API_URL too, or unset the key.' });
  }
  if (env.FCM_API_URL && !env.FCM_SERVICE_ACCOUNT_FILE) {
    context.addIssue({
      code: 'custom',
      path: ['FCM_API_URL'],
      message: 'Set FCM_SERVICE_ACCOUNT_FILE too, or unset it.',
    });
  }
  for (const name of ['APNS_KEY_ID', 'APNS_URL'] as const) {
    if (env[name] && !env.APNS_KEY_FILE) {
      context.addIssue({ code: 'custom', path: [name], message: 'Set APNS_KEY_FILE too, or unset it.' });
    }
  }
  if (env.APNS_KEY_FILE) {
    if (!env.APNS_KEY_ID)
      context.addIssue({ code: 'custom', path: ['APNS_KEY_ID'], message: 'Required with APNS_KEY_FILE.' });
    if (!env.APNS_TEAM_ID && !env.APPLE_TEAM_ID) {
      context.addIssue({
        code: 'custom',
        path: ['APNS_TEAM_ID'],
        message: 'Set APNS_TEAM_ID or APPLE_TEAM_ID with APNS_KEY_FILE.',
      });
    }
  }
  if (env.MEDIA_STORAGE !== 's3') return;
  for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'Required when MEDIA_STORAGE=s3.' });
  }
});

export type Config = Omit<
  z.infer<typeof ZEnv>,
  'DATA_DIR' | 'WEB_DIST' | 'SEED_DEMO_DATA' | 'MAIL_TRANSPORT' | 'OPERATOR_HOST'
> & {
  /** Absolute. */
  DATA_DIR: string;
  /** Absolute. */
  WEB_DIST: string;
  /** NODE_ENV=production: no demo unless asked for, no action link in a log. */
  isProduction: boolean;
  SEED_DEMO_DATA: boolean;
  MAIL_TRANSPORT: 'smtp' | 'outbox';
  /** Undefined: no operator console (production without OPERATOR_HOST). */
  OPERATOR_HOST: string | undefined;
};

export class ConfigError extends Error {}

/** The demo's and development's operator console. */
export const DEMO_OPERATOR_HOST = 'operator.localhost';

/** Validates the environment; relative folders are resolved from the working directory. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZConfig.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const isProduction = result.data.NODE_ENV === 'production';
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    WEB_DIST: path.resolve(result.data.WEB_DIST),
    isProduction,
    SEED_DEMO_DATA: result.data.SEED_DEMO_DATA ?? !isProduction,
    MAIL_TRANSPORT: result.data.MAIL_TRANSPORT ?? (result.data.SMTP_URL ? 'smtp' : 'outbox'),
    OPERATOR_HOST: result.data.OPERATOR_HOST ?? (isProduction ? undefined : DEMO_OPERATOR_HOST),
  };
}

/**
 * The token-signing secret: AUTH_SECRET, or one generated on first start and
 * kept in `<DATA_DIR>/auth-secret` (mode 0600) so tokens survive restarts.
 */
export async function loadAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
