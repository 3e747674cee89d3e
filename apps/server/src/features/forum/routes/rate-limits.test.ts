import { forumMessages } from '@sehat/core/forum/messages';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forumQuestions, forumResponses, rateLimits } from '../../../db/schema/index';
import { buildTestApp, createAdmin, registerUser, useTestApp, withLimits } from '../../../../test/helper';
import { askQuestion, moderate, respondTo, toggleVote } from '../../../../test/forum';
import { notificationsOf } from '../../../../test/notifications';

const t = useTestApp(
  withLimits({
    'forum:question': { max: 1, windowMs: 30_000 },
    'forum:response': { max: 1, windowMs: 10_000 },
    'forum:vote': { max: 3, windowMs: 60_000 },
  }),
);

const rows = async (table: typeof forumQuestions | typeof forumResponses) =>
  (await t.app.db.select({ n: count() }).from(table))[0]!.n;

/** Ends every open window, as if the wait had passed (no sleeping in tests). */
const expireWindows = () => t.app.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });

describe('forum rate limits per user', () => {
  it('allows one question per 30 s, with an Indonesian 429 that stores nothing', async () => {
    const account = await registerUser(t.app);
    await askQuestion(t.app, account);
    const before = await rows(forumQuestions);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/forum/questions',
      headers: { cookie: account.cookie },
      payload: { title: 'Lagi', desc: 'Lagi' },
    });
    expect(second.statusCode).toBe(429);
    const retryAfter = Number(second.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(second.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: forumMessages.questionRateLimited(retryAfter),
    });
    expect(await rows(forumQuestions)).toBe(before);

    // Another user is not affected; the same user may ask again once the window is over.
    await askQuestion(t.app, await registerUser(t.app));
    await expireWindows();
    await askQuestion(t.app, account);
  });

  it('allows one response per 10 s', async () => {
    const asker = await registerUser(t.app);
    const helper = await registerUser(t.app);
    const question = await askQuestion(t.app, asker);
    await respondTo(t.app, helper, question.id);
    const before = await rows(forumResponses);
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/forum/questions/${question.id}/responses`,
      headers: { cookie: helper.cookie },
      payload: { text: 'lagi' },
    });
    expect(second.statusCode).toBe(429);
    const retryAfter = Number(second.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(second.json().error.message).toBe(forumMessages.responseRateLimited(retryAfter));
    expect(await rows(forumResponses)).toBe(before);
    // Nor did the refused response tell the asker of it.
    const { notifications } = await notificationsOf(t.app, asker);
    expect(notifications.map((n) => n.text)).toEqual([notificationMessages.forumResponse(question.title)]);
  });

  it('refuses a response to a question hidden from the user with a 404 that uses none of their limit', async () => {
    const [asker, other, helper] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    const [hidden, open] = [await askQuestion(t.app, asker), await askQuestion(t.app, other)];
    const admin = await createAdmin(t.app);
    expect((await moderate(t.app, admin, 'question', hidden.id, 'hide')).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/forum/questions/${hidden.id}/responses`,
      headers: { cookie: helper.cookie },
      payload: { text: 'Semangat' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(forumMessages.questionNotFound);
    await respondTo(t.app, helper, open.id);
  });

  it('caps votes per minute', async () => {
    const asker = await registerUser(t.app);
    const voter = await registerUser(t.app);
    await expireWindows();
    const question = await askQuestion(t.app, asker);
    const target = await respondTo(t.app, asker, question.id);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await toggleVote(t.app, voter, target.id)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await toggleVote(t.app, voter, target.id);
    expect(refused.json().error.message).toBe(
      forumMessages.voteRateLimited(Number(refused.headers['retry-after'])),
    );
  });

  it('turns a limit off with a window of 0', async () => {
    const open = await buildTestApp(
      withLimits({
        'forum:question': { max: 1, windowMs: 0 },
        'forum:response': { max: 1, windowMs: 0 },
        'forum:vote': { max: 1, windowMs: 0 },
      }),
    );
    try {
      const account = await registerUser(open.app);
      for (let i = 0; i < 3; i++) await askQuestion(open.app, account);
    } finally {
      await open.close();
    }
  });
});
