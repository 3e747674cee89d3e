import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, moderate, respondTo } from '../../../../test/forum';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let ani: Account;
let budi: Account;
let admin: Account;

type Listed = { id: number; responseCount: number };

/** What the list says, page after page, for one viewer and filter. */
async function listed(viewer: Account | null, query: string) {
  const page = await injectAs(t.app, viewer)('GET', `/api/forum/questions?limit=50${query}`);
  expect(page.statusCode, page.body).toBe(200);
  const body = page.json<{ total: number; questions: Listed[] }>();
  return { total: body.total, counts: new Map(body.questions.map((q) => [q.id, q.responseCount])) };
}

/** Raw rows on either driver (both answer `{ rows }`). */
async function selectRows<T>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The same figures recounted from the rows, as the viewer may see them. */
async function recounted(viewer: Account | null, tag: string | null) {
  const seesHidden = (alias: string) =>
    viewer === null
      ? sql.raw(`${alias}.hidden_at is null`)
      : viewer.id === admin.id
        ? sql`true`
        : sql`(${sql.raw(alias)}.hidden_at is null or ${sql.raw(alias)}.user_id = ${viewer.id})`;
  const rows = await selectRows<{ id: number; responses: number }>(sql`
    select q.id, (select count(*) from forum_responses r where r.question_id = q.id and ${seesHidden('r')})::int as responses
    from forum_questions q
    where ${seesHidden('q')} and (${tag}::text is null or q.tag = ${tag})`);
  return { total: rows.length, counts: new Map(rows.map((row) => [row.id, row.responses])) };
}

beforeAll(async () => {
  ani = await registerUser(t.app);
  budi = await registerUser(t.app);
  admin = await createAdmin(t.app);
  const questions = [];
  for (const tag of ['ptsd', 'neurosis', null, 'ptsd', 'psikotik']) {
    questions.push(await askQuestion(t.app, ani, { tag }));
  }
  const [first, second, third, fourth, fifth] = questions.map((q) => q.id) as number[];
  await respondTo(t.app, budi, first!);
  await respondTo(t.app, ani, first!);
  const hiddenResponse = await respondTo(t.app, budi, first!, 'Promosi produk');
  const deletedResponse = await respondTo(t.app, budi, second!);
  await respondTo(t.app, ani, fourth!);
  await respondTo(t.app, budi, fifth!);

  expect((await moderate(t.app, admin, 'response', hiddenResponse.id, 'hide')).statusCode).toBe(200);
  const remove = injectAs(t.app, budi);
  expect((await remove('DELETE', `/api/forum/responses/${deletedResponse.id}`)).statusCode).toBe(204);
  expect((await moderate(t.app, admin, 'question', fifth!, 'hide')).statusCode).toBe(200);
  expect((await injectAs(t.app, ani)('DELETE', `/api/forum/questions/${third}`)).statusCode).toBe(204);
  const retag = await injectAs(t.app, ani)('PATCH', `/api/forum/questions/${fourth}`, {
    title: 'Sulit tidur setiap malam',
    desc: 'Sudah dua minggu saya sulit tidur.',
    tag: 'neurosis',
  });
  expect(retag.statusCode).toBe(200);
});

describe('kept forum counters', () => {
  for (const [name, pick] of [
    ['a visitor', () => null],
    ['the author of hidden content', () => ani],
    ['another member', () => budi],
    ['an admin', () => admin],
  ] as const) {
    it(`agree with a recount for ${name}, on the whole list and per tag`, async () => {
      const viewer = pick();
      for (const tag of [null, 'ptsd', 'neurosis', 'psikotik']) {
        const shown = await listed(viewer, tag ? `&tag=${tag}` : '');
        expect(shown).toEqual(await recounted(viewer, tag));
      }
    });
  }

  it('are back to the recount after the questions go', async () => {
    const deleted = await injectAs(t.app, ani)('DELETE', '/api/profile', { password: ani.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await listed(budi, '')).toEqual(await recounted(budi, null));
    const totals = await selectRows<{ visible: number; hidden: number }>(
      sql`select coalesce(sum(visible), 0)::int as visible, coalesce(sum(hidden), 0)::int as hidden from forum_question_totals`,
    );
    expect(totals[0]).toEqual({ visible: 0, hidden: 0 });
  });
});
