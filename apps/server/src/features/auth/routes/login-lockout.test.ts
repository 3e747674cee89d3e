import { authMessages } from '@sehat/core/auth/messages';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultLimitWindows } from '@sehat/core/limits/rate-limits';
import { openTwoTestDatabases } from '../../../../test/database';
import { buildTestApp, registerUser, type Account, type TestApp } from '../../../../test/helper';

/** The product's own: failures of one account from one source before it is locked. */
const perAccount = defaultLimitWindows['login:fail'].max;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const [first, second] = await openTwoTestDatabases();
  a = await buildTestApp({}, first);
  b = await buildTestApp({}, second);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const login = (app: FastifyInstance, login: string, password: string, remoteAddress = '10.1.1.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password }, remoteAddress });

/** Counts the password checks the apps really run, through the hasher they are built with. */
function countChecks(...apps: FastifyInstance[]) {
  const spies = apps.map((app) => vi.spyOn(app.passwords, 'verify'));
  return {
    get total() {
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** Ends every running lock and window of `account`, as if their time had passed. */
async function letLocksExpire(account: Account) {
  await a.app.db.execute(
    sql`update rate_limits set reset_at = now() - interval '1 second' where key like ${`login:fail:user:${account.id}:%`}`,
  );
}

describe('the login lock', () => {
  it('checks at most the limit of 40 parallel wrong guesses', async () => {
    const victim = await registerUser(a.app);
    const checks = countChecks(a.app);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(a.app, victim.username, `tebakan${i}`)),
      );
      expect(checks.total).toBeLessThanOrEqual(perAccount);
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(perAccount);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - perAccount);
    } finally {
      checks.restore();
    }
  });

  it('holds across two app instances on one database, with the right password among the guesses', async () => {
    const victim = await registerUser(a.app);
    const checks = countChecks(a.app, b.app);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login(i % 2 ? b.app : a.app, victim.username, i === 30 ? victim.password : `tebakan${i}`),
        ),
      );
      expect(checks.total).toBeLessThanOrEqual(perAccount);
      expect(answers.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(perAccount);
    } finally {
      checks.restore();
    }
  });

  it('locks the account from the failing address only, says how long, and the owner elsewhere logs in', async () => {
    const owner = await registerUser(a.app);
    for (let i = 0; i < perAccount; i++) {
      expect((await login(a.app, owner.username, `salah${i}`, '10.2.2.2')).statusCode).toBe(401);
    }
    const locked = await login(a.app, owner.username, owner.password, '10.2.2.2');
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(locked.json().error.message).toBe(authMessages.tooManyLoginAttempts(wait));
    expect((await login(b.app, owner.email, owner.password, '10.3.3.3')).statusCode).toBe(200);
  });

  it('locks longer each time, and a good login starts over', async () => {
    const owner = await registerUser(a.app);
    const lockAfterFailures = async () => {
      for (let i = 0; i < perAccount; i++) await login(a.app, owner.username, `salah${i}`, '10.4.4.4');
      const locked = await login(a.app, owner.username, owner.password, '10.4.4.4');
      expect(locked.statusCode).toBe(429);
      return Number(locked.headers['retry-after']);
    };
    const first = await lockAfterFailures();
    await letLocksExpire(owner);
    const second = await lockAfterFailures();
    await letLocksExpire(owner);
    const third = await lockAfterFailures();
    expect(first).toBeLessThanOrEqual(60);
    expect(second).toBeGreaterThan(60);
    expect(second).toBeLessThanOrEqual(120);
    expect(third).toBeGreaterThan(120);
    expect(third).toBeLessThanOrEqual(240);

    await letLocksExpire(owner);
    expect((await login(a.app, owner.username, owner.password, '10.4.4.4')).statusCode).toBe(200);
    expect(await lockAfterFailures()).toBeLessThanOrEqual(60);
  });
});

describe('every 429', () => {
  it('carries Retry-After, the flood guard’s too', async () => {
    const flooded = await buildTestApp({ apiRateLimitPerMinute: 2 });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await flooded.app.inject({ url: '/api/auth/session' }));
      expect(answers[2]!.statusCode).toBe(429);
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await flooded.close();
    }
  });
});
