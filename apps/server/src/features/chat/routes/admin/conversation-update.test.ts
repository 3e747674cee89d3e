import { chatMessages } from '@sehat/core/chat/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { type Account, createAdmin, registerUser, uniqueName, useTestApp } from '../../../../../test/helper';

const t = useTestApp();
let admin: Account;
let other: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
  other = await createAdmin(t.app);
});

const patch = (account: Account, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/chat/conversations/${id}`,
    headers: { cookie: account.cookie },
    payload,
  });

/** A user with a conversation (the user wrote once), found in the inbox by a unique name. */
async function waitingUser() {
  const marker = uniqueName('antre');
  const user = await registerUser(t.app, { fullName: `Warga ${marker}` });
  const id = await conversationOf(t.app, user);
  await sent(t.app, user, id, 'Halo, saya butuh bantuan');
  return { user, id, marker };
}

async function inbox(account: Account, filter: string, q = '') {
  const response = await t.app.inject({
    url: `/api/admin/chat/users?filter=${filter}&q=${q}&limit=50`,
    headers: { cookie: account.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    users: { id: number; status: string | null; assignee: { id: number; fullName: string } | null }[];
    counts: Record<string, number>;
  }>();
}

describe('PATCH /api/admin/chat/conversations/:id', () => {
  it('resolves a conversation; the user writing again reopens it', async () => {
    const { user, id, marker } = await waitingUser();
    const before = (await inbox(admin, 'all')).counts;
    const resolved = await patch(admin, id, { status: 'resolved' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().conversation).toMatchObject({ id, status: 'resolved', assignee: null });
    expect((await inbox(admin, 'resolved', marker)).users.map((u) => u.id)).toEqual([user.id]);
    expect((await inbox(admin, 'unassigned', marker)).users).toHaveLength(0);
    const after = (await inbox(admin, 'all')).counts;
    expect(after.resolved).toBe(before.resolved! + 1);
    expect(after.unassigned).toBe(before.unassigned! - 1);

    await sent(t.app, user, id, 'Saya masih sedih');
    expect((await inbox(admin, 'resolved', marker)).users).toHaveLength(0);
    expect((await inbox(admin, 'all', marker)).users[0]).toMatchObject({ status: 'open' });
  });

  it('takes a conversation and hands it to another admin; the inbox shows who holds it', async () => {
    const { user, id, marker } = await waitingUser();
    expect((await inbox(admin, 'unassigned', marker)).users.map((u) => u.id)).toEqual([user.id]);
    const taken = await patch(admin, id, { assigneeId: admin.id });
    expect(taken.json().conversation.assignee).toEqual({ id: admin.id, fullName: `Admin ${admin.username}` });
    expect((await inbox(admin, 'mine', marker)).users.map((u) => u.id)).toEqual([user.id]);
    expect((await inbox(other, 'mine', marker)).users).toHaveLength(0);
    expect((await inbox(admin, 'unassigned', marker)).users).toHaveLength(0);

    const mineBefore = (await inbox(other, 'all')).counts.mine!;
    await patch(admin, id, { assigneeId: other.id });
    expect((await inbox(other, 'mine', marker)).users[0]?.assignee).toEqual({
      id: other.id,
      fullName: `Admin ${other.username}`,
    });
    expect((await inbox(other, 'all')).counts.mine).toBe(mineBefore + 1);
    expect((await inbox(admin, 'mine', marker)).users).toHaveLength(0);

    await patch(other, id, { assigneeId: null });
    expect((await inbox(admin, 'unassigned', marker)).users.map((u) => u.id)).toEqual([user.id]);
  });

  it('lists the admins a conversation can be handed to', async () => {
    const response = await t.app.inject({
      url: '/api/admin/chat/counsellors',
      headers: { cookie: admin.cookie },
    });
    const ids = response.json<{ counsellors: { id: number }[] }>().counsellors.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, other.id]));
    const { user } = await waitingUser();
    expect(ids).not.toContain(user.id);
    const asUser = await t.app.inject({
      url: '/api/admin/chat/counsellors',
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('refuses a holder who is not an admin, and an empty change', async () => {
    const { user, id } = await waitingUser();
    const toUser = await patch(admin, id, { assigneeId: user.id });
    expect(toUser.statusCode).toBe(400);
    expect(toUser.json().error.message).toBe(chatMessages.assigneeNotCounsellor);
    expect((await patch(admin, id, { assigneeId: 99_999_999 })).statusCode).toBe(400);
    expect((await patch(admin, id, {})).statusCode).toBe(400);
    expect((await patch(admin, id, { status: 'closed' })).statusCode).toBe(400);
    expect((await patch(admin, 99_999_999, { status: 'resolved' })).statusCode).toBe(404);
  });

  it('is for admins only: a user can neither change the status nor assign', async () => {
    const { user, id } = await waitingUser();
    expect((await patch(user, id, { status: 'resolved' })).statusCode).toBe(403);
    expect((await patch(user, id, { assigneeId: admin.id })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/chat/conversations/${id}`,
      payload: { status: 'resolved' },
    });
    expect(anonymous.statusCode).toBe(401);
    const own = await t.app.inject({ url: '/api/chat/conversation', headers: { cookie: user.cookie } });
    expect(own.json().conversation).toMatchObject({ status: 'open', assignee: null });
  });

  it("tells every admin's stream of the status; the user only hears the closing message and its notification", async () => {
    const { user, id } = await waitingUser();
    const start = await t.app.liveEvents.latestId();
    await patch(admin, id, { status: 'resolved' });
    const forAdmin = await t.app.liveEvents.listAfter({ id: other.id, role: 'admin' }, start, 10);
    expect(forAdmin.map((event) => [event.type, event.data])).toEqual([
      ['conversation', { conversationId: id, status: 'resolved', assigneeId: null }],
      ['message', { message: expect.objectContaining({ automatic: true, senderId: null }) }],
    ]);
    const forUser = await t.app.liveEvents.listAfter({ id: user.id, role: 'user' }, start, 10);
    expect(forUser.map((event) => event.type)).toEqual(['message', 'notification']);
    const reopenedFrom = await t.app.liveEvents.latestId();
    await sent(t.app, user, id, 'Saya kembali');
    const reopened = await t.app.liveEvents.listAfter({ id: admin.id, role: 'admin' }, reopenedFrom, 10);
    expect(reopened.map((event) => [event.type, event.data])).toEqual([
      ['message', expect.anything()],
      ['conversation', { conversationId: id, status: 'open', assigneeId: null }],
    ]);
  });
});
