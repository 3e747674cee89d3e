import { resultShareMessages } from '@sehat/core/chat/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatResultShares } from '../../../db/schema/index';
import { conversationOf, sent } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, uniqueName, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { seedQuestions, submit, yesAt } from '../../../../test/selftest';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
  await seedQuestions(t.app);
});

/** A user's own result: item 17 (the crisis question) answered yes, or not. */
async function resultOf(account: Account, crisis: boolean): Promise<number> {
  const response = await submit(t.app, { jawaban: crisis ? yesAt(29, 17, 25, 26) : yesAt(29, 1) }, account);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const share = (account: Account | null, payload: object) =>
  injectAs(t.app, account)('POST', '/api/chat/result-share', payload);

async function inbox(q = '') {
  const response = await injectAs(t.app, admin)('GET', `/api/admin/chat/users?limit=100&q=${q}`);
  return response.json<{ users: { id: number; risk: boolean }[] }>().users;
}

const sharedOf = async (account: Account) =>
  (await injectAs(t.app, account)('GET', '/api/chat/conversation')).json().conversation.sharedResult;

describe('POST /api/chat/result-share', () => {
  it('shows the counsellors the summary (never the answers) and puts the conversation first until handled', async () => {
    const calm = await registerUser(t.app);
    const worried = await registerUser(t.app, { fullName: `Warga ${uniqueName('berbagi')}` });
    const resultId = await resultOf(worried, true);
    await sent(t.app, calm, await conversationOf(t.app, calm), 'Halo, saya mau bertanya');

    const response = await share(worried, { resultId });
    expect(response.statusCode).toBe(201);
    const sharedResult = response.json().sharedResult;
    expect(sharedResult).toEqual({
      code: 'srq29',
      hasil: expect.any(String),
      severity: expect.any(String),
      crisis: true,
      testedAt: expect.any(String),
      sharedAt: expect.any(String),
    });
    expect(JSON.stringify(response.json())).not.toContain('jawaban');

    const admins = await injectAs(t.app, admin)('POST', '/api/admin/chat/conversations', {
      userId: worried.id,
    });
    expect(admins.json().conversation.sharedResult).toEqual(sharedResult);
    expect(await sharedOf(worried)).toEqual(sharedResult);

    const before = await inbox();
    expect(before[0]).toMatchObject({ id: worried.id, risk: true });
    expect(before.find((u) => u.id === calm.id)?.risk).toBe(false);

    await sent(
      t.app,
      admin,
      await conversationOf(t.app, worried),
      'Terima kasih sudah berbagi. Saya di sini.',
    );
    // A reply is no handling: the risk stays until a counsellor marks it handled with a note.
    expect((await inbox()).find((u) => u.id === worried.id)?.risk).toBe(true);
    // The summary stays visible to the counsellors after the answer.
    expect(await sharedOf(worried)).toEqual(sharedResult);
  });

  it('attaches a result without the crisis answer without raising the risk', async () => {
    const user = await registerUser(t.app);
    const response = await share(user, { resultId: await resultOf(user, false) });
    expect(response.statusCode).toBe(201);
    expect(response.json().sharedResult.crisis).toBe(false);
    expect((await inbox(user.username)).find((u) => u.id === user.id)?.risk).toBe(false);
  });

  it("refuses someone else's result like a missing one, attaching nothing", async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const resultId = await resultOf(owner, true);
    const attempt = await share(other, { resultId });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().error.message).toBe(resultShareMessages.resultNotFound);
    expect((await share(other, { resultId: 99_999_999 })).statusCode).toBe(404);
    expect(await sharedOf(other)).toBeNull();
    expect(await sharedOf(owner)).toBeNull();
    expect((await inbox(other.username)).find((u) => u.id === other.id)?.risk).toBe(false);
  });

  it('validates the body and is for logged-in users only', async () => {
    const user = await registerUser(t.app);
    const resultId = await resultOf(user, true);
    for (const payload of [{}, { resultId: 'abc' }, { resultId: '1' }, { resultId: 0 }]) {
      const response = await share(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(resultShareMessages.resultNotFound);
    }
    expect((await share(null, { resultId })).statusCode).toBe(401);
    expect((await share(admin, { resultId })).statusCode).toBe(403);
  });

  it('goes with the chat history, appears in the data export, and goes with the account', async () => {
    const user = await registerUser(t.app);
    const resultId = await resultOf(user, true);
    await share(user, { resultId });
    const exported = await injectAs(t.app, user)('GET', '/api/profile/export');
    expect(exported.json().chat.sharedResults).toEqual([expect.objectContaining({ crisis: true })]);

    expect((await injectAs(t.app, user)('DELETE', '/api/chat/history')).statusCode).toBe(200);
    expect(await sharedOf(user)).toBeNull();
    // The team's record of the signal (source and time, no words) stays until handled (ADR 210).
    expect((await inbox(user.username)).find((u) => u.id === user.id)?.risk).toBe(true);

    await share(user, { resultId });
    const conversationId = await conversationOf(t.app, user);
    const deleted = await injectAs(t.app, user)('DELETE', '/api/profile', { password: user.password });
    expect(deleted.statusCode).toBe(204);
    const left = await t.app.db
      .select()
      .from(chatResultShares)
      .where(eq(chatResultShares.conversationId, conversationId));
    expect(left).toHaveLength(0);
  });
});
