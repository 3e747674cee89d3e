import { riskMessages } from '@sehat/core/risk/messages';
import { describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { registerUser, type Account } from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';
import { phq9Answers, submitScreening } from '../../../../../test/screenings';
import { useTestApp } from '../../../../../test/helper';

const t = useTestApp();
const { admin, call: asAdmin } = useAdmin(t);

const riskOf = async (conversationId: number) => {
  const response = await asAdmin('GET', `/api/admin/chat/conversations/${conversationId}/risk`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const handle = (conversationId: number, note: unknown, as: Account = admin) =>
  injectAs(t.app, as)('POST', `/api/admin/chat/conversations/${conversationId}/risk/handled`, { note });
const inboxRow = async (user: Account) =>
  (await asAdmin('GET', `/api/admin/chat/users?filter=all&q=${user.username}`))
    .json()
    .users.find((row: { id: number }) => row.id === user.id);
const note = 'Sudah ditanya langsung tentang keselamatannya; rencana keamanan dibuat bersama.';

/** A member's PHQ-9 with item 9 answered "Hampir setiap hari", the rest 0, shared with the counsellors. */
async function sharedPhq9(user: Account) {
  const jawaban = [0, 0, 0, 0, 0, 0, 0, 0, 3];
  const result = (await submitScreening(t.app, 'phq9', { jawaban }, { cookie: user.cookie })).json();
  expect(result.crisis).toBe(true);
  return injectAs(t.app, user)('POST', '/api/chat/result-share', { code: 'phq9', resultId: result.id });
}

describe('risk signals (api.md "One risk model")', () => {
  it('a shared PHQ-9 with item 9 answered heads the queue as Krisis, with its card, until handled with a note', async () => {
    const calm = await registerUser(t.app);
    await sent(t.app, calm, await conversationOf(t.app, calm), 'Halo, saya mau bertanya');
    const user = await registerUser(t.app);
    const shared = await sharedPhq9(user);
    expect(shared.statusCode).toBe(201);
    expect(shared.json().sharedResult).toEqual({
      code: 'phq9',
      score: 3,
      band: 'minimal',
      crisis: true,
      testedAt: expect.any(String),
      sharedAt: expect.any(String),
    });
    const conversationId = await conversationOf(t.app, user);
    const users = (await asAdmin('GET', '/api/admin/chat/users?filter=all')).json().users;
    expect(users[0]).toMatchObject({ id: user.id, risk: true });
    const opened = await asAdmin('POST', '/api/admin/chat/conversations', { userId: user.id });
    expect(opened.json().conversation).toMatchObject({
      risk: true,
      sharedResult: { code: 'phq9', crisis: true },
    });

    await sent(t.app, user, conversationId, 'halo');
    await sent(t.app, admin, conversationId, 'Halo, terima kasih sudah menghubungi kami.');
    expect(await inboxRow(user)).toMatchObject({ risk: true });

    const handled = await handle(conversationId, note);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({
      active: false,
      signals: [{ source: 'phq9', crisis: true, at: expect.any(String) }],
      handledAt: expect.any(String),
      handledBy: { id: admin.id, fullName: expect.any(String) },
    });
    expect(await inboxRow(user)).toMatchObject({ risk: false });
    const notes = (await asAdmin('GET', `/api/admin/chat/conversations/${conversationId}/notes`)).json()
      .notes;
    expect(notes.at(-1)).toMatchObject({ text: note, author: { id: admin.id } });
    const audit = (await asAdmin('GET', '/api/admin/audit-log?limit=5')).json();
    expect(JSON.stringify(audit)).toContain('chat.risk_handled');
    expect(JSON.stringify(audit)).not.toContain(note);

    // A new signal makes it active again: crisis language in the person's own words.
    await sent(t.app, user, conversationId, 'aku ingin mengakhiri hidup');
    const again = await riskOf(conversationId);
    expect(again.active).toBe(true);
    expect(again.signals.map((s: { source: string }) => s.source)).toEqual(['phq9', 'chat']);
  });

  it('a shared result without a risk item answered adds no signal', async () => {
    const user = await registerUser(t.app);
    const result = (
      await submitScreening(t.app, 'gad7', { jawaban: Array(7).fill(3) }, { cookie: user.cookie })
    ).json();
    const shared = await injectAs(t.app, user)('POST', '/api/chat/result-share', {
      code: 'gad7',
      resultId: result.id,
    });
    expect(shared.json().sharedResult).toMatchObject({ code: 'gad7', band: 'berat', crisis: false });
    const risk = await riskOf(await conversationOf(t.app, user));
    expect(risk).toEqual({ active: false, signals: [], handledAt: null, handledBy: null });
  });

  it("shares only the person's own result of the named screening", async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const phq9 = (
      await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(1) }, { cookie: owner.cookie })
    ).json();
    expect(
      (await injectAs(t.app, other)('POST', '/api/chat/result-share', { code: 'phq9', resultId: phq9.id }))
        .statusCode,
    ).toBe(404);
    // The id of a PHQ-9 result named as a GAD-7 one is no result.
    expect(
      (await injectAs(t.app, owner)('POST', '/api/chat/result-share', { code: 'gad7', resultId: phq9.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await injectAs(t.app, owner)('POST', '/api/chat/result-share', { code: 'bdi2', resultId: phq9.id }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a short or missing note with an Indonesian message and changes nothing', async () => {
    const user = await registerUser(t.app);
    await sharedPhq9(user);
    const conversationId = await conversationOf(t.app, user);
    for (const [bad, message] of [
      ['oke', riskMessages.noteTooShort],
      ['   sudah    ', riskMessages.noteTooShort],
      [undefined, riskMessages.noteRequired],
      ['x'.repeat(2001), riskMessages.noteTooLong],
    ] as const) {
      const response = await handle(conversationId, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await riskOf(conversationId)).toMatchObject({ active: true, handledAt: null });
  });

  it('is for the counsellor team only: a person, even the conversation’s own, can neither read nor handle it', async () => {
    const user = await registerUser(t.app);
    await sharedPhq9(user);
    const conversationId = await conversationOf(t.app, user);
    const asUser = injectAs(t.app, user);
    expect((await asUser('GET', `/api/admin/chat/conversations/${conversationId}/risk`)).statusCode).toBe(
      403,
    );
    expect((await handle(conversationId, note, user)).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, null)('GET', `/api/admin/chat/conversations/${conversationId}/risk`)).statusCode,
    ).toBe(401);
    expect((await asAdmin('GET', '/api/admin/chat/conversations/99999999/risk')).statusCode).toBe(404);
    expect((await riskOf(conversationId)).active).toBe(true);
  });
});
