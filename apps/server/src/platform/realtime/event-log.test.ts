import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEventNames, liveEvents, storedLiveEventNames } from '@sehat/core/realtime/live-events';
import { chatEvents } from '../../db/schema/index';
import { conversationOf, sent } from '../../../test/chat';
import { createAdmin, registerUser, useTestApp } from '../../../test/helper';

const t = useTestApp();

describe('the live event log', () => {
  it("shows a user only their own conversation's events and an admin all of them", async () => {
    const [a, b, admin] = [await registerUser(t.app), await registerUser(t.app), await createAdmin(t.app)];
    const start = await t.app.liveEvents.latestId();
    await sent(t.app, a, await conversationOf(t.app, a), 'Dari A');
    await sent(t.app, b, await conversationOf(t.app, b), 'Dari B');
    const ofA = await t.app.liveEvents.listAfter({ id: a.id, role: 'user' }, start, 50);
    expect(ofA.map((e) => (e.data as { message: { message: string } }).message.message)).toEqual(['Dari A']);
    const ofAdmin = await t.app.liveEvents.listAfter({ id: admin.id, role: 'admin' }, start, 50);
    expect(ofAdmin).toHaveLength(2);
    expect(ofAdmin[0]!.id).toBeLessThan(ofAdmin[1]!.id);
    expect(await t.app.liveEvents.latestId()).toBe(ofAdmin[1]!.id);
  });

  it("keeps the team's bookkeeping from the user it is about, and a notification with its recipient", async () => {
    const [user, counsellor, otherCounsellor] = [
      await registerUser(t.app),
      await createAdmin(t.app),
      await createAdmin(t.app),
    ];
    const conversationId = await conversationOf(t.app, user);
    const start = await t.app.liveEvents.latestId();
    await t.app.db.transaction(async (tx) => {
      await t.app.liveEvents.append(tx, {
        conversationId,
        userId: user.id,
        type: 'conversation',
        data: { conversationId, status: 'open', assigneeId: null },
      });
      await t.app.liveEvents.append(tx, {
        conversationId: null,
        userId: user.id,
        type: 'presence',
        data: { counsellorId: user.id, presence: 'online' },
      });
      await t.app.liveEvents.append(tx, {
        conversationId: null,
        userId: counsellor.id,
        type: 'notification',
        data: { notification: null },
      });
    });
    const seenBy = async (id: number, role: 'user' | 'admin') =>
      (await t.app.liveEvents.listAfter({ id, role }, start, 50)).map((e) => e.data);
    expect(await seenBy(user.id, 'user')).toEqual([]);
    const [status, presence, own] = [
      { conversationId, status: 'open', assigneeId: null },
      { counsellorId: user.id, presence: 'online' },
      { notification: null },
    ];
    expect(await seenBy(counsellor.id, 'admin')).toEqual([status, presence, own]);
    expect(await seenBy(otherCounsellor.id, 'admin')).toEqual([status, presence]);
  });

  it('prunes events older than three days and keeps newer ones', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    await sent(t.app, user, id, 'Lama');
    await sent(t.app, user, id, 'Baru');
    const [old] = await t.app.db
      .select({ id: chatEvents.id })
      .from(chatEvents)
      .where(eq(chatEvents.conversationId, id))
      .orderBy(chatEvents.id)
      .limit(1);
    await t.app.db
      .update(chatEvents)
      .set({ createdAt: sql`now() - interval '4 days'` })
      .where(eq(chatEvents.id, old!.id));
    expect(await t.app.liveEvents.prune()).toBe(1);
    const left = await t.app.db.select().from(chatEvents).where(eq(chatEvents.conversationId, id));
    expect(left).toHaveLength(1);
  });
});

describe("the event log's names (ADR 240)", () => {
  it("are core's stored live events, and the database lists no name core does not", () => {
    expect(chatEvents.type.enumValues).toEqual(storedLiveEventNames);
    expect(liveEventNames).toEqual(expect.arrayContaining([...chatEvents.type.enumValues]));
    // Typing is the one live event not stored: sent to the open streams and forgotten.
    expect(liveEventNames.filter((name) => !liveEvents[name].stored)).toEqual(['typing']);
  });
});
