import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { openTestDatabase } from '../../../../test/database';
import { askQuestion } from '../../../../test/forum';
import { tableReads } from '../../../../test/table-reads';

// Which scans PostgreSQL's statistics count for the kept totals: this runs on PostgreSQL.
describe.runIf(process.env.TEST_DB === 'postgres')('the list reads its kept totals by key (ADR 104)', () => {
  let t: TestApp;
  let member: Account;
  beforeAll(async () => {
    // One connection: the list and the counters it moves are in the same session.
    t = await buildTestApp({}, await openTestDatabase({ connections: 1 }));
    member = await registerUser(t.app);
    await askQuestion(t.app, member, { tag: 'ptsd' });
    await askQuestion(t.app, member);
    // What a bulk write (an import, a removed account's questions) leaves behind: thousands of
    // versions of the four rows in one transaction, pages that vacuum empties but keeps.
    await t.app.db.execute(sql`
      do $$ begin
        for i in 1..20000 loop
          update forum_question_totals set visible = visible where tag = 'ptsd';
        end loop;
      end $$`);
    await t.app.db.execute(sql`vacuum analyze forum_question_totals`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums every tag through the primary key, never scanning the emptied pages', async () => {
    const before = await tableReads(t.app, 'forum_question_totals');
    const response = await t.app.inject({ url: '/api/forum/questions', headers: { cookie: member.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ total: number }>().total).toBe(2);
    const after = await tableReads(t.app, 'forum_question_totals');
    expect(after.seqScans - before.seqScans).toBe(0);
    expect(after.indexScans - before.indexScans).toBeGreaterThan(0);
  });
});
