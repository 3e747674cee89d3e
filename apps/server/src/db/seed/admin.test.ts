import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../platform/database/client';
import { users } from '../schema/index';
import { testConfig } from '../../../test/helper';
import { openTestDatabase } from '../../../test/database';
import { passwordHasher } from '../../platform/accounts/passwords';
import { ensureAdmin } from './admin';

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-seed-'));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('ensureAdmin', () => {
  it('creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD, once', async () => {
    const config = testConfig(dir, {
      admin: { username: 'kepala', password: 'sangat-rahasia', email: undefined },
    });
    await ensureAdmin(database.db, config, log);
    await ensureAdmin(database.db, config, log);
    const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]!.username).toBe('kepala');
    expect(await passwordHasher(config.passwordCost).verify(admins[0]!.passwordHash, 'sangat-rahasia')).toBe(
      true,
    );
  });

  it('generates and prints a random password when none is configured', async () => {
    const fresh = await openTestDatabase();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const config = testConfig(dir, { admin: { username: 'admin', password: undefined, email: undefined } });
      await ensureAdmin(fresh.db, config, log);
      const printed = write.mock.calls.map((c) => String(c[0])).join('');
      // In its frame, apart from the log lines (startup-notices.ts).
      const password = /\| +password: (\S+) +\|/.exec(printed)?.[1];
      expect(password).toBeDefined();
      expect(password!.length).toBeGreaterThanOrEqual(16);
      const [admin] = await fresh.db.select().from(users).where(eq(users.username, 'admin'));
      expect(await passwordHasher(config.passwordCost).verify(admin!.passwordHash, password!)).toBe(true);
    } finally {
      write.mockRestore();
      await fresh.close();
    }
  });
});
