import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { defaultCrisisContacts, defaultSiteInfo } from '@sehat/core/site/site-defaults';
import type { Role } from '@sehat/core/user/limits';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { buildApp } from '../src/app';
import { defaultLimitWindows, type LimitWindows } from '@sehat/core/limits/rate-limits';
import type { AppConfig } from '../src/config';
import { defaultHttpLimits } from '../src/platform/connections/http-limits';
import type { PasswordCost } from '../src/platform/accounts/passwords';
import type { Database } from '../src/platform/database/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
const generous = (windowMs: number) => ({ max: 1_000, windowMs });

/**
 * The shipped limits, except those generous enough for tests to register, post, submit and ask
 * in quick succession; each limit's own tests tighten theirs with `withLimits`.
 */
export const testLimitWindows: LimitWindows = {
  ...defaultLimitWindows,
  register: generous(HOUR_MS),
  reset: generous(HOUR_MS),
  'reset:confirm': generous(HOUR_MS),
  verification: generous(HOUR_MS),
  'profile:email:account': generous(HOUR_MS),
  'profile:email:address': generous(HOUR_MS),
  'forum:question': generous(30_000),
  'forum:response': generous(10_000),
  'forum:vote': generous(60_000),
  selftest: generous(HOUR_MS),
  screenings: generous(HOUR_MS),
};

/** The config overrides that count `changed` limits with these windows, the others as in tests. */
export const withLimits = (changed: Partial<LimitWindows>): Pick<AppConfig, 'rateLimits'> => ({
  rateLimits: { ...testLimitWindows, ...changed },
});

/**
 * Argon2id at its smallest cost: a test hashes hundreds of passwords, and the cost is not what
 * they test (config.test.ts asserts the server itself always uses production's).
 */
const cheapPasswordCost: PasswordCost = { memoryCost: 8, timeCost: 1, parallelism: 1 };

export function testConfig(uploadDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: uploadDir,
    databaseUrl: undefined,
    webConcurrency: undefined,
    uploadDir,
    // TEST_FILE_STORAGE=folder runs a suite with files in the folder (ADR 186).
    fileStorage: process.env.TEST_FILE_STORAGE === 'folder' ? 'folder' : 'database',
    uploadQuotaBytes: 1024 * 1024 * 1024,
    webDistDir: path.join(uploadDir, 'no-web-build'),
    webRendererPath: path.join(uploadDir, 'no-web-build', 'entry-server.js'),
    admin: { username: 'admin', password: 'admin-password', email: undefined },
    sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
    cookieSecure: 'auto',
    trustProxy: false,
    apiDocs: true,
    publicOrigins: [],
    apiRateLimitPerMinute: 10_000,
    apiRateLimitPerAddressPerMinute: 100_000,
    httpLimits: defaultHttpLimits(),
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    sseHeartbeatMs: 20_000,
    rateLimits: testLimitWindows,
    passwordCost: cheapPasswordCost,
    forumHideAfterReports: 3,
    // Every account counts fully from its first minute, so tests may report and vote with fresh
    // accounts; the standing tests use the production rules.
    forumStanding: { newForMs: 0, establishedAfterMs: 0, establishedPosts: 0 },
    selftest: {
      neurosisCutoff: 6,
      crisisContacts: defaultCrisisContacts,
    },
    site: {
      counsellorTeam: defaultSiteInfo.counsellorTeam,
      counsellorSignature: 'first-name',
      // Off unless a test is about it: the others count exact messages and events.
      chatGreeting: null,
      contact: defaultSiteInfo.contact,
    },
    retention: { selftestAnonymousDays: 365, chatDays: defaultSiteInfo.retention.chatDays },
    siteOrigin: 'http://localhost:3000',
    mail: testMailConfig(undefined),
    push: { allowedOrigins: [] },
    // Off unless a test is about it (features/whatsapp).
    whatsapp: undefined,
    resetMailLimit: { max: 1_000, windowMs: HOUR_MS },
    checkinOffsetsMs: [86_400_000, 7 * 86_400_000, 30 * 86_400_000],
    ...overrides,
  };
}

/**
 * Mail through the test's SMTP server at `smtpUrl`; without one, kept in `kept_mails`
 * (test/kept-mails.ts). Retries come quickly.
 */
export function testMailConfig(smtpUrl: string | undefined): AppConfig['mail'] {
  return { smtpUrl, from: '"Sehat Jiwa" <no-reply@localhost>', retryBaseMs: 50, pollMs: 1_000 };
}

/**
 * Builds the real app on a fresh copy of the migrated database (or on `database`) and a
 * temporary upload dir.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  database?: Database,
): Promise<TestApp> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-uploads-'));
  const config = testConfig(uploadDir, overrides);
  const app = await buildApp({ config, database: database ?? (await openTestDatabase()) });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of one test file: built before its tests run (see buildTestApp) and closed after
 * them. Use it at the top level of the file, before hooks that need the app.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = () => {
    if (!built) throw new Error('useTestApp: the app exists inside hooks and tests only');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/** The `sid=...` cookie pair a response set, ready for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie?.value)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export interface Account {
  cookie: string;
  id: number;
  username: string;
  email: string;
  password: string;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; fullName: string; password: string }> = {},
): Promise<Account> {
  const username = overrides.username ?? uniqueName();
  const body = {
    username,
    email: overrides.email ?? `${username}@contoh.id`,
    fullName: overrides.fullName ?? `Pengguna ${username}`,
    password: overrides.password ?? 'rahasia123',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...body, consent: true, adult: true },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { user } = response.json<{ user: { id: number } }>();
  return { cookie: sessionCookie(response), id: user.id, ...body };
}

/** An admin account created straight in the database (admins cannot self-register), logged in. */
export function createAdmin(app: FastifyInstance, password = 'admin-rahasia'): Promise<Account> {
  return createStaff(app, 'admin', password);
}

/** A staff account (counsellor, supervisor or admin) created straight in the database, logged in. */
export async function createStaff(
  app: FastifyInstance,
  role: Exclude<Role, 'user'>,
  password = 'staf-rahasia',
): Promise<Account> {
  const username = uniqueName(role);
  const email = `${username}@contoh.id`;
  const created = await app.usersRepository.create({
    username,
    email,
    fullName: `${adminUserMessages.roleLabels[role]} ${username}`,
    role,
    passwordHash: await app.passwords.hash(password),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: username, password },
  });
  return { cookie: sessionCookie(response), id: created.id, username, email, password };
}
