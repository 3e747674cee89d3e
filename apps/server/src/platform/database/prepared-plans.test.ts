import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type Account, type TestApp } from '../../../test/helper';
import { openTestDatabase } from '../../../test/database';
import { askQuestion } from '../../../test/forum';
import { seedQuestions, yesAt } from '../../../test/selftest';
import { rowsOf } from './rows';

// Named statements live in the connection: on PostgreSQL, and on PGlite through node-postgres
// (ADRs 107, 108).
describe('the hot first pages are planned once (ADR 98)', () => {
  let t: TestApp;
  let member: Account;
  let questionId: number;
  beforeAll(async () => {
    // One connection: every statement below runs, and is counted, in the same session.
    t = await buildTestApp({}, await openTestDatabase({ connections: 1 }));
    member = await registerUser(t.app);
    questionId = (await askQuestion(t.app, member)).id;
    await seedQuestions(t.app);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/selftest/submissions',
      headers: { cookie: member.cookie },
      payload: { jawaban: yesAt(29) },
    });
    expect(submitted.statusCode).toBe(201);
    // Tables of a real forum's size: on a handful of rows every plan is cheap, whatever it assumes.
    await t.app.db.execute(sql`
      insert into forum_questions (user_id, title, description, created_at)
      select ${member.id}, 'Pertanyaan ' || g, 'Isi pertanyaan', now() - make_interval(mins => g)
      from generate_series(1, 2000) g`);
    await t.app.db.execute(sql`
      insert into forum_responses (question_id, user_id, text, created_at)
      select ${questionId}, ${member.id}, 'Tanggapan ' || g, now() + make_interval(secs => g)
      from generate_series(1, 2000) g`);
    await t.app.db.execute(sql`
      insert into screening_results (user_id, code, answers, questionnaire_id, hasil, severity, score, domains, crisis)
      select user_id, code, answers, questionnaire_id, hasil, severity, score, domains, crisis
      from screening_results cross join generate_series(1, 2000)`);
    await t.app.db.execute(sql`analyze`);
  });
  afterAll(async () => {
    await t.close();
  });

  const plansOf = async (names: string[]) => {
    const result = await t.app.db.execute(
      sql`select name, generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where name in ${names}`,
    );
    const rows = rowsOf<{ name: string; generic: number; custom: number }>(result);
    return Object.fromEntries(rows.map(({ name, ...plans }) => [name, plans]));
  };

  it('keeps the generic plan of the forum list, a question’s responses and the last result', async () => {
    const asMember = (url: string) => t.app.inject({ url, headers: { cookie: member.cookie } });
    for (let i = 0; i < 8; i++) {
      expect((await asMember('/api/forum/questions')).statusCode).toBe(200);
      expect((await asMember(`/api/forum/questions/${questionId}/responses`)).statusCode).toBe(200);
      expect((await asMember('/api/auth/session')).statusCode).toBe(200);
    }
    const names = [
      'forum_questions_member_terbaru_all',
      'forum_responses_member_time',
      'screening_result_latest',
    ];
    // PostgreSQL plans the first five executions for their values, then keeps the generic plan
    // unless it looks dearer; with the page size bound as a parameter it always looked dearer.
    expect(await plansOf(names)).toEqual(
      Object.fromEntries(names.map((name) => [name, { custom: 5, generic: 3 }])),
    );
  });
});
