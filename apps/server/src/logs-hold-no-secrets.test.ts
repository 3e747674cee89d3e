import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimitWindows } from '@sehat/core/limits/rate-limits';
import { buildApp } from './app';
import { users } from './db/schema/index';
import { conversationOf, sendText } from '../test/chat';
import { openTestDatabase } from '../test/database';
import { createAdmin, registerUser, testConfig, withLimits, type Account } from '../test/helper';

/** The app at log level "info" writing into `lines`, so a test reads what operators would. */
let app: FastifyInstance;
let uploadDir: string;
const lines: string[] = [];

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-logs-'));
  const config = testConfig(uploadDir, {
    logLevel: 'info',
    ...withLimits({ 'login:fail': { ...defaultLimitWindows['login:fail'], max: 2 } }),
  });
  app = await buildApp({
    config,
    database: await openTestDatabase(),
    logStream: { write: (l) => lines.push(l) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('the log of a run full of errors', () => {
  let account: Account;
  const chatText = 'Isi curhat yang sangat pribadi';

  it('holds no hash, email, username, password, message text or cookie', async () => {
    await createAdmin(app);
    account = await registerUser(app, { password: 'Sandi-Rahasia-77' });
    const [row] = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    const hash = row!.hash;
    const secrets = [
      hash,
      account.email,
      account.username,
      account.password,
      chatText,
      account.cookie.slice(4),
    ];

    const nulName = `Nama\u0000Rahasia`;
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'orangnul',
        email: 'orangnul@contoh.id',
        fullName: nulName,
        password: 'Sandi-Lain-88',
      },
    });
    secrets.push('orangnul', 'Sandi-Lain-88');
    const id = await conversationOf(app, account);
    await sendText(app, account, id, `${chatText}\u0000`);
    await sendText(app, account, id, chatText);
    // A constraint error, a 404, a 403, a 401, a 409 and a 429.
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: account.username,
        email: account.email,
        fullName: 'Sama',
        password: 'Sandi-Lain-88',
      },
    });
    await app.inject({ url: '/api/forum/questions/999999', headers: { cookie: account.cookie } });
    await app.inject({ url: '/api/admin/users', headers: { cookie: account.cookie } });
    await app.inject({ url: '/api/profile' });
    for (let i = 0; i < 4; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: account.email, password: `${account.password}-salah` },
        headers: { cookie: account.cookie },
      });
    }
    // A query that fails in the database, logged as the app logs any unhandled error.
    try {
      await app.db.execute(sql`select ${account.email}::int`);
    } catch (error) {
      app.log.error({ err: error }, 'unhandled error');
    }

    const log = lines.join('');
    expect(log).toMatch(/"level":50/);
    expect(log).toContain('"query"');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain('$argon2');
  });
});
