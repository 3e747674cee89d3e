import { forumMessages } from '@sehat/core/forum/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../platform/cursors/cursor';
import { encodeVoteCursor } from '../vote-cursor';
import { askQuestion, respondTo } from '../../../../test/forum';
import { registerUser, useTestApp, type Account } from '../../../../test/helper';

const t = useTestApp();
let member: Account;
let questionId: number;

beforeAll(async () => {
  member = await registerUser(t.app);
  const asker = await registerUser(t.app);
  questionId = (await askQuestion(t.app, asker)).id;
  await respondTo(t.app, member, questionId);
});

const yearZero = encodeCursor({ at: '0000-01-01T00:00:00.000000Z', id: 1 });
const beforeTheCalendar = encodeVoteCursor({ votes: 0, at: '0000-06-30T12:00:00.000000Z', id: 1 });
const pastInteger = encodeVoteCursor({ votes: 2_147_483_648, at: '2026-03-10T12:00:00.123456Z', id: 1 });

describe('cursors at the edges of what the database takes', () => {
  it.each([
    ['the newest questions, year 0000', () => `/api/forum/questions?sort=terbaru&cursor=${yearZero}`],
    ['the oldest questions, year 0000', () => `/api/forum/questions?sort=terlama&cursor=${yearZero}`],
    ['a search, year 0000', () => `/api/forum/questions?q=tidur&cursor=${yearZero}`],
    ['my questions, year 0000', () => `/api/forum/questions?mine=1&cursor=${yearZero}`],
    [
      'responses oldest first, year 0000',
      () => `/api/forum/questions/${questionId}/responses?cursor=${yearZero}`,
    ],
    [
      'responses by votes, year 0000',
      () => `/api/forum/questions/${questionId}/responses?sort=membantu&cursor=${beforeTheCalendar}`,
    ],
    [
      'responses by votes, a count past a database integer',
      () => `/api/forum/questions/${questionId}/responses?sort=membantu&cursor=${pastInteger}`,
    ],
  ])('%s: 400, never 500', async (_label, url) => {
    const reply = await t.app.inject({ url: url(), headers: { cookie: member.cookie } });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({
      error: { code: 'INVALID_INPUT', message: forumMessages.invalidCursor },
    });
  });

  it('the first year PostgreSQL knows and the largest count still page (empty)', async () => {
    const first = encodeCursor({ at: '0001-01-01T00:00:00.000000Z', id: 1 });
    const largest = encodeVoteCursor({ votes: 2_147_483_647, at: '2026-03-10T12:00:00.123456Z', id: 1 });
    const oldest = await t.app.inject({
      url: `/api/forum/questions?sort=terbaru&cursor=${first}`,
      headers: { cookie: member.cookie },
    });
    expect(oldest.statusCode, oldest.body).toBe(200);
    const byVotes = await t.app.inject({
      url: `/api/forum/questions/${questionId}/responses?sort=membantu&cursor=${largest}`,
    });
    expect(byVotes.statusCode, byVotes.body).toBe(200);
    expect(byVotes.json()).toMatchObject({ responses: [expect.objectContaining({ vote: 0 })] });
  });
});
