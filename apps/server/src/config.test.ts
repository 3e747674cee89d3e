import { defaultStandingRules } from '@sehat/core/forum/standing';
import {
  defaultLimitWindows,
  rateLimitNames,
  rateLimitTable,
  type RateLimit,
  type RateLimitName,
} from '@sehat/core/limits/rate-limits';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from './config';
import { passwordHasher } from './platform/accounts/passwords';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, PGlite, uploads inside the data dir', () => {
    const config = loadConfig({}, '/web');
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, cookieSecure: 'auto' });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.uploadDir).toBe(path.resolve('data', 'uploads'));
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/srv/sehat',
        DATABASE_URL: '',
        UPLOAD_DIR: '/mnt/shared/uploads',
        ADMIN_USERNAME: 'kepala',
        SESSION_TTL_DAYS: '7',
        TRUST_PROXY: '2',
        COOKIE_SECURE: 'true',
        LOGIN_LIMIT_PER_IP: '50',
      },
      '/web',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/sehat',
      databaseUrl: undefined,
      uploadDir: '/mnt/shared/uploads',
      admin: { username: 'kepala' },
      sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
      trustProxy: 2,
      cookieSecure: true,
    });
    expect(config.rateLimits.login).toEqual({ max: 50, windowMs: 15 * 60_000 });
  });

  it('limits forum posting per user, with configurable windows (0 turns one off)', () => {
    const forumWindows = ({ rateLimits }: AppConfig) => ({
      question: rateLimits['forum:question'],
      response: rateLimits['forum:response'],
      vote: rateLimits['forum:vote'],
    });
    expect(forumWindows(loadConfig({}, '/web'))).toEqual({
      question: { max: 1, windowMs: 30_000 },
      response: { max: 1, windowMs: 10_000 },
      vote: { max: 30, windowMs: 60_000 },
    });
    const custom = loadConfig(
      {
        FORUM_QUESTION_INTERVAL_SECONDS: '0',
        FORUM_RESPONSE_INTERVAL_SECONDS: '5',
        FORUM_VOTES_PER_MINUTE: '10',
      },
      '/web',
    );
    expect(forumWindows(custom)).toEqual({
      question: { max: 1, windowMs: 0 },
      response: { max: 1, windowMs: 5_000 },
      vote: { max: 10, windowMs: 60_000 },
    });
    expect(() => loadConfig({ FORUM_VOTES_PER_MINUTE: '0' }, '/web')).toThrow(/FORUM_VOTES_PER_MINUTE/);
  });

  it("counts with the limit table's defaults, and each variable the table names sets its limit", () => {
    expect(loadConfig({}, '/web').rateLimits).toEqual(defaultLimitWindows);
    const table: Record<RateLimitName, RateLimit> = rateLimitTable;
    const settable = rateLimitNames.flatMap((name) => {
      const env = table[name].env;
      return env ? [{ name, env }] : [];
    });
    expect(settable.length).toBeGreaterThan(0);
    for (const { name, env } of settable) {
      const changed = loadConfig({ [env]: '7' }, '/web').rateLimits[name];
      expect(changed, name).not.toEqual(defaultLimitWindows[name]);
    }
  });

  it('keeps chat messages and files 365 days unless CHAT_RETENTION_DAYS says otherwise, and all files within UPLOAD_QUOTA_MB', () => {
    const defaults = loadConfig({}, '/web');
    expect(defaults.retention.chatDays).toBe(365);
    expect(defaults.uploadQuotaBytes).toBe(5120 * 1024 * 1024);
    const set = loadConfig({ CHAT_RETENTION_DAYS: '30', UPLOAD_QUOTA_MB: '100' }, '/web');
    expect(set.retention.chatDays).toBe(30);
    expect(set.uploadQuotaBytes).toBe(100 * 1024 * 1024);
  });

  it('hides a forum item after 3 distinct reporters unless FORUM_HIDE_AFTER_REPORTS says otherwise', () => {
    expect(loadConfig({}, '/web').forumHideAfterReports).toBe(3);
    expect(loadConfig({ FORUM_HIDE_AFTER_REPORTS: '5' }, '/web').forumHideAfterReports).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'tiga']) {
      expect(() => loadConfig({ FORUM_HIDE_AFTER_REPORTS: bad }, '/web')).toThrow(/FORUM_HIDE_AFTER_REPORTS/);
    }
  });

  it('counts a forum account as new for 24 hours unless FORUM_NEW_ACCOUNT_HOURS says otherwise', () => {
    expect(loadConfig({}, '/web').forumStanding.newForMs).toBe(24 * 3_600_000);
    expect(loadConfig({ FORUM_NEW_ACCOUNT_HOURS: '0' }, '/web').forumStanding.newForMs).toBe(0);
    for (const bad of ['-1', '721', 'sehari']) {
      expect(() => loadConfig({ FORUM_NEW_ACCOUNT_HOURS: bad }, '/web')).toThrow(/FORUM_NEW_ACCOUNT_HOURS/);
    }
    expect(loadConfig({}, '/web').forumStanding).toEqual(defaultStandingRules);
    const anyone = loadConfig({ FORUM_ESTABLISHED_AFTER_DAYS: '0', FORUM_ESTABLISHED_POSTS: '0' }, '/web');
    expect(anyone.forumStanding).toMatchObject({ establishedAfterMs: 0, establishedPosts: 0 });
  });

  it('reads WEB_CONCURRENCY as a whole number of workers from 1 to 64, unset by default', () => {
    expect(loadConfig({}, '/web').webConcurrency).toBeUndefined();
    expect(loadConfig({ WEB_CONCURRENCY: '4' }, '/web').webConcurrency).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'semua', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad }, '/web')).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it('fails fast with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'bukan-url' }, '/web')).toThrow(
      /Invalid environment configuration:\n {2}PORT: .*\n {2}DATABASE_URL/,
    );
  });

  it('trusts proxies by hop count or address list, and refuses "true"', () => {
    expect(loadConfig({}, '/web').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/web').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, '/web').trustProxy).toBe(1);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }, '/web').trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/web')).toThrow(/TRUST_PROXY: "true" would trust any/);
    for (const bad of ['10.0.0.0/33', 'proxy.local', '10.0.0.0/8,', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, '/web')).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads PUBLIC_ORIGIN as a list of origins, normalised, and refuses anything more', () => {
    expect(loadConfig({}, '/web').publicOrigins).toEqual([]);
    expect(
      loadConfig(
        { PUBLIC_ORIGIN: 'https://SehatJiwa.id/, https://www.sehatjiwa.id:443,http://10.0.0.5:3000' },
        '/web',
      ).publicOrigins,
    ).toEqual(['https://sehatjiwa.id', 'https://www.sehatjiwa.id', 'http://10.0.0.5:3000']);
    for (const bad of [
      'sehatjiwa.id',
      'https://sehatjiwa.id/app',
      'ftp://sehatjiwa.id',
      'https://a.id?x=1',
      ',',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }, '/web')).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('publishes the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}, '/web').apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: 'true' }, '/web').apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, '/web').apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }, '/web').apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'ja' }, '/web')).toThrow(/API_DOCS/);
  });

  it('refuses a short admin password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'pendek' }, '/web')).toThrow(/ADMIN_PASSWORD/);
  });

  it('sends stream heartbeats every 20 s unless SSE_HEARTBEAT_SECONDS says otherwise', () => {
    expect(loadConfig({}, '/web').sseHeartbeatMs).toBe(20_000);
    expect(loadConfig({ SSE_HEARTBEAT_SECONDS: '45' }, '/web').sseHeartbeatMs).toBe(45_000);
    expect(() => loadConfig({ SSE_HEARTBEAT_SECONDS: '0' }, '/web')).toThrow(/SSE_HEARTBEAT_SECONDS/);
  });

  it('schedules check-ins 1, 7 and 30 days after asking unless CHECKIN_OFFSETS says otherwise', () => {
    const day = 86_400_000;
    expect(loadConfig({}, '/web').checkinOffsetsMs).toEqual([day, 7 * day, 30 * day]);
    expect(loadConfig({ CHECKIN_OFFSETS: '2s,4s' }, '/web').checkinOffsetsMs).toEqual([2_000, 4_000]);
    expect(() => loadConfig({ CHECKIN_OFFSETS: '2 minggu' }, '/web')).toThrow(/CHECKIN_OFFSETS: "2 minggu"/);
  });
});

describe('password hashing cost', () => {
  it('is always production argon2id (19 MiB, 2 passes, 1 lane): no variable lowers it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PASSWORD_COST: '1', ARGON2_MEMORY: '8' }, '/web');
    expect(config.passwordCost).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hash = await passwordHasher(config.passwordCost).hash('rahasia123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
