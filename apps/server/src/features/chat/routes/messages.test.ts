import { commonMessages } from '@sehat/core/messages';
import { chatMessages as text } from '@sehat/core/chat/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatEvents, messages } from '../../../db/schema/index';
import { conversationOf, listMessages, sendText, sent } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const storedMessages = (conversationId: number) =>
  t.app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
const storedEvents = (conversationId: number) =>
  t.app.db.select().from(chatEvents).where(eq(chatEvents.conversationId, conversationId));

describe('POST /api/chat/conversations/:id/messages', () => {
  it('stores a text message from the user and returns the contract shape', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const response = await sendText(t.app, user, id, '  Saya sulit tidur\nsejak minggu lalu  ');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toEqual({
      id: expect.any(Number),
      conversationId: id,
      senderId: user.id,
      senderRole: 'user',
      message: 'Saya sulit tidur\nsejak minggu lalu',
      type: 'text',
      file: null,
      automatic: false,
      senderName: null,
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      delivery: null,
    });
  });

  it('lets an admin answer in any conversation', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const response = await sendText(t.app, admin, id, 'Terima kasih sudah bercerita.');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatchObject({ senderRole: 'admin', senderId: admin.id });
  });

  it.each(['', '   ', '\n\t'])(
    'ignores empty or whitespace text %j: 400, nothing stored',
    async (message) => {
      const user = await registerUser(t.app);
      const id = await conversationOf(t.app, user);
      const response = await sendText(t.app, user, id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'INVALID_INPUT', message: text.messageEmpty });
      expect(await storedMessages(id)).toHaveLength(0);
      expect(await storedEvents(id)).toHaveLength(0);
    },
  );

  it('refuses text over 2000 characters and a missing or malformed clientId', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const long = await sendText(t.app, user, id, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Pesan maksimal 2000 karakter.');
    const noClientId = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { cookie: user.cookie },
      payload: { message: 'Halo' },
    });
    expect(noClientId.statusCode).toBe(400);
    expect(noClientId.json().error.fields).toEqual({ clientId: commonMessages.invalidInput });
    expect((await sendText(t.app, user, id, 'Halo', 'bad id!')).statusCode).toBe(400);
    expect(await storedMessages(id)).toHaveLength(0);
  });

  it('returns the original message when the same clientId is sent again', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const first = await sendText(t.app, user, id, 'Halo kak', 'retry-0000-0001');
    const retry = await sendText(t.app, user, id, 'Halo kak', 'retry-0000-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().message).toEqual(first.json().message);
    expect(await storedMessages(id)).toHaveLength(1);
    expect(await storedEvents(id)).toHaveLength(1);
  });

  it('stores one message when retries race each other', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => sendText(t.app, user, id, 'Sekali saja', 'race-0000-0001')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.json().message.id)).size).toBe(1);
    expect(await storedMessages(id)).toHaveLength(1);
    expect(await storedEvents(id)).toHaveLength(1);
  });

  it('refuses a clientId already used in another conversation (409)', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const [idA, idB] = [await conversationOf(t.app, a), await conversationOf(t.app, b)];
    expect((await sendText(t.app, admin, idA, 'Untuk A', 'admin-0000-0042')).statusCode).toBe(201);
    const reused = await sendText(t.app, admin, idB, 'Untuk B', 'admin-0000-0042');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(text.clientIdConflict);
    expect(await storedMessages(idB)).toHaveLength(0);
  });

  it("answers 404 to a user writing into someone else's conversation, storing nothing", async () => {
    const [owner, intruder] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await conversationOf(t.app, owner);
    const response = await sendText(t.app, intruder, id, 'Menyusup');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(text.conversationNotFound);
    expect(await storedMessages(id)).toHaveLength(0);
  });

  it('answers 401 to a visitor and 404 for an unknown conversation', async () => {
    const user = await registerUser(t.app);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations/1/messages',
      payload: { message: 'Halo', clientId: 'visitor-00001' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await sendText(t.app, user, 987_654, 'Halo')).statusCode).toBe(404);
  });

  it('limits sending per user: the 31st message in a minute gets 429, retries still answer', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    for (let i = 0; i < 30; i++) {
      expect((await sendText(t.app, user, id, `Pesan ${i}`, `limit-0000-${i}`)).statusCode).toBe(201);
    }
    const refused = await sendText(t.app, user, id, 'Satu lagi');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(text.sendingTooFast);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendText(t.app, user, id, 'Pesan 3', 'limit-0000-3')).statusCode).toBe(201);
    expect(await storedMessages(id)).toHaveLength(30);
    // Another user is not affected.
    const other = await registerUser(t.app);
    expect((await sendText(t.app, other, await conversationOf(t.app, other), 'Halo')).statusCode).toBe(201);
  });
});

describe('GET /api/chat/conversations/:id/messages', () => {
  it('lists oldest first, pages backwards with before, and continues with after', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await sent(t.app, i % 2 ? user : admin, id, `Pesan ${i}`)).id);

    const newest = (await listMessages(t.app, user, id, '?limit=3')).json();
    expect(newest.messages.map((m: { message: string }) => m.message)).toEqual([
      'Pesan 3',
      'Pesan 4',
      'Pesan 5',
    ]);
    expect(newest.hasMore).toBe(true);

    const older = (await listMessages(t.app, user, id, `?limit=3&before=${ids[2]}`)).json();
    expect(older.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 2));
    expect(older.hasMore).toBe(false);

    const after = (await listMessages(t.app, admin, id, `?after=${ids[1]}`)).json();
    expect(after.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(2));
  });

  it("answers 404 to a user reading someone else's conversation; admins read all", async () => {
    const [owner, intruder] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await conversationOf(t.app, owner);
    await sent(t.app, owner, id, 'Rahasia saya');
    const response = await listMessages(t.app, intruder, id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Rahasia');
    expect((await listMessages(t.app, admin, id)).json().messages).toHaveLength(1);
  });

  it('refuses bad paging input with 400', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    expect((await listMessages(t.app, user, id, '?limit=0')).statusCode).toBe(400);
    expect((await listMessages(t.app, user, id, '?limit=101')).statusCode).toBe(400);
    expect((await listMessages(t.app, user, id, '?after=abc')).statusCode).toBe(400);
    expect((await listMessages(t.app, user, 'x' as unknown as number)).statusCode).toBe(400);
  });
});
