import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../../test/helper';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

describe('GET /api/admin/chat/users', () => {
  it('lists users (never admins) with the latest conversation first, then those without one', async () => {
    const [quiet, older, newer] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    await sent(t.app, older, await conversationOf(t.app, older), 'Pesan lama');
    await sent(t.app, admin, await conversationOf(t.app, newer), '📎 Balasan terbaru');
    const response = await t.app.inject({
      url: '/api/admin/chat/users?limit=100',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().users.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(admin.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(quiet.id));
    const entry = response.json().users.find((u: { id: number }) => u.id === newer.id);
    expect(entry).toMatchObject({
      username: newer.username,
      lastMessage: '📎 Balasan terbaru',
      lastMessageType: 'text',
      lastMessageRole: 'admin',
      unreadCount: 0,
    });
    expect(response.json().users.find((u: { id: number }) => u.id === quiet.id)).toMatchObject({
      conversationId: null,
      lastMessage: null,
      lastMessageAt: null,
    });
  });

  it('searches by name or username and pages with an opaque cursor', async () => {
    const marker = `cari${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await registerUser(t.app, { fullName: `Warga ${marker} ${i}` });
    const page = (cursor?: string) =>
      t.app.inject({
        url: `/api/admin/chat/users?q=${marker}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: { cookie: admin.cookie },
      });
    const first = (await page()).json();
    expect(first.users).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await page(first.nextCursor)).json();
    expect(second.users).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect((await page('bm9uc2Vuc2U')).statusCode).toBe(400);
    const wildcard = await t.app.inject({
      url: '/api/admin/chat/users?q=%25',
      headers: { cookie: admin.cookie },
    });
    expect(wildcard.json().users).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const user = await registerUser(t.app);
    expect((await t.app.inject({ url: '/api/admin/chat/users' })).statusCode).toBe(401);
    const asUser = await t.app.inject({ url: '/api/admin/chat/users', headers: { cookie: user.cookie } });
    expect(asUser.statusCode).toBe(403);
    const badFilter = await t.app.inject({
      url: '/api/admin/chat/users?filter=x',
      headers: { cookie: user.cookie },
    });
    expect(badFilter.statusCode).toBe(403);
  });
});
