import type { Notification } from '@sehat/core/notifications/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../test/chat';
import { openTwoTestDatabases } from '../../../../test/database';
import { askQuestion, respondTo } from '../../../../test/forum';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { listenOnFreePort } from '../../../../test/listening';
import { markRead } from '../../../../test/notifications';
import { SseClient } from '../../../../test/sse-client';

/** Two app instances on one database: notifications are made through A, streams held on B. */
let a: TestApp;
let b: TestApp;
let urlB: string;
let admin: Account;
const open: SseClient[] = [];

beforeAll(async () => {
  const [first, second] = await openTwoTestDatabases();
  a = await buildTestApp({ sseHeartbeatMs: 60_000 }, first);
  b = await buildTestApp({ sseHeartbeatMs: 60_000, uploadDir: a.config.uploadDir }, second);
  await listenOnFreePort(a.app);
  urlB = await listenOnFreePort(b.app);
  admin = await createAdmin(a.app);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function streamOnB(cookie: string, lastEventId?: string): Promise<SseClient> {
  const client = await SseClient.open(urlB, { cookie, ...(lastEventId ? { lastEventId } : {}) });
  open.push(client);
  expect(client.status).toBe(200);
  await client.waitFor((e) => e.event === 'ready');
  return client;
}

const notificationsIn = (client: SseClient) =>
  client.ofType('notification').map((e) => (e.data as { notification: Notification | null }).notification);

describe('notifications across two app instances', () => {
  it("reach their recipient's stream on B, replay after a reconnect, and reach nobody else", async () => {
    const [asker, responder] = [await registerUser(a.app), await registerUser(a.app)];
    const question = await askQuestion(a.app, asker, { title: 'Lintas instans' });
    const [askerOnB, adminOnB] = await Promise.all([streamOnB(asker.cookie), streamOnB(admin.cookie)]);

    await respondTo(a.app, responder, question.id);
    const first = await askerOnB.waitFor((e) => e.event === 'notification');
    expect(notificationsIn(askerOnB)).toEqual([
      expect.objectContaining({ kind: 'forum_response', link: `/forum?pertanyaan=${question.id}` }),
    ]);
    askerOnB.close();

    // Missed while away: a reply and the read marks of another tab, replayed in order.
    await sent(a.app, admin, await conversationOf(a.app, asker), 'Balasan konselor');
    expect((await markRead(a.app, asker)).statusCode).toBe(204);
    const again = await streamOnB(asker.cookie, first.id);
    await again.waitFor(() => again.ofType('notification').length === 2);
    expect(notificationsIn(again)).toEqual([expect.objectContaining({ kind: 'chat_reply' }), null]);

    // The admin's stream sees the chat message, which came after the first notification, and
    // never someone else's notification.
    await adminOnB.waitFor((e) => e.event === 'message');
    expect(adminOnB.ofType('notification')).toEqual([]);
  });
});
