import { rm, writeFile } from 'node:fs/promises';
import { availabilityMessages } from '@sehat/core/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type Account, type TestApp } from '../../../../test/helper';

let t: TestApp;
let account: Account;
beforeAll(async () => {
  t = await buildTestApp();
  account = await registerUser(t.app);
});
afterAll(() => t.close());

const health = () => t.app.inject({ url: '/api/health' });

/** Makes every write to `table` fail as on a full disk (SQLSTATE 53100), on both engines. */
async function diskFullFor(table: string) {
  await t.app.db.execute(
    sql.raw(`create or replace function disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`),
  );
  await t.app.db.execute(
    sql.raw(
      `create trigger disk_full before insert or update on ${table} for each row execute function disk_full()`,
    ),
  );
  return () => t.app.db.execute(sql.raw(`drop trigger disk_full on ${table}`));
}

describe('health and outages', () => {
  it('answers ok while the database takes writes and the upload folder takes files', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: process.env.TEST_DB });
  });

  it('reports a database that refuses writes as 503 instead of ok', async () => {
    const restore = await diskFullFor('rate_limits');
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      db: process.env.TEST_DB,
      reason: 'database-unwritable',
    });
    await restore();
    expect((await health()).statusCode).toBe(200);
  });

  it('answers a write the disk refuses with 503 JSON, and health remembers it', async () => {
    const restore = await diskFullFor('forum_questions');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forum/questions',
      headers: { cookie: account.cookie },
      payload: { title: 'Sulit tidur setiap malam', desc: 'Sudah dua minggu saya sulit tidur.' },
    });
    await restore();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: availabilityMessages.unavailable },
    });
    // The probe write alone would pass now; a full disk shows only on real writes.
    expect((await health()).json()).toMatchObject({ status: 'unavailable', reason: 'database-unwritable' });
  });

  it('recovers as soon as a real write succeeds again, not a minute later', async () => {
    const restore = await diskFullFor('forum_questions');
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/forum/questions',
        headers: { cookie: account.cookie },
        payload: { title: 'Cemas menjelang ujian', desc: 'Setiap malam saya gelisah memikirkannya.' },
      });
    expect((await ask()).statusCode).toBe(503);
    await restore();
    expect((await health()).statusCode).toBe(503);
    expect((await ask()).statusCode).toBe(201);
    expect((await health()).statusCode).toBe(200);
  });

  it('reports an upload folder that takes no files (FILE_STORAGE=folder)', async () => {
    const fresh = await buildTestApp({ fileStorage: 'folder' });
    try {
      await rm(fresh.config.uploadDir, { recursive: true, force: true });
      await writeFile(fresh.config.uploadDir, 'not a folder');
      const response = await fresh.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().reason).toBe('storage-unwritable');
    } finally {
      await rm(fresh.config.uploadDir, { force: true });
      await fresh.close();
    }
  });

  it('reports shutting down once the drain began', async () => {
    const fresh = await buildTestApp();
    fresh.app.availability.draining = true;
    const response = await fresh.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().reason).toBe('shutting-down');
    expect(response.headers.connection).toBe('close');
    await fresh.close();
  });
});
