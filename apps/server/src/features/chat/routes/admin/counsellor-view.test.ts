import { chatLabels } from '@sehat/core/chat/messages';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { describe, expect, it } from 'vitest';
import { conversationOf, listMessages, sent } from '../../../../../test/chat';
import {
  type Account,
  createAdmin,
  registerUser,
  testConfig,
  uniqueName,
  useTestApp,
} from '../../../../../test/helper';
import { notificationsOf } from '../../../../../test/notifications';
import { seedQuestions, submit, yesAt } from '../../../../../test/selftest';

// With the greeting on, as a real site runs: opening the chat makes a conversation at once.
const t = useTestApp({ site: { ...testConfig('/unused').site, chatGreeting: 'Halo {name}.' } });

const inbox = async (admin: Account, filter: string, q: string) =>
  (
    await t.app.inject({
      url: `/api/admin/chat/users?filter=${filter}&q=${q}`,
      headers: { cookie: admin.cookie },
    })
  ).json<{ users: { id: number }[]; counts: Record<string, number> }>();

describe('the counsellor’s inbox and the closing of a conversation', () => {
  it('keeps greeting-only conversations out of the active view until the user says something', async () => {
    const admin = await createAdmin(t.app);
    const marker = uniqueName('aktif');
    const [writer, sharer, silent] = [
      await registerUser(t.app, { fullName: `Penulis ${marker}` }),
      await registerUser(t.app, { fullName: `Pembagi ${marker}` }),
      await registerUser(t.app, { fullName: `Diam ${marker}` }),
    ];
    for (const user of [writer, sharer, silent]) await conversationOf(t.app, user);
    expect((await inbox(admin, 'active', marker)).users).toEqual([]);
    expect((await inbox(admin, 'unassigned', marker)).users).toEqual([]);
    expect((await inbox(admin, 'all', marker)).users).toHaveLength(3);

    await sent(t.app, writer, await conversationOf(t.app, writer), 'Halo, saya ingin bercerita');
    await seedQuestions(t.app);
    const result = await submit(t.app, { jawaban: yesAt(29, 17) }, sharer);
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/chat/result-share',
      payload: { resultId: result.json().id },
      headers: { cookie: sharer.cookie },
    });
    expect(shared.statusCode).toBe(201);

    const active = await inbox(admin, 'active', marker);
    expect(active.users.map((u) => u.id)).toEqual([sharer.id, writer.id]);
    expect((await inbox(admin, 'unassigned', marker)).users).toHaveLength(2);
    const everyone = await inbox(admin, 'active', '');
    expect(everyone.counts.active).toBe(everyone.users.length);
  });

  it('signs a counsellor’s messages with their first name, and closes with a message to the user', async () => {
    const admin = await createAdmin(t.app);
    await t.app.db.execute(`update users set full_name = 'Sari Dewi' where id = ${admin.id}`);
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    await sent(t.app, user, id, 'Saya merasa berat hari ini');
    await sent(t.app, admin, id, 'Kami di sini, ceritakan pelan-pelan.');
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/read`,
      headers: { cookie: user.cookie },
    });
    expect(read.statusCode).toBe(204);

    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/chat/conversations/${id}`,
      payload: { status: 'resolved' },
      headers: { cookie: admin.cookie },
    });
    expect(resolved.statusCode).toBe(200);
    const { messages } = (await listMessages(t.app, user, id)).json();
    expect(messages.slice(-2)).toEqual([
      expect.objectContaining({ senderRole: 'admin', senderName: 'Sari', automatic: false }),
      expect.objectContaining({
        senderRole: 'admin',
        automatic: true,
        senderId: null,
        message: chatLabels.closing('Sari'),
      }),
    ]);
    expect(messages[0]).toMatchObject({ automatic: true, senderName: expect.any(String) });
    expect((await notificationsOf(t.app, user)).notifications[0]).toMatchObject({
      kind: 'chat_reply',
      text: notificationMessages.chatReply,
      readAt: null,
    });

    // Resolving what is already resolved says nothing again.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/chat/conversations/${id}`,
      payload: { status: 'resolved' },
      headers: { cookie: admin.cookie },
    });
    expect((await listMessages(t.app, user, id)).json().messages).toHaveLength(messages.length);
  });
});

describe('signed by the team', () => {
  const team = useTestApp({
    site: { ...testConfig('/unused').site, counsellorTeam: 'Tim Peduli', counsellorSignature: 'team' },
  });

  it('signs every counsellor’s message with the team’s name when the operator says so', async () => {
    const admin = await createAdmin(team.app);
    const user = await registerUser(team.app);
    const id = await conversationOf(team.app, user);
    const message = await sent(team.app, admin, id, 'Halo');
    expect(message).toMatchObject({ senderName: 'Tim Peduli' });
    expect((await sent(team.app, user, id, 'Halo juga')) as unknown).toMatchObject({ senderName: null });
  });
});
