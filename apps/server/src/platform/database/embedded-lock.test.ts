import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRM_MS, DataDirLockLostError, lockFileOf } from './data-dir-lock';
import { openEmbedded, pgliteFolder, type EmbeddedDatabase } from './embedded';

let dataDir: string;
let embedded: EmbeddedDatabase;
const onLost = vi.fn();
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-embedded-lock-'));
  embedded = await openEmbedded(dataDir, { onLost });
});
afterAll(async () => {
  await embedded.database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an embedded database whose folder was taken over', () => {
  it('runs no statement once its lock is another process’s', async () => {
    const { db } = embedded.database;
    await db.execute(sql`create table written (n int)`);
    await db.execute(sql`insert into written values (1)`);
    await writeFile(
      lockFileOf(pgliteFolder(dataDir)),
      JSON.stringify({ pid: 1, host: `${hostname()}-other`, startedAt: '', token: 'thief' }),
    );
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_MS + 50));
    const refused = (await db
      .execute(sql`insert into written values (2)`)
      .catch((error: unknown) => error)) as Error;
    expect(refused.cause).toBeInstanceOf(DataDirLockLostError);
    expect(() => embedded.database.confirmWriter!()).toThrow(/took over/);
    expect(onLost).toHaveBeenCalledTimes(1);
  });
});
