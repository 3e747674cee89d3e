import { commonMessages } from '@sehat/core/messages';
import { chatMessages } from '@sehat/core/chat/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const getConversation = (account?: Account) =>
  t.app.inject({ url: '/api/chat/conversation', headers: account ? { cookie: account.cookie } : {} });

const openAsAdmin = (userId: unknown, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/chat/conversations',
    headers: { cookie },
    payload: { userId },
  });

describe('GET /api/chat/conversation', () => {
  it("creates the user's conversation once and names a counsellor", async () => {
    const user = await registerUser(t.app);
    const first = await getConversation(user);
    expect(first.statusCode).toBe(200);
    const { conversation } = first.json();
    expect(conversation).toMatchObject({
      userId: user.id,
      user: { id: user.id, username: user.username, fullName: `Pengguna ${user.username}`, photoUrl: null },
      unreadCount: 0,
    });
    expect(conversation.admin).toEqual({
      id: expect.any(Number),
      fullName: expect.any(String),
      photoUrl: null,
    });
    const second = await getConversation(user);
    expect(second.json().conversation.id).toBe(conversation.id);
  });

  it('gives two racing first calls the same conversation', async () => {
    const user = await registerUser(t.app);
    const responses = await Promise.all([
      getConversation(user),
      getConversation(user),
      getConversation(user),
    ]);
    const ids = responses.map((r) => r.json().conversation.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('shows the admin who answered last', async () => {
    const user = await registerUser(t.app);
    const { conversation } = (await getConversation(user)).json();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/messages`,
      headers: { cookie: admin.cookie },
      payload: { message: 'Halo, ada yang bisa kami bantu?', clientId: 'admin-reply-0001' },
    });
    expect(reply.statusCode).toBe(201);
    expect((await getConversation(user)).json().conversation.admin.id).toBe(admin.id);
  });

  it('is for user accounts: 401 for a visitor, 403 for an admin', async () => {
    const visitor = await getConversation();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(commonMessages.notLoggedIn);
    const asAdmin = await getConversation(admin);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.message).toBe(chatMessages.conversationForUsersOnly);
  });
});

describe('POST /api/admin/chat/conversations', () => {
  it("creates a user's conversation (201), then returns the same one (200)", async () => {
    const user = await registerUser(t.app);
    const created = await openAsAdmin(user.id);
    expect(created.statusCode).toBe(201);
    expect(created.json().conversation.user).toMatchObject({ id: user.id, username: user.username });
    const again = await openAsAdmin(user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(created.json().conversation.id);
    expect((await getConversation(user)).json().conversation.id).toBe(created.json().conversation.id);
  });

  it('answers 404 for an unknown user or an admin account', async () => {
    expect((await openAsAdmin(999_999)).statusCode).toBe(404);
    const other = await createAdmin(t.app);
    const response = await openAsAdmin(other.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(chatMessages.chatUserNotFound);
  });

  it('refuses bad input with 400', async () => {
    expect((await openAsAdmin('abc')).statusCode).toBe(400);
    expect((await openAsAdmin(-1)).statusCode).toBe(400);
  });

  it('is for admins only: 401 for a visitor, 403 for a user even with bad input', async () => {
    const user = await registerUser(t.app);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/admin/chat/conversations', payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect((await openAsAdmin(user.id, user.cookie)).statusCode).toBe(403);
    expect((await openAsAdmin('nonsense', user.cookie)).statusCode).toBe(403);
  });
});
