import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite as OldPGlite } from 'pglite-v03';
import { pg_trgm as oldPgTrgm } from 'pglite-v03/contrib/pg_trgm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newManifest } from '../../backup/manifest';
import { restoreBackup } from '../../backup/restore-backup';
import { migrationsDir } from '../../paths';
import { openEmbedded, pgliteFolder } from './embedded';
import { createPglite } from './pglite';
import { pgMajorOf, upgradeOldPglite } from './pglite-upgrade';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-upgrade-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The migrations of an earlier release: all but the newest. */
async function earlierMigrations(): Promise<string> {
  const folder = path.join(dir, 'earlier-migrations');
  await cp(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** A DATA_DIR as a site on PGlite 0.3 (PostgreSQL 17) left it, with a member and a question. */
async function oldSite(dataDir: string): Promise<OldPGlite> {
  await mkdir(dataDir);
  const old = await OldPGlite.create({ dataDir: pgliteFolder(dataDir), extensions: { pg_trgm: oldPgTrgm } });
  await migrate(drizzle({ client: old as unknown as PGlite }), {
    migrationsFolder: await earlierMigrations(),
  });
  await old.exec(`
    insert into users (username, email, full_name, password_hash)
      values ('rina', 'rina@contoh.id', 'Rina', 'x'), ('budi', 'budi@contoh.id', 'Budi', 'x');
    insert into forum_questions (user_id, title, description)
      values (2, 'Sulit tidur', 'Saya cemas setiap malam');`);
  return old;
}

/** The old site's rows are all there on the new engine, which goes on from where they stood. */
async function expectSiteUpgraded(dataDir: string) {
  const folder = pgliteFolder(dataDir);
  expect(await pgMajorOf(folder)).toBe('18');
  const client = await createPglite(folder);
  try {
    const { rows } = await client.query(
      'select u.username, q.title from forum_questions q join users u on u.id = q.user_id',
    );
    expect(rows).toEqual([{ username: 'budi', title: 'Sulit tidur' }]);
    const inserted = await client.query(
      "insert into users (username, email, full_name, password_hash) values ('sari', 'sari@contoh.id', 'Sari', 'x') returning id",
    );
    // Past the old rows (a dump taken while running may skip ahead, as after a crash).
    expect((inserted.rows[0] as { id: number }).id).toBeGreaterThan(2);
    const found = await client.query(
      "select count(*)::int as n from forum_questions where description ilike '%emas%'",
    );
    expect(found.rows).toEqual([{ n: 1 }]);
  } finally {
    await client.close();
  }
}

// Each test opens both engines (each start takes seconds of WebAssembly compilation).
describe('an embedded database written by PGlite 0.3 (PostgreSQL 17)', { timeout: 240_000 }, () => {
  it('is upgraded at start with every row, and the old folder is kept beside it', async () => {
    const dataDir = path.join(dir, 'site');
    await (await oldSite(dataDir)).close();
    expect(await pgMajorOf(pgliteFolder(dataDir))).toBe('17');

    const { database, lock, upgradeBackup } = await openEmbedded(dataDir);
    await database.migrate();
    await database.close();
    await lock.release();
    expect(await pgMajorOf(upgradeBackup!)).toBe('17');
    // Nothing half-made is left behind.
    expect((await readdir(dataDir)).filter((name) => name.startsWith('pglite.upgrade'))).toEqual([]);
    await expectSiteUpgraded(dataDir);
  });

  it('is upgraded when a backup archive of it is restored', async () => {
    const old = await oldSite(path.join(dir, 'archived'));
    const staging = path.join(dir, 'staging');
    await mkdir(path.join(staging, 'database'), { recursive: true });
    await mkdir(path.join(staging, 'uploads'));
    await writeFile(
      path.join(staging, 'database/pglite.tar.gz'),
      Buffer.from(await (await old.dumpDataDir('gzip')).arrayBuffer()),
    );
    await old.close();
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(newManifest('pglite', new Date())));
    const archive = path.join(dir, 'old-backup.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: staging }, ['manifest.json', 'database', 'uploads']);

    const dataDir = path.join(dir, 'restored');
    await restoreBackup(
      { dataDir, databaseUrl: undefined, uploadDir: path.join(dataDir, 'uploads') },
      archive,
      {
        force: false,
      },
    );
    await expectSiteUpgraded(dataDir);
  });
  it('finishes an upgrade that stopped between renaming the folders', async () => {
    const folder = path.join(dir, 'interrupted', 'pglite');
    await mkdir(path.dirname(folder));
    const client = await createPglite(`${folder}.upgraded`);
    await client.exec('create table kept (id int)');
    await client.close();

    expect(await upgradeOldPglite(folder)).toBeUndefined();
    const reopened = await createPglite(folder);
    expect((await reopened.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
    await reopened.close();
  });
});
