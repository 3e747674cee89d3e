import type { QuestionPage } from '@sehat/core/forum/contract';
import { forumLimits, type ForumTag } from '@sehat/core/forum/limits';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forumQuestions } from '../../../db/schema/index';
import { askQuestion } from '../../../../test/forum';
import { registerUser, useTestApp, type Account } from '../../../../test/helper';

const cap = forumLimits.searchCountCap;
const t = useTestApp();
let author: Account;

beforeAll(async () => {
  author = await registerUser(t.app);
  // More questions about one common word than the cap, in one statement, plus one rarer word.
  await t.app.db.execute(sql`
    insert into forum_questions (user_id, title, description, tag)
    select ${author.id}, 'Rasa cemas nomor ' || g, 'Saya sering cemas di malam hari.',
      case when g % 2 = 0 then 'neurosis' end
    from generate_series(1, ${cap + 5}) as g`);
  await t.app.db.execute(sql`
    insert into forum_questions (user_id, title, description)
    select ${author.id}, 'Mimpi buruk nomor ' || g, 'Terbangun karena mimpi.'
    from generate_series(1, 7) as g`);
});

async function list(query: string, cookie?: string): Promise<QuestionPage> {
  const response = await t.app.inject({
    url: `/api/forum/questions?${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuestionPage>();
}

describe("the list's count with a search (ADR 89)", () => {
  it('stops at the cap when a search matches more, and says so', async () => {
    const page = await list('q=cemas&limit=5');
    expect(page).toMatchObject({ total: cap, totalCapped: true });
    expect(page.questions).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
    // The same for a member, whose own hidden questions also count.
    expect(await list('q=cemas&limit=5', author.cookie)).toMatchObject({ total: cap, totalCapped: true });
  });

  it('is exact below the cap, for visitors and members', async () => {
    expect(await list('q=mimpi')).toMatchObject({ total: 7, totalCapped: false });
    expect(await list('q=mimpi', author.cookie)).toMatchObject({ total: 7, totalCapped: false });
  });

  it('stays exact past the cap without a search: the whole list and a tag filter', async () => {
    const visible = async (tag: ForumTag | null) => {
      const q = forumQuestions;
      const [row] = await t.app.db
        .select({ n: count() })
        .from(q)
        .where(and(isNull(q.hiddenAt), tag ? eq(q.tag, tag) : undefined));
      return row?.n;
    };
    expect(await visible(null)).toBeGreaterThan(cap);
    expect(await list('limit=1')).toMatchObject({ total: await visible(null), totalCapped: false });
    // Punctuation alone is no search: the whole list, counted exactly.
    expect(await list('q=%21%3F&limit=1')).toMatchObject({ total: await visible(null), totalCapped: false });
    expect(await list('tag=neurosis&limit=1')).toMatchObject({
      total: await visible('neurosis'),
      totalCapped: false,
    });
  });

  it('counts a question that matched by search and was posted through the API like any other', async () => {
    await askQuestion(t.app, author, { title: 'Mimpi yang berulang', desc: 'Selalu mimpi yang sama.' });
    expect(await list('q=mimpi')).toMatchObject({ total: 8, totalCapped: false });
  });
});
