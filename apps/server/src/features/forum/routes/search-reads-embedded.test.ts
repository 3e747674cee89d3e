import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../../../../test/helper';
import { tableReads } from '../../../../test/table-reads';

// The embedded database's planner setting (ADR 110). PostgreSQL's own settings are its
// operator's, so this runs on PGlite only; search-reads.test.ts covers a large forum there.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'on the embedded database, a search reads its matches from the indexes (ADR 110)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
      const member = await registerUser(t.app);
      // A forum of a thousand questions, the embedded database's usual size, each a paragraph
      // long; one in fourteen speaks of 'kecemasan', one in fourteen of 'sekolah'.
      await t.app.db.execute(sql`
        insert into forum_questions (user_id, title, description, created_at)
        select ${member.id},
          'Tentang ' || (array['kecemasan', 'tidur', 'keluarga', 'pekerjaan', 'sekolah', 'teman', 'malam',
            'kuliah', 'pagi', 'makan', 'olahraga', 'rumah', 'sahabat', 'hujan'])[1 + g % 14] || ' nomor ' || g,
          repeat('Saya sering merasa lelah setiap hari dan sulit bercerita kepada orang lain. ', 8),
          now() - make_interval(mins => g)
        from generate_series(1, 1000) g`);
      // As the server's upkeep leaves a table that grew (ADR 109).
      await t.app.db.execute(sql`vacuum analyze forum_questions`);
    });
    afterAll(async () => {
      await t.close();
    });

    const rowsReadBy = async (q: string) => {
      const before = await tableReads(t.app, 'forum_questions');
      const response = await t.app.inject({ url: `/api/forum/questions?q=${q}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().total).toBeGreaterThan(70);
      return (await tableReads(t.app, 'forum_questions')).rowsRead - before.rowsRead;
    };

    it('reads the rows holding a word, whole or inside words, not all thousand', async () => {
      // About 71 matches and the page's 21 again by id. Priced as a disk, the planner read every
      // row for 'cemas' and 'sekolah' (1,021).
      for (const word of ['cemas', 'emas', 'sekolah', 'kolah'])
        expect(await rowsReadBy(word)).toBeLessThan(200);
    });
  },
);
