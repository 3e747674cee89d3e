import { forumCrisisMessages } from '@sehat/core/chat/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, listMessages } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const crisisPost = 'Judul\nAku sudah tidak kuat lagi, rasanya ingin mati saja.';
const choose = (account: Account | null, payload: object) =>
  injectAs(t.app, account)('POST', '/api/chat/forum-crisis', payload);
const riskOf = async (account: Account) => {
  const id = await conversationOf(t.app, account);
  return (await injectAs(t.app, admin)('GET', `/api/admin/chat/conversations/${id}/risk`)).json();
};

describe('POST /api/chat/forum-crisis (api.md "One risk model": source forum)', () => {
  it('adds one crisis signal and an automatic message without the post’s words; the same post again adds nothing', async () => {
    const writer = await registerUser(t.app);
    expect((await choose(writer, { text: crisisPost })).statusCode).toBe(204);
    expect(await riskOf(writer)).toMatchObject({
      active: true,
      signals: [{ source: 'forum', crisis: true, at: expect.any(String) }],
    });
    const thread = (await listMessages(t.app, writer, await conversationOf(t.app, writer))).body;
    expect(thread).toContain(forumCrisisMessages.teamAlert);
    expect(thread).not.toContain('ingin mati');

    expect((await choose(writer, { text: crisisPost })).statusCode).toBe(204);
    expect((await riskOf(writer)).signals).toHaveLength(1);
    const inbox = await injectAs(t.app, admin)('GET', '/api/admin/chat/users?limit=100');
    expect(inbox.json().users[0]).toMatchObject({ id: writer.id, risk: true });
  });

  it('refuses text without crisis language, bad bodies, visitors and counsellors, adding nothing', async () => {
    const writer = await registerUser(t.app);
    for (const [payload, message] of [
      [{ text: 'Bagaimana cara tidur lebih nyenyak?' }, forumCrisisMessages.noCrisisLanguage],
      [{ text: '   ' }, forumCrisisMessages.textRequired],
      [{}, forumCrisisMessages.textRequired],
      [{ text: 'x'.repeat(5152) }, forumCrisisMessages.textTooLong],
    ] as const) {
      const response = await choose(writer, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await riskOf(writer)).signals).toEqual([]);
    expect((await choose(null, { text: crisisPost })).statusCode).toBe(401);
    expect((await choose(admin, { text: crisisPost })).statusCode).toBe(403);
  });
});
