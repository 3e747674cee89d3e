import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../paths';
import { createPglite } from '../../platform/database/pglite';
import { sha256 } from '../../platform/security/tokens';

let dir: string;
let client: PGlite;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-results-migration-'));
  client = await createPglite(undefined);
});
afterAll(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

/** The migrations up to the one before the results' move (ADR 236). */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = path.join(dir, 'before');
  await cp(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

describe('the migration to one result store', { timeout: 120_000 }, () => {
  it('carries every SRQ-29, PHQ-9 and GAD-7 result, their counts and their shares across', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: await migrationsBefore('_screening_results') });
    // The SRQ-29 visitor's claim token, hashed as that table kept it (base64url SHA-256).
    const srq29Token = 'token-srq29-visitor';
    const srq29Hash = Buffer.from(sha256(srq29Token), 'hex').toString('base64url');
    await client.exec(`
      insert into users (username, email, full_name, password_hash)
        values ('rina', 'rina@contoh.id', 'Rina', 'x');
      insert into selftest_submissions (user_id, answers, hasil, severity, score, domains, crisis, client_id, created_at)
        values (1, '[{"nomor":1,"pertanyaan":"Sakit kepala?","kategori":"neurosis","jawaban":1},{"nomor":17,"pertanyaan":"Ingin mengakhiri hidup?","kategori":"neurosis","jawaban":0}]',
          'Normal', 'Normal', 1, '[{"kategori":"neurosis","yes":1,"total":2,"flagged":false,"severity":null}]', false, 'dev-a', '2026-01-02T03:04:05Z');
      insert into selftest_submissions (user_id, answers, hasil, severity, score, domains, crisis, claim_token_hash, created_at)
        values (null, '[{"nomor":1,"pertanyaan":"Sakit kepala?","kategori":"neurosis","jawaban":0}]',
          'Normal', 'Normal', 0, '[]', true, '${srq29Hash}', '2026-01-03T00:00:00Z');
      insert into screening_submissions (user_id, code, answers, score, band, crisis, client_id, created_at)
        values (1, 'phq9', '[1,0,0,0,0,0,0,0,3]', 4, 'minimal', true, 'dev-b', '2026-01-01T00:00:00Z'),
          (null, 'gad7', '[1,1,1,1,1,1,1]', 7, 'ringan', false, 'dev-a', '2026-01-04T00:00:00Z');
      update screening_submissions set claim_hash = 'hex-hash' where code = 'gad7';
      insert into selftest_anonymous_counts values ('2025-01-01', 'Normal', 'Normal', 5);
      insert into screening_anonymous_counts values ('2025-01-01', 'phq9', 'sedang', 2);
      insert into conversations (user_id) values (1);
      insert into chat_result_shares (conversation_id, code, submission_id) values (1, 'srq29', 1);
      insert into chat_result_shares (conversation_id, code, screening_submission_id) values (1, 'phq9', 1);`);

    await migrate(db, { migrationsFolder: migrationsDir });

    expect(
      await rows(`select r.id, user_id, r.code, answers, q.questions, hasil, severity, domains, band, score, crisis,
        claim_hash, client_id, r.created_at from screening_results r
        left join screening_questionnaires q on q.id = r.questionnaire_id order by r.id`),
    ).toEqual([
      {
        id: 1,
        user_id: 1,
        code: 'srq29',
        answers: [1, 0],
        questions: [
          { nomor: 1, pertanyaan: 'Sakit kepala?', kategori: 'neurosis' },
          { nomor: 17, pertanyaan: 'Ingin mengakhiri hidup?', kategori: 'neurosis' },
        ],
        hasil: 'Normal',
        severity: 'Normal',
        domains: [{ kategori: 'neurosis', yes: 1, total: 2, flagged: false, severity: null }],
        band: null,
        score: 1,
        crisis: false,
        claim_hash: null,
        client_id: 'dev-a',
        created_at: new Date('2026-01-02T03:04:05Z'),
      },
      expect.objectContaining({
        id: 2,
        user_id: null,
        code: 'srq29',
        answers: [0],
        claim_hash: sha256(srq29Token),
      }),
      // PHQ-9 and GAD-7 follow SRQ-29's ids in their own order; SRQ-29 keeps a device id both held.
      expect.objectContaining({
        id: 3,
        user_id: 1,
        code: 'phq9',
        answers: [1, 0, 0, 0, 0, 0, 0, 0, 3],
        band: 'minimal',
        crisis: true,
        questions: null,
        client_id: 'dev-b',
        created_at: new Date('2026-01-01T00:00:00Z'),
      }),
      expect.objectContaining({
        id: 4,
        user_id: null,
        code: 'gad7',
        claim_hash: 'hex-hash',
        client_id: null,
      }),
    ]);
    expect(await rows('select code, result_id from chat_result_shares order by id')).toEqual([
      { code: 'srq29', result_id: 1 },
      { code: 'phq9', result_id: 3 },
    ]);
    expect(
      await rows(`select day::text, code, outcome, count from screening_result_counts order by code`),
    ).toEqual([
      { day: '2025-01-01', code: 'phq9', outcome: { band: 'sedang' }, count: 2 },
      { day: '2025-01-01', code: 'srq29', outcome: { hasil: 'Normal', severity: 'Normal' }, count: 5 },
    ]);
    // New results go on after the moved ones; the old tables are gone.
    const [next] = await rows<{
      id: number;
    }>(`insert into screening_results (code, answers, score, crisis, band)
      values ('phq9', '[0,0,0,0,0,0,0,0,0]', 0, false, 'minimal') returning id`);
    expect(next!.id).toBe(5);
    expect(
      await rows(`select table_name from information_schema.tables
        where table_name in ('selftest_submissions', 'screening_submissions', 'selftest_anonymous_counts', 'screening_anonymous_counts')`),
    ).toEqual([]);
  });
});

describe('the migration to questionnaires stored once (ADR 249)', { timeout: 120_000 }, () => {
  it('stores each questionnaire the results were answered against once, and each result names its own', async () => {
    const own = await createPglite(undefined);
    try {
      const db = drizzle({ client: own });
      await migrate(db, { migrationsFolder: await migrationsBefore('_questionnaires_once') });
      const asked = (pertanyaan: string) => JSON.stringify([{ nomor: 1, pertanyaan, kategori: 'neurosis' }]);
      await own.exec(`
        insert into screening_results (code, answers, score, crisis, questions, hasil, severity, domains)
          values ('srq29', '[1]', 1, false, '${asked('Sakit kepala?')}', 'Normal', 'Normal', '[]'),
            ('srq29', '[0]', 0, false, '${asked('Sakit kepala?')}', 'Normal', 'Normal', '[]'),
            ('srq29', '[1]', 1, false, '${asked('Sering pusing?')}', 'Normal', 'Normal', '[]');
        insert into screening_results (code, answers, score, crisis, band)
          values ('phq9', '[0,0,0,0,0,0,0,0,0]', 0, false, 'minimal');`);

      await migrate(db, { migrationsFolder: migrationsDir });

      const results = await own.query<{ id: number; code: string; pertanyaan: string | null }>(
        `select r.id, r.code, q.questions->0->>'pertanyaan' as pertanyaan from screening_results r
          left join screening_questionnaires q on q.id = r.questionnaire_id order by r.id`,
      );
      expect(results.rows).toEqual([
        { id: 1, code: 'srq29', pertanyaan: 'Sakit kepala?' },
        { id: 2, code: 'srq29', pertanyaan: 'Sakit kepala?' },
        { id: 3, code: 'srq29', pertanyaan: 'Sering pusing?' },
        { id: 4, code: 'phq9', pertanyaan: null },
      ]);
      const stored = await own.query<{ n: number }>(
        'select count(*)::int as n from screening_questionnaires',
      );
      expect(stored.rows[0]!.n).toBe(2);
      // An SRQ-29 result must name its questionnaire from now on.
      await expect(
        own.query(`insert into screening_results (code, answers, score, crisis, hasil, severity, domains)
          values ('srq29', '[1]', 1, false, 'Normal', 'Normal', '[]')`),
      ).rejects.toThrow(/screening_results_parts_check/);
    } finally {
      await own.close();
    }
  });
});
