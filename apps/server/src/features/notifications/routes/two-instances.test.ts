import type { Notification } from '@sehat/core/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../test/chat';
import { askQuestion, respondTo } from '../../../../test/forum';
import { registerUser } from '../../../../test/helper';
import { markRead } from '../../../../test/notifications';
import type { SseClient } from '../../../../test/sse-client';
import { useTwoInstances } from '../../../../test/two-instances';

const setup = useTwoInstances();

const notificationsIn = (client: SseClient) =>
  client.ofType('notification').map((e) => (e.data as { notification: Notification | null }).notification);

describe('notifications across two app instances', () => {
  it("reach their recipient's stream on B, replay after a reconnect, and reach nobody else", async () => {
    const [asker, responder] = [await registerUser(setup.a.app), await registerUser(setup.a.app)];
    const question = await askQuestion(setup.a.app, asker, { title: 'Lintas instans' });
    const [askerOnB, adminOnB] = await Promise.all([
      setup.streamOnB(asker.cookie),
      setup.streamOnB(setup.admin.cookie),
    ]);

    await respondTo(setup.a.app, responder, question.id);
    const first = await askerOnB.waitFor((e) => e.event === 'notification');
    expect(notificationsIn(askerOnB)).toEqual([
      expect.objectContaining({ kind: 'forum_response', link: `/forum?pertanyaan=${question.id}` }),
    ]);
    askerOnB.close();

    // Missed while away: a reply and the read marks of another tab, replayed in order.
    await sent(setup.a.app, setup.admin, await conversationOf(setup.a.app, asker), 'Balasan konselor');
    expect((await markRead(setup.a.app, asker)).statusCode).toBe(204);
    const again = await setup.streamOnB(asker.cookie, first.id);
    await again.waitFor(() => again.ofType('notification').length === 2);
    expect(notificationsIn(again)).toEqual([expect.objectContaining({ kind: 'chat_reply' }), null]);

    // The setup.admin's stream sees the chat message, which came after the first notification, and
    // never someone else's notification.
    await adminOnB.waitFor((e) => e.event === 'message');
    expect(adminOnB.ofType('notification')).toEqual([]);
  });
});
