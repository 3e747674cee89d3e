import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, listMessages, sent } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const markRead = (account: Account, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${id}/read`,
    headers: { cookie: account.cookie },
  });

const inboxEntry = async (userId: number, filter = 'all') => {
  const response = await t.app.inject({
    url: `/api/admin/chat/users?filter=${filter}&limit=100`,
    headers: { cookie: admin.cookie },
  });
  const body = response.json();
  return { entry: body.users.find((u: { id: number }) => u.id === userId), counts: body.counts };
};

const userUnread = async (user: Account) =>
  (await t.app.inject({ url: '/api/chat/conversation', headers: { cookie: user.cookie } })).json()
    .conversation.unreadCount;

describe('unread counts and POST /api/chat/conversations/:id/read', () => {
  it("counts the user's unread messages for admins until an admin reads them", async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const before = await inboxEntry(user.id, 'unread');
    expect(before.entry).toBeUndefined();

    await sent(t.app, user, id, 'Halo');
    await sent(t.app, user, id, 'Apakah ada orang?');
    const unread = await inboxEntry(user.id, 'unread');
    expect(unread.entry).toMatchObject({
      unreadCount: 2,
      conversationId: id,
      lastMessage: 'Apakah ada orang?',
    });
    expect(unread.counts.unread).toBe(before.counts.unread + 1);

    const response = await markRead(admin, id);
    expect(response.statusCode).toBe(204);
    const after = await inboxEntry(user.id);
    expect(after.entry.unreadCount).toBe(0);
    expect(after.counts.unread).toBe(before.counts.unread);
    expect((await inboxEntry(user.id, 'unread')).entry).toBeUndefined();
    const { messages } = (await listMessages(t.app, user, id)).json();
    expect(messages.every((m: { isRead: boolean }) => m.isRead)).toBe(true);
  });

  it("marks only the other side's messages: the user reading leaves their own unread", async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    await sent(t.app, user, id, 'Pertanyaan saya');
    await sent(t.app, admin, id, 'Jawaban kami');
    expect(await userUnread(user)).toBe(1);

    expect((await markRead(user, id)).statusCode).toBe(204);
    expect(await userUnread(user)).toBe(0);
    const { messages } = (await listMessages(t.app, user, id)).json();
    expect(messages.map((m: { senderRole: string; isRead: boolean }) => [m.senderRole, m.isRead])).toEqual([
      ['user', false],
      ['admin', true],
    ]);
    expect((await inboxEntry(user.id)).entry.unreadCount).toBe(1);
  });

  it("answers 404 to a user marking someone else's conversation, changing nothing", async () => {
    const [owner, intruder] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await conversationOf(t.app, owner);
    await sent(t.app, admin, id, 'Untuk pemilik');
    expect((await markRead(intruder, id)).statusCode).toBe(404);
    expect(await userUnread(owner)).toBe(1);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/chat/conversations/${id}/read` });
    expect(visitor.statusCode).toBe(401);
  });
});
