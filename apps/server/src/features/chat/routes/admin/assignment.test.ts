import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { assigneeOf, setPresence, teamOf } from '../../../../../test/counsellors';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';
import { rowsOf } from '../../../../platform/database/rows';

const t = useTestApp();

/** A new person writes their first message; returns their conversation. */
async function newConversation(text = 'Halo, saya ingin bercerita') {
  const user = await registerUser(t.app);
  const id = await conversationOf(t.app, user);
  await sent(t.app, user, id, text);
  return { user, id };
}

const handTo = (admin: Account, id: number, body: object) =>
  injectAs(t.app, admin)('PATCH', `/api/admin/chat/conversations/${id}`, body);

describe('fair assignment', () => {
  it('gives a new conversation to the online counsellor holding the fewest open ones', async () => {
    const [a, b, c, away] = [
      await createAdmin(t.app),
      await createAdmin(t.app),
      await createAdmin(t.app),
      await createAdmin(t.app),
    ];
    // Held by hand before anyone is online: a holds two, c one, b none.
    for (const holder of [a, a, c]) {
      const { id } = await newConversation();
      expect(await assigneeOf(t.app, id)).toBeNull();
      expect((await handTo(holder, id, { assigneeId: holder.id })).statusCode).toBe(200);
    }
    for (const counsellor of [a, b, c]) await setPresence(t.app, counsellor, { status: 'online' });
    await setPresence(t.app, away, { status: 'away' });

    const order: number[] = [];
    for (let i = 0; i < 4; i += 1) order.push((await assigneeOf(t.app, (await newConversation()).id))!);
    // b (0) → b and c tie at 1, b first → c (1 against 2, 2) → all at 2, a first.
    expect(order).toEqual([b.id, b.id, c.id, a.id]);
    const team = await teamOf(t.app, a);
    expect([a, b, c, away].map((x) => team.get(x.id)?.openConversations)).toEqual([3, 2, 2, 0]);
    for (const counsellor of [a, b, c, away]) await setPresence(t.app, counsellor, { status: 'offline' });
  });

  it('keeps a conversation unheld while nobody is online and hands the waiting out, risky first, when someone comes online', async () => {
    const counsellor = await createAdmin(t.app);
    for (const admin of (await teamOf(t.app, counsellor)).values()) {
      if (admin.presence === 'online') throw new Error('another test left someone online');
    }
    const ordinary = await newConversation();
    const risky = await newConversation('sudah ga sanggup hidup lagi');
    expect(await assigneeOf(t.app, ordinary.id)).toBeNull();
    expect(await assigneeOf(t.app, risky.id)).toBeNull();

    await setPresence(t.app, counsellor, { status: 'online' });
    expect(await assigneeOf(t.app, ordinary.id)).toBe(counsellor.id);
    expect(await assigneeOf(t.app, risky.id)).toBe(counsellor.id);
    const handed = rowsOf<{ conversation_id: number }>(
      await t.app.db.execute(
        sql`select conversation_id from chat_events where type = 'conversation'
            and conversation_id in (${ordinary.id}, ${risky.id}) order by id`,
      ),
    ).map((row) => row.conversation_id);
    expect(handed).toEqual([risky.id, ordinary.id]);
    await setPresence(t.app, counsellor, { status: 'offline' });
  });

  it('reopens to the least-loaded online counsellor, and leaves a hand-over by hand alone', async () => {
    const [first, second] = [await createAdmin(t.app), await createAdmin(t.app)];
    await setPresence(t.app, first, { status: 'online' });
    const { user, id } = await newConversation();
    expect(await assigneeOf(t.app, id)).toBe(first.id);

    // Handed by hand to a counsellor who is offline: it stays theirs when the person writes.
    expect((await handTo(first, id, { assigneeId: second.id })).statusCode).toBe(200);
    await sent(t.app, user, id, 'Masih di sini?');
    expect(await assigneeOf(t.app, id)).toBe(second.id);

    // Resolved and released, then reopened by the person: the online one takes it.
    expect((await handTo(second, id, { status: 'resolved', assigneeId: null })).statusCode).toBe(200);
    expect(await assigneeOf(t.app, id)).toBeNull();
    await sent(t.app, user, id, 'Saya ingin cerita lagi');
    expect(await assigneeOf(t.app, id)).toBe(first.id);
    await setPresence(t.app, first, { status: 'offline' });
  });
});
