import path from 'node:path';
import { defaultCheckinOffsets, parseCheckinOffsets } from '@sehat/core/checkins/offsets';
import { crisisContactsSchema, type CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { defaultCrisisContacts } from '@sehat/core/site/site-defaults';
import { retentionDefaults } from '@sehat/core/privacy/retention';
import { selftestRules } from '@sehat/core/selftest/constants';
import { defaultHideAfterReports } from '@sehat/core/forum/limits';
import { storedLimits, type LimitWindow, type LimitWindows } from '@sehat/core/limits/rate-limits';
import { defaultStandingRules, type StandingRules } from '@sehat/core/forum/standing';
import { z } from 'zod';
import { productionPasswordCost, type PasswordCost } from './platform/accounts/passwords';
import { defaultHttpLimits, type HttpLimits } from './platform/connections/http-limits';
import { publicOriginsFromEnv } from './public-origins';
import { rateLimitEnvShape, rateLimitsFrom } from './rate-limit-config';
import {
  mailPushConfigFrom,
  mailPushEnvShape,
  siteOriginOf,
  type MailConfig,
  type PushConfig,
} from './mail-push-config';
import { siteConfigFrom, siteEnvShape, type SiteConfig } from './site-config';
import { trustProxyFromEnv, type TrustProxy } from './trust-proxy';
import { whatsappConfigFrom, whatsappEnvShape, type WhatsappConfig } from './whatsapp-config';

/** A JSON value in an environment variable, then validated by `schema`. */
const jsonFromEnv = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Environment variables, validated once at boot; a bad value stops the process with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  UPLOAD_DIR: z.string().optional(),
  FILE_STORAGE: z.enum(['database', 'folder']).default('database'),
  UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(5120),
  ADMIN_USERNAME: z.string().min(3).max(30).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(retentionDefaults.sessionDays),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  PUBLIC_ORIGIN: publicOriginsFromEnv.optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  API_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  FORUM_HIDE_AFTER_REPORTS: z.coerce.number().int().min(1).max(1000).default(defaultHideAfterReports),
  FORUM_NEW_ACCOUNT_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(defaultStandingRules.newForMs / 3_600_000),
  FORUM_ESTABLISHED_AFTER_DAYS: z.coerce
    .number()
    .min(0)
    .max(365)
    .default(defaultStandingRules.establishedAfterMs / 86_400_000),
  FORUM_ESTABLISHED_POSTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(defaultStandingRules.establishedPosts),
  SRQ_NEUROSIS_CUTOFF: z.coerce.number().int().min(1).max(20).default(selftestRules.defaultNeurosisCutoff),
  CRISIS_CONTACTS: jsonFromEnv(crisisContactsSchema).optional(),
  SELFTEST_ANON_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(36500)
    .default(retentionDefaults.selftestAnonymousDays),
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(retentionDefaults.chatDays),
  CHECKIN_OFFSETS: z
    .string()
    .default(defaultCheckinOffsets)
    .transform((value, ctx) => {
      try {
        return parseCheckinOffsets(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  SSE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...rateLimitEnvShape,
  ...siteEnvShape,
  ...mailPushEnvShape,
  ...whatsappEnvShape,
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Worker processes asked for with PostgreSQL (unset: one per core); see workers/plan.ts. */
  webConcurrency: number | undefined;
  uploadDir: string;
  /**
   * Where avatars and chat files are kept (ADR 186): in the database (default, any instance on
   * any machine serves them) or in `uploadDir` (every instance must share that folder).
   */
  fileStorage: 'database' | 'folder';
  /** All stored files together (avatars, chat files) may not pass this (ADR 185). */
  uploadQuotaBytes: number;
  webDistDir: string;
  /** The web app's server renderer (built beside dist/ as dist-ssr/), ADR 53. */
  webRendererPath: string;
  admin: { username: string; password: string | undefined; email: string | undefined };
  sessionTtlMs: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: TrustProxy;
  /** Whether `/api/docs` and `/api/openapi.json` are served. */
  apiDocs: boolean;
  /** Where the site is served; browsers' API writes are accepted from these only (ADR 62). */
  publicOrigins: string[];
  /** Flood guard, per process (ADR 213): requests a minute of one account, browser or cookieless address. */
  apiRateLimitPerMinute: number;
  /** Flood guard's backstop: requests a minute of everyone not logged in behind one address. */
  apiRateLimitPerAddressPerMinute: number;
  /** Timeouts and connection caps of the HTTP server (ADR 182). */
  httpLimits: HttpLimits;
  logLevel: string;
  /** How often an open event stream gets a keep-alive comment and a session check. */
  sseHeartbeatMs: number;
  /**
   * Every named limit's window (core limits/rate-limits.ts): the table's defaults, with what the
   * operator set by the variables the table names.
   */
  rateLimits: LimitWindows;
  /** Never read from the environment: production's cost always; only tests build a cheaper config. */
  passwordCost: PasswordCost;
  /** Established reporters after whom a forum item is hidden until an admin decides (ADR 184). */
  forumHideAfterReports: number;
  /** When an account's reports and votes count, and when its new-account limits end (ADR 184). */
  forumStanding: StandingRules;
  selftest: {
    neurosisCutoff: number;
    /** The crisis help list (selftest-scoring.md): CRISIS_CONTACTS, else the defaults. */
    crisisContacts: CrisisContact[];
  };
  /** The counsellor team's name and the public contact details (GET /api/site). */
  site: SiteConfig;
  /** Where links in mails lead: the first PUBLIC_ORIGIN, else http://localhost:PORT. */
  siteOrigin: string;
  mail: MailConfig;
  push: PushConfig;
  /** The WhatsApp channel (ADR 227): off (undefined) unless its four variables are set. */
  whatsapp: WhatsappConfig | undefined;
  /** Reset mails one address gets per window, whoever asks (core `storedLimits`, ADR 211). */
  resetMailLimit: LimitWindow;
  /** How long data is kept before the hourly sweep removes it (null: kept until deleted). */
  retention: { selftestAnonymousDays: number; chatDays: number | null };
  /** When check-ins fall due after someone asks for them, in ms after asking (CHECKIN_OFFSETS). */
  checkinOffsetsMs: number[];
}

export function loadConfig(env: NodeJS.ProcessEnv, webDistDir: string): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicOrigins = e.PUBLIC_ORIGIN ?? [];
  const siteOrigin = siteOriginOf(publicOrigins, e.PORT);
  const rateLimits = rateLimitsFrom(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    fileStorage: e.FILE_STORAGE,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    webDistDir,
    webRendererPath: path.resolve(webDistDir, '../dist-ssr/entry-server.js'),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    publicOrigins,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    apiRateLimitPerAddressPerMinute: e.API_RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    httpLimits: httpLimitsFrom(e.MAX_CONNECTIONS, e.MAX_CONNECTIONS_PER_IP),
    logLevel: e.LOG_LEVEL,
    sseHeartbeatMs: e.SSE_HEARTBEAT_SECONDS * 1000,
    rateLimits,
    passwordCost: productionPasswordCost,
    forumHideAfterReports: e.FORUM_HIDE_AFTER_REPORTS,
    forumStanding: {
      newForMs: e.FORUM_NEW_ACCOUNT_HOURS * 3_600_000,
      establishedAfterMs: e.FORUM_ESTABLISHED_AFTER_DAYS * 86_400_000,
      establishedPosts: e.FORUM_ESTABLISHED_POSTS,
    },
    selftest: {
      neurosisCutoff: e.SRQ_NEUROSIS_CUTOFF,
      crisisContacts: e.CRISIS_CONTACTS ?? defaultCrisisContacts,
    },
    site: siteConfigFrom(e),
    siteOrigin,
    ...mailPushConfigFrom(e, siteOrigin),
    whatsapp: whatsappConfigFrom(e),
    resetMailLimit: storedLimits.resetMailsPerAddress,
    retention: {
      selftestAnonymousDays: e.SELFTEST_ANON_RETENTION_DAYS,
      chatDays: e.CHAT_RETENTION_DAYS,
    },
    checkinOffsetsMs: e.CHECKIN_OFFSETS,
  };
}

function httpLimitsFrom(max: number | undefined, perAddress: number | undefined): HttpLimits {
  const defaults = defaultHttpLimits();
  return {
    ...defaults,
    maxConnections: max ?? defaults.maxConnections,
    maxConnectionsPerAddress: perAddress ?? defaults.maxConnectionsPerAddress,
  };
}
