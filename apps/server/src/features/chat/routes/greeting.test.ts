import { describe, expect, it } from 'vitest';
import { conversationOf, listMessages, sent } from '../../../../test/chat';
import { createAdmin, registerUser, testConfig, useTestApp } from '../../../../test/helper';

const greeting = 'Halo {name}, ini sapaan otomatis tim konselor.';
const t = useTestApp({ site: { ...testConfig('/unused').site, chatGreeting: greeting } });

describe('the first greeting', () => {
  it('greets a user once, by name, marked automatic and sent by nobody', async () => {
    await createAdmin(t.app);
    const user = await registerUser(t.app, { fullName: 'Sari Lestari' });
    const id = await conversationOf(t.app, user);
    await conversationOf(t.app, user);
    const { messages } = (await listMessages(t.app, user, id)).json();
    expect(messages).toEqual([
      expect.objectContaining({
        message: 'Halo Sari Lestari, ini sapaan otomatis tim konselor.',
        senderRole: 'admin',
        senderId: null,
        automatic: true,
      }),
    ]);
  });

  it('is no answer: the inbox neither shows it nor lets it end a risky message', async () => {
    const admin = await createAdmin(t.app);
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const entry = async () =>
      (
        await t.app.inject({
          url: `/api/admin/chat/users?q=${user.username}`,
          headers: { cookie: admin.cookie },
        })
      ).json().users[0];
    expect(await entry()).toMatchObject({ lastMessage: null, lastMessageAt: null, risk: false });
    await sent(t.app, user, id, 'Saya ingin mati saja');
    expect(await entry()).toMatchObject({ lastMessageRole: 'user', risk: true });
  });
});
