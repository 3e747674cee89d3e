import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumMessages } from '@sehat/core/forum/messages';
import { defaultStandingRules, newAccountLimits } from '@sehat/core/forum/standing';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { and, count, desc, eq } from 'drizzle-orm';
import { chatEvents, forumResponses } from '../../../db/schema/index';
import { notificationsOf } from '../../../../test/notifications';
import { type Account, buildTestApp, registerUser, type TestApp, useTestApp } from '../../../../test/helper';
import { askQuestion } from '../../../../test/forum';
import { statementsOf } from '../../../../test/statements';

const t = useTestApp();
let asker: Account;
let helper: Account;
let question: ForumQuestion;
beforeAll(async () => {
  asker = await registerUser(t.app);
  helper = await registerUser(t.app);
  question = await askQuestion(t.app, asker);
});

const respond = (account: Account, app = t.app, to = question) =>
  app.inject({
    method: 'POST',
    url: `/api/forum/questions/${to.id}/responses`,
    headers: { cookie: account.cookie },
    payload: { text: 'Kamu tidak sendiri.' },
  });

// Issue 40 item 3: the insert, the author's notification, the live event and the answer's row
// come from a handful of statements; the notification's outside delivery runs off the request.
describe('a forum response on the request path', () => {
  it('takes at most 5 statements, its author notified and told live', async () => {
    // Warm: the session and the prepared statements of a first request are not the point.
    expect((await respond(helper)).statusCode).toBe(201);
    const hints: unknown[] = [];
    const stop = await t.app.eventBus.subscribe('chat_events', {
      onNotify: (payload) => hints.push(JSON.parse(payload)),
    });
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await respond(helper)).statusCode;
    });
    expect(status).toBe(201);
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(5);
    // The two responses make one unread notification counting both, and its live event is the
    // notification as the list presents it.
    const { notifications } = await notificationsOf(t.app, asker);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.text).toBe(notificationMessages.forumResponse(question.title, 2));
    const events = await t.app.db
      .select({ id: chatEvents.id, data: chatEvents.data })
      .from(chatEvents)
      .where(and(eq(chatEvents.userId, asker.id), eq(chatEvents.type, 'notification')))
      .orderBy(desc(chatEvents.id));
    expect(events[0]!.data).toEqual({ notification: notifications[0] });
    // Every instance's streams hear of it as of any other event of the log.
    await vi.waitFor(() =>
      expect(hints).toContainEqual({ id: events[0]!.id, audience: { kind: 'user', userId: asker.id } }),
    );
    await stop();
  });

  it('takes at most 5 statements when the author answers their own question', async () => {
    const sent = await statementsOf(async () => {
      expect((await respond(asker)).statusCode).toBe(201);
    });
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(5);
  });
});

// A new account's own limit counts in the same statement as the general one (ADR 184's rules).
describe("a new account's response", () => {
  let fresh: TestApp;
  let asked: ForumQuestion;
  beforeAll(async () => {
    fresh = await buildTestApp({ forumStanding: defaultStandingRules });
    asked = await askQuestion(fresh.app, await registerUser(fresh.app));
  });
  afterAll(() => fresh.close());

  it('takes at most 5 statements within its lower limit, and past it stores nothing', async () => {
    const newcomer = await registerUser(fresh.app);
    for (let i = 1; i < newAccountLimits.responsesPerHour; i++)
      expect((await respond(newcomer, fresh.app, asked)).statusCode).toBe(201);
    const sent = await statementsOf(async () => {
      expect((await respond(newcomer, fresh.app, asked)).statusCode).toBe(201);
    });
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(5);

    const responses = async () => (await fresh.app.db.select({ n: count() }).from(forumResponses))[0]!.n;
    const before = await responses();
    const refused = await respond(newcomer, fresh.app, asked);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      forumMessages.newAccountLimited(Number(refused.headers['retry-after'])),
    );
    expect(await responses()).toBe(before);
  });
});

// Issue 54: on PGlite's one connection every statement waits for the one before it.
describe("a question's responses, read", () => {
  const read = (to: ForumQuestion, account: Account | null, sort = '') =>
    t.app.inject({
      url: `/api/forum/questions/${to.id}/responses${sort}`,
      headers: account ? { cookie: account.cookie } : {},
    });

  it('take one statement, the page and its total together, in either order and for anyone', async () => {
    await respond(helper);
    for (const account of [null, helper, asker])
      for (const sort of ['', '?sort=membantu']) {
        expect((await read(question, account, sort)).statusCode).toBe(200);
        let answer: { total: number; responses: unknown[] } | undefined;
        const sent = await statementsOf(async () => {
          answer = (await read(question, account, sort)).json();
        });
        expect(sent, sent.join('\n---\n')).toHaveLength(1);
        expect(answer!.total).toBeGreaterThan(0);
        expect(answer!.responses.length).toBeGreaterThan(0);
      }
  });

  it('ask for the total alone only when the page is empty', async () => {
    const unanswered = await askQuestion(t.app, asker);
    expect((await read(unanswered, helper)).statusCode).toBe(200);
    let answer: { total: number; responses: unknown[] } | undefined;
    const sent = await statementsOf(async () => {
      answer = (await read(unanswered, helper)).json();
    });
    expect(sent).toHaveLength(2);
    expect(answer).toMatchObject({ total: 0, responses: [] });
  });
});
