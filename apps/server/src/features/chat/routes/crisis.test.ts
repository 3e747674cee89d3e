import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sendText, sent } from '../../../../test/chat';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const inbox = async () =>
  (await t.app.inject({ url: '/api/admin/chat/users?limit=100', headers: { cookie: admin.cookie } })).json<{
    users: { id: number; risk: boolean }[];
  }>().users;

describe('crisis language in the chat', () => {
  it('answers a user’s risky message with crisis: true, others with false', async () => {
    const user = await registerUser(t.app);
    const conversation = await conversationOf(t.app, user);
    const risky = await sendText(t.app, user, conversation, 'Aku pengen mati aja');
    expect(risky.statusCode).toBe(201);
    expect(risky.json().crisis).toBe(true);
    expect((await sendText(t.app, user, conversation, 'HP saya mati tadi')).json().crisis).toBe(false);
    // A counsellor's words are never flagged.
    expect((await sendText(t.app, admin, conversation, 'Apa kamu ingin mati?')).json().crisis).toBe(false);
  });

  it('keeps a risky conversation first with risk: true through a reply, until a counsellor marks it handled', async () => {
    const calm = await registerUser(t.app);
    const worried = await registerUser(t.app);
    const worriedConversation = await conversationOf(t.app, worried);
    await sent(t.app, worried, worriedConversation, 'sudah ga sanggup hidup lagi');
    await sent(t.app, calm, await conversationOf(t.app, calm), 'Halo, saya mau bertanya');

    const before = await inbox();
    expect(before[0]).toMatchObject({ id: worried.id, risk: true });
    expect(before.find((u) => u.id === calm.id)?.risk).toBe(false);

    await sent(t.app, admin, worriedConversation, 'Kami di sini untukmu. Boleh cerita?');
    expect((await inbox())[0]).toMatchObject({ id: worried.id, risk: true });

    const handled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${worriedConversation}/risk/handled`,
      headers: { cookie: admin.cookie },
      payload: { note: 'Sudah ditanya langsung; aman malam ini, rencana keamanan dibuat.' },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ active: false, signals: [{ source: 'chat', crisis: true }] });
    await sent(t.app, calm, await conversationOf(t.app, calm), 'Terima kasih');
    const after = await inbox();
    expect(after.find((u) => u.id === worried.id)?.risk).toBe(false);
    expect(after.findIndex((u) => u.id === calm.id)).toBeLessThan(
      after.findIndex((u) => u.id === worried.id),
    );
  });
});
