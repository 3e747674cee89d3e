import { commonMessages } from '@sehat/core/messages';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { describe, expect, it } from 'vitest';
import { askQuestion, respondTo } from '../../../../test/forum';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
import { markRead, notificationsOf } from '../../../../test/notifications';

const t = useTestApp();

/** A user with `n` notifications: responses by someone else to their questions. */
async function notified(n: number): Promise<Account> {
  const [owner, responder] = [await registerUser(t.app), await registerUser(t.app)];
  for (let i = 0; i < n; i++) {
    await respondTo(t.app, responder, (await askQuestion(t.app, owner, { title: `Pertanyaan ${i}` })).id);
  }
  return owner;
}

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('pages newest first with a cursor until none is left', async () => {
    const owner = await notified(3);
    const first = await notificationsOf(t.app, owner, '?limit=2');
    expect(first.notifications.map((n) => n.text)).toEqual([
      notificationMessages.forumResponse('Pertanyaan 2'),
      notificationMessages.forumResponse('Pertanyaan 1'),
    ]);
    expect(first.unread).toBe(3);
    const second = await notificationsOf(t.app, owner, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.text)).toEqual([
      notificationMessages.forumResponse('Pertanyaan 0'),
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not issue and serves at most the maximum', async () => {
    const owner = await notified(1);
    const bad = await t.app.inject({
      url: '/api/notifications?cursor=xyz',
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(notificationMessages.invalidCursor);
    expect((await notificationsOf(t.app, owner, '?limit=1000')).notifications).toHaveLength(1);
  });

  it('marks the named ones read, then all', async () => {
    const owner = await notified(3);
    const [newest, middle] = (await notificationsOf(t.app, owner)).notifications;
    expect((await markRead(t.app, owner, [newest!.id])).statusCode).toBe(204);
    let page = await notificationsOf(t.app, owner);
    expect(page.unread).toBe(2);
    expect(page.notifications[0]!.readAt).not.toBeNull();
    expect(page.notifications.find((n) => n.id === middle!.id)!.readAt).toBeNull();

    expect((await markRead(t.app, owner)).statusCode).toBe(204);
    page = await notificationsOf(t.app, owner);
    expect(page.unread).toBe(0);
    expect(page.notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it("another user can neither read nor mark someone else's notifications", async () => {
    const [owner, stranger] = [await notified(1), await registerUser(t.app)];
    const [theirs] = (await notificationsOf(t.app, owner)).notifications;
    expect((await notificationsOf(t.app, stranger)).notifications).toEqual([]);
    expect((await markRead(t.app, stranger, [theirs!.id])).statusCode).toBe(204);
    expect((await markRead(t.app, stranger)).statusCode).toBe(204);
    expect((await notificationsOf(t.app, owner)).unread).toBe(1);
  });

  it('visitors get 401 with the login message, and bad ids a 400', async () => {
    const visitor = await t.app.inject({ url: '/api/notifications' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(commonMessages.notLoggedIn);
    expect((await markRead(t.app, null)).statusCode).toBe(401);
    const owner = await registerUser(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: owner.cookie },
      payload: { ids: ['satu'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
