import { beforeAll, describe, expect, it } from 'vitest';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { and, desc, eq } from 'drizzle-orm';
import { chatEvents } from '../../../db/schema/index';
import { notificationsOf } from '../../../../test/notifications';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
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

const respond = (account: Account) =>
  t.app.inject({
    method: 'POST',
    url: `/api/forum/questions/${question.id}/responses`,
    headers: { cookie: account.cookie },
    payload: { text: 'Kamu tidak sendiri.' },
  });

// Issue 40 item 3: the insert, the author's notification, the live event and the answer's row
// come from a handful of statements; the notification's outside delivery runs off the request.
describe('a forum response on the request path', () => {
  it('takes at most 5 statements, its author notified and told live', async () => {
    // Warm: the session and the prepared statements of a first request are not the point.
    expect((await respond(helper)).statusCode).toBe(201);
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
      .select({ data: chatEvents.data })
      .from(chatEvents)
      .where(and(eq(chatEvents.userId, asker.id), eq(chatEvents.type, 'notification')))
      .orderBy(desc(chatEvents.id));
    expect(events[0]!.data).toEqual({ notification: notifications[0] });
  });

  it('takes at most 5 statements when the author answers their own question', async () => {
    const sent = await statementsOf(async () => {
      expect((await respond(asker)).statusCode).toBe(201);
    });
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(5);
  });
});
