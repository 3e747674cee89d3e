import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { securityNoticeMessages } from '@sehat/core/auth/messages';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/helper';
import { openPglite } from '../platform/database/client';
import { ensureAdmin } from '../db/seed/admin';
import { notifications, users } from '../db/schema/index';
import { passwordHasher, productionPasswordCost } from '../platform/accounts/passwords';

const entry = fileURLToPath(new URL('./reset-password-main.ts', import.meta.url));
const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
let dataDir: string;

/** The command as an operator runs it, against an embedded database in `dataDir`. */
async function run(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', entry, ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-reset-'));
  const database = await openPglite(path.join(dataDir, 'pglite'));
  await database.migrate();
  const admin = { username: 'kepala', password: 'sandi-yang-hilang', email: undefined };
  await ensureAdmin(database.db, testConfig(dataDir, { admin }), log);
  await database.close();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run admin:reset-password -- USERNAME', () => {
  it('prints a new password once, and it is the one that now works; the owner is told', async () => {
    const result = await run('kepala');
    expect(result.code).toBe(0);
    const password = /New password for kepala: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toBeDefined();

    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const [row] = await database.db.select().from(users).where(eq(users.username, 'kepala'));
      expect(await passwordHasher(productionPasswordCost).verify(row!.passwordHash, password!)).toBe(true);
      expect(
        await passwordHasher(productionPasswordCost).verify(row!.passwordHash, 'sandi-yang-hilang'),
      ).toBe(false);
      const told = await database.db
        .select({ kind: notifications.kind, text: notifications.text })
        .from(notifications)
        .where(eq(notifications.userId, row!.id));
      expect(told).toEqual([{ kind: 'account_security', text: securityNoticeMessages.password_set }]);
    } finally {
      await database.close();
    }
  });

  it('fails clearly for an unknown username or none', async () => {
    const unknown = await run('siapa');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the username "siapa"');
    const missing = await run();
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run admin:reset-password -- USERNAME');
  });
});
