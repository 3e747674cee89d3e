import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../../../../test/helper';
import { openTestDatabase } from '../../../../test/database';
import { tableReads } from '../../../../test/table-reads';

// How many rows of the forum a search reads, from PostgreSQL's cumulative statistics: this runs on
// PostgreSQL, where the API tests of search.test.ts run on both engines.
describe.runIf(process.env.TEST_DB === 'postgres')(
  'a search reads its matches, not the forum (ADR 103)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      // One connection: the search and the counters it moves are in the same session.
      t = await buildTestApp({}, await openTestDatabase({ connections: 1 }));
      const member = await registerUser(t.app);
      // One question in seven speaks of 'kecemasan'; one alone of 'bisikan'. A forum big enough
      // that PostgreSQL reads a rare word from the indexes rather than every row.
      await t.app.db.execute(sql`
      insert into forum_questions (user_id, title, description, created_at)
      select ${member.id},
        'Tentang ' || (array['kecemasan', 'tidur', 'keluarga', 'pekerjaan', 'sekolah', 'teman', 'malam'])[1 + g % 7] || ' nomor ' || g,
        case when g = 17 then 'Saya mendengar bisikan setiap malam.' else 'Saya sering merasa lelah setiap hari.' end,
        now() - make_interval(mins => g)
      from generate_series(1, 50000) g`);
      await t.app.db.execute(sql`analyze forum_questions`);
    }, 180_000);
    afterAll(async () => {
      await t.close();
    });

    /** Rows of forum_questions read by scans while `work` runs, as the statistics count them. */
    const rowsReadBy = async (work: () => Promise<void>) => {
      const before = await tableReads(t.app, 'forum_questions');
      await work();
      return (await tableReads(t.app, 'forum_questions')).rowsRead - before.rowsRead;
    };

    const search =
      (q: string, extra = '') =>
      async () => {
        const response = await t.app.inject({ url: `/api/forum/questions?q=${q}${extra}` });
        expect(response.statusCode, response.body).toBe(200);
      };

    it('reads a handful of rows for a word one question holds, or none does', async () => {
      // Before ADR 103 each read all 50,000 rows twice: the page walked the forum in date order.
      expect(await rowsReadBy(search('bisikan'))).toBeLessThan(50);
      expect(await rowsReadBy(search('isik'))).toBeLessThan(50);
      expect(await rowsReadBy(search('gemuruh'))).toBeLessThan(50);
      expect(await rowsReadBy(search('gemuruh', '&sort=terlama'))).toBeLessThan(50);
    });

    it('tests a broad word against the rows its capped count needs, and reads the page by id', async () => {
      // 'kecemasan' is in one question in seven: the 101 newest matches sit in the newest 707 rows,
      // and the page's 21 are read again by id (728). Testing the words again for the page, as
      // before ADR 103, read another 146 (854).
      expect(await rowsReadBy(search('cemas'))).toBeLessThan(800);
      expect(await rowsReadBy(search('emas'))).toBeLessThan(800);
    });
  },
);
