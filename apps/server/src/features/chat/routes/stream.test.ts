import { eq } from 'drizzle-orm';
import { chatLimits } from '@sehat/core/chat/limits';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index';
import { conversationOf, sent } from '../../../../test/chat';
import { buildTestApp, createAdmin, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { listenOnFreePort } from '../../../../test/listening';
import { SseClient, type SseOptions } from '../../../../test/sse-client';

// Heartbeats far apart: a stream that ends here was ended by a notification.
const t = useTestApp({ sseHeartbeatMs: 60_000 });
let baseUrl: string;
let admin: Account;
const open: SseClient[] = [];

beforeAll(async () => {
  baseUrl = await listenOnFreePort(t.app);
  admin = await createAdmin(t.app);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

async function stream(options: SseOptions): Promise<SseClient> {
  const client = await SseClient.open(baseUrl, options);
  open.push(client);
  return client;
}

async function ready(options: SseOptions): Promise<SseClient> {
  const client = await stream(options);
  expect(client.status).toBe(200);
  await client.waitFor((e) => e.event === 'ready');
  return client;
}

const messageText = (client: SseClient) =>
  client.ofType('message').map((e) => (e.data as { message: { message: string } }).message.message);

describe('GET /api/chat/stream', () => {
  it('answers 401 without a session', async () => {
    const client = await stream({});
    expect(client.status).toBe(401);
    expect(JSON.parse(await client.text()).error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses pages of other sites (Origin or Sec-Fetch-Site) with 403', async () => {
    const user = await registerUser(t.app);
    const foreign: Record<string, string>[] = [
      { origin: 'https://jahat.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const client = await stream({ cookie: user.cookie, headers });
      expect(client.status).toBe(403);
      expect(JSON.parse(await client.text()).error.code).toBe('FORBIDDEN');
    }
    await ready({ cookie: user.cookie, headers: { origin: baseUrl, 'sec-fetch-site': 'same-origin' } });
  });

  it('is never compressed, so each event reaches the browser as it is written', async () => {
    const user = await registerUser(t.app);
    const client = await ready({ cookie: user.cookie, headers: { 'accept-encoding': 'br, gzip, deflate' } });
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  });

  it('opens no stream for HEAD requests', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/api/chat/stream',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it('starts with a ready event carrying the newest id, with event-stream headers', async () => {
    const user = await registerUser(t.app);
    const client = await ready({ cookie: user.cookie });
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-store, no-transform');
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(client.events[0]!.id)).toBe(await t.app.liveEvents.latestId());
  });

  it("delivers each side's messages and read receipts live, only to the people of the conversation", async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await conversationOf(t.app, user);
    const [userStream, otherStream, adminStream] = await Promise.all([
      ready({ cookie: user.cookie }),
      ready({ cookie: other.cookie }),
      ready({ cookie: admin.cookie }),
    ]);

    await sent(t.app, user, id, 'Halo, saya butuh teman bicara');
    await adminStream.waitFor((e) => e.event === 'message');
    await sent(t.app, admin, id, 'Kami di sini untuk Anda');
    await userStream.waitFor(
      (e) => messageText(userStream).includes('Kami di sini untuk Anda') && e.event === 'message',
    );
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/read`,
      headers: { cookie: admin.cookie },
    });
    expect(read.statusCode).toBe(204);
    const receipt = await userStream.waitFor((e) => e.event === 'read');
    expect(receipt.data).toEqual({
      conversationId: id,
      readerRole: 'admin',
      messageIds: [expect.any(Number)],
    });
    expect(messageText(userStream)).toEqual(['Halo, saya butuh teman bicara', 'Kami di sini untuk Anda']);

    // The other user hears nothing of it, but does hear their own conversation.
    await sent(t.app, other, await conversationOf(t.app, other), 'Pesan orang lain');
    await otherStream.waitFor((e) => e.event === 'message');
    expect(messageText(otherStream)).toEqual(['Pesan orang lain']);
    expect(otherStream.ofType('read')).toHaveLength(0);
    const ids = userStream.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('resumes after Last-Event-ID with exactly the missed events, in order', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const first = await ready({ cookie: user.cookie });
    await sent(t.app, user, id, 'Sebelum putus');
    const seen = await first.waitFor((e) => e.event === 'message');
    first.close();

    await sent(t.app, admin, id, 'Terlewat satu');
    await sent(t.app, user, id, 'Terlewat dua');
    const resumed = await ready({ cookie: user.cookie, lastEventId: seen.id! });
    await resumed.waitFor(() => resumed.ofType('message').length === 2);
    expect(messageText(resumed)).toEqual(['Terlewat satu', 'Terlewat dua']);
    await sent(t.app, admin, id, 'Langsung lagi');
    await resumed.waitFor(() => resumed.ofType('message').length === 3);
    expect(messageText(resumed)).toEqual(['Terlewat satu', 'Terlewat dua', 'Langsung lagi']);
  });

  it('treats a malformed Last-Event-ID as none and clamps one from the future', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    await sent(t.app, user, id, 'Lama');
    const junk = await ready({ cookie: user.cookie, lastEventId: 'abc' });
    const future = await ready({ cookie: user.cookie, lastEventId: '999999999999' });
    await sent(t.app, user, id, 'Baru');
    await junk.waitFor((e) => e.event === 'message');
    await future.waitFor((e) => e.event === 'message');
    expect(messageText(junk)).toEqual(['Baru']);
    expect(messageText(future)).toEqual(['Baru']);
  });

  it('ends when the session logs out', async () => {
    const user = await registerUser(t.app);
    const client = await ready({ cookie: user.cookie });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(204);
    await client.waitForEnd(1000);
    expect((await stream({ cookie: user.cookie })).status).toBe(401);
  });

  it("ends the other sessions' streams on a password change, keeping the current one", async () => {
    const user = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: user.password },
    });
    const otherCookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const [current, elsewhere] = await Promise.all([
      ready({ cookie: user.cookie }),
      ready({ cookie: otherCookie }),
    ]);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'rahasiaBaru1' },
    });
    expect(change.statusCode).toBe(204);
    await elsewhere.waitForEnd(1000);
    await sent(t.app, user, await conversationOf(t.app, user), 'Masih tersambung');
    await current.waitFor((e) => e.event === 'message');
  });
});

describe('streams per session', () => {
  it('keeps the newest few: the oldest is told it was superseded and ends cleanly', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const otherStream = await ready({ cookie: other.cookie });
    const first = await ready({ cookie: user.cookie });
    const kept = [];
    for (let i = 0; i < chatLimits.streamsPerSession; i += 1) kept.push(await ready({ cookie: user.cookie }));

    await first.waitForEnd(1000);
    expect(first.complete).toBe(true);
    const last = first.events.at(-1)!;
    expect(last.event).toBe('superseded');
    expect(last.id).toBe(first.events[0]!.id);

    await sent(t.app, user, await conversationOf(t.app, user), 'Masih hidup');
    for (const client of kept) await client.waitFor((e) => e.event === 'message');
    expect(otherStream.ended).toBe(false);
  });
});

describe('heartbeats', () => {
  const fast = useTestApp({ sseHeartbeatMs: 150 });
  let fastUrl: string;
  beforeAll(async () => {
    fastUrl = await listenOnFreePort(fast.app);
  });

  const fastReady = async (cookie: string) => {
    const client = await SseClient.open(fastUrl, { cookie });
    open.push(client);
    await client.waitFor((e) => e.event === 'ready');
    return client;
  };

  it('are sent as comments', async () => {
    const user = await registerUser(fast.app);
    const client = await fastReady(user.cookie);
    await client.waitForComments(2, 2000);
  });

  it('end the stream when the session disappears without a logout (expired, user deleted)', async () => {
    const user = await registerUser(fast.app);
    const client = await fastReady(user.cookie);
    await fast.app.db.delete(sessions).where(eq(sessions.userId, user.id));
    await client.waitForEnd(2000);
  });
});

describe('server shutdown', () => {
  it('ends open streams and closes promptly', async () => {
    const own = await buildTestApp();
    const url = await listenOnFreePort(own.app);
    const user = await registerUser(own.app);
    const clients = await Promise.all([
      SseClient.open(url, { cookie: user.cookie }),
      SseClient.open(url, { cookie: user.cookie }),
    ]);
    await Promise.all(clients.map((c) => c.waitFor((e) => e.event === 'ready')));
    expect(own.app.liveStreams.count).toBe(2);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await Promise.all(clients.map((c) => c.waitForEnd(1000)));
  });
});
