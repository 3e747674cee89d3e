import { checkinLabels, checkinMessages } from '@sehat/core/checkins/messages';
import type { Checkin } from '@sehat/core/checkins/schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listMessages, sent } from '../../../../test/chat';
import { registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs, useAdmin } from '../../../../test/inject-as';
import { notificationsOf } from '../../../../test/notifications';
import { CHECKIN_JOB } from '../commands';

const t = useTestApp({ checkinOffsetsMs: [2_000, 4_000] });
const { admin, call: asAdmin } = useAdmin(t);

/** Asks for check-ins as `account` and sends them at once, as if their time had come. */
async function sentCheckins(account: Account): Promise<Checkin[]> {
  const asked = await injectAs(t.app, account)('POST', '/api/checkins');
  expect(asked.statusCode).toBe(201);
  await t.app.dueJobs.runNow(CHECKIN_JOB, new Date(Date.now() + 60_000));
  return (await injectAs(t.app, account)('GET', '/api/checkins')).json().checkins;
}

const answer = (account: Account, id: number, value: string) =>
  injectAs(t.app, account)('POST', `/api/checkins/${id}/answer`, { answer: value });

const inbox = async () =>
  (await asAdmin('GET', '/api/admin/chat/users?filter=all')).json().users as {
    id: number;
    risk: boolean;
    lastMessage: string | null;
  }[];

describe('asking for check-ins', () => {
  let user: Account;
  beforeAll(async () => {
    user = await registerUser(t.app);
  });

  it('schedules one per CHECKIN_OFFSETS from now; asking again gives the same schedule', async () => {
    const asUser = injectAs(t.app, user);
    const before = Date.now();
    const first = await asUser('POST', '/api/checkins');
    expect(first.statusCode).toBe(201);
    const { checkins } = first.json() as { checkins: Checkin[] };
    expect(checkins.map((c) => Date.parse(c.dueAt) - before)).toEqual([
      expect.closeTo(2_000, -3),
      expect.closeTo(4_000, -3),
    ]);
    expect(checkins.every((c) => c.sentAt === null && c.answeredAt === null && c.answer === null)).toBe(true);

    const again = await asUser('POST', '/api/checkins');
    expect(again.statusCode).toBe(200);
    expect(again.json().checkins).toEqual(checkins);
    expect((await asUser('GET', '/api/checkins')).json().checkins).toEqual(checkins);
  });

  it('cannot be answered before it is sent, and stopping cancels every unsent one', async () => {
    const asUser = injectAs(t.app, user);
    const [first] = (await asUser('GET', '/api/checkins')).json().checkins as Checkin[];
    const early = await answer(user, first!.id, 'baik');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(checkinMessages.notYetDue);

    // The scheduler may have sent one meanwhile (they fall due after 2 s): that one stays.
    expect((await asUser('DELETE', '/api/checkins')).statusCode).toBe(204);
    const kept = (await asUser('GET', '/api/checkins')).json().checkins as Checkin[];
    expect(kept.every((checkin) => checkin.sentAt !== null)).toBe(true);
    const notified = (await notificationsOf(t.app, user)).notifications.length;
    expect(notified).toBe(kept.length);
    await t.app.dueJobs.runNow(CHECKIN_JOB, new Date(Date.now() + 60_000));
    expect((await notificationsOf(t.app, user)).notifications).toHaveLength(notified);
  });

  it('is for user accounts: visitors 401, admins 403', async () => {
    expect((await injectAs(t.app, null)('POST', '/api/checkins')).statusCode).toBe(401);
    const refused = await asAdmin('POST', '/api/checkins');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(checkinMessages.usersOnly);
  });
});

describe('a sent check-in', () => {
  it('is a checkin notification that opens its one-tap question', async () => {
    const user = await registerUser(t.app);
    const [first] = await sentCheckins(user);
    expect(first!.sentAt).not.toBeNull();
    const { notifications } = await notificationsOf(t.app, user);
    expect(notifications).toContainEqual(
      expect.objectContaining({ kind: 'checkin', link: `/cek-kabar?id=${first!.id}` }),
    );
  });

  it('takes one answer from its owner only; baik and biasa stay between the person and the list', async () => {
    const [owner, stranger] = [await registerUser(t.app), await registerUser(t.app)];
    const [first, second] = await sentCheckins(owner);
    expect((await answer(stranger, first!.id, 'baik')).statusCode).toBe(404);
    expect((await answer(owner, first!.id, 'entah')).statusCode).toBe(400);

    const answered = await answer(owner, first!.id, 'baik');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({
      checkin: { ...first, answer: 'baik', answeredAt: expect.any(String) },
      crisis: false,
    });
    const twice = await answer(owner, first!.id, 'berat');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(checkinMessages.alreadyAnswered);
    expect((await answer(owner, second!.id, 'biasa')).json().crisis).toBe(false);
    expect((await inbox()).find((row) => row.id === owner.id)?.risk ?? false).toBe(false);
  });

  it('answered berat puts the person first in the inbox, at risk, with a message telling the team', async () => {
    const user = await registerUser(t.app);
    const [first] = await sentCheckins(user);
    const response = await answer(user, first!.id, 'berat');
    expect(response.json().crisis).toBe(false);

    const [top] = await inbox();
    expect(top).toMatchObject({ id: user.id, risk: true, lastMessage: checkinLabels.teamAlert.berat });
    const conversation = (await injectAs(t.app, user)('GET', '/api/chat/conversation')).json().conversation;
    const { messages } = (await listMessages(t.app, user, conversation.id)).json();
    expect(messages).toEqual([
      expect.objectContaining({
        senderRole: 'user',
        automatic: true,
        message: checkinLabels.teamAlert.berat,
      }),
    ]);
    // A risk signal from the check-in (not a crisis), which a counsellor's reply does not end.
    await sent(t.app, admin, conversation.id, 'Terima kasih sudah menjawab. Boleh cerita?');
    const risk = (await asAdmin('GET', `/api/admin/chat/conversations/${conversation.id}/risk`)).json();
    expect(risk).toMatchObject({ active: true, signals: [{ source: 'checkin', crisis: false }] });
    expect((await inbox()).find((row) => row.id === user.id)?.risk).toBe(true);
  });

  it('answered bahaya answers crisis: true and raises the alert too', async () => {
    const user = await registerUser(t.app);
    const [, second] = await sentCheckins(user);
    const response = await answer(user, second!.id, 'bahaya');
    expect(response.json()).toMatchObject({ crisis: true, checkin: { answer: 'bahaya' } });
    expect((await inbox())[0]).toMatchObject({
      id: user.id,
      risk: true,
      lastMessage: checkinLabels.teamAlert.bahaya,
    });
    const conversation = (await injectAs(t.app, user)('GET', '/api/chat/conversation')).json().conversation;
    const risk = (await asAdmin('GET', `/api/admin/chat/conversations/${conversation.id}/risk`)).json();
    expect(risk.signals).toEqual([{ source: 'checkin', crisis: true, at: expect.any(String) }]);
  });
});

describe('GET /api/admin/checkins', () => {
  it('lists check-ins past due and unanswered, and answered ones with whose they are', async () => {
    const user = await registerUser(t.app, { fullName: 'Sari Cek Kabar' });
    const [first, second] = await sentCheckins(user);
    await answer(user, first!.id, 'berat');
    const answered = (await asAdmin('GET', '/api/admin/checkins?status=answered')).json();
    expect(answered.items[0]).toMatchObject({
      id: first!.id,
      answer: 'berat',
      user: { id: user.id, username: user.username, fullName: 'Sari Cek Kabar' },
    });
    await vi.waitFor(
      async () => {
        const due = (await asAdmin('GET', '/api/admin/checkins?status=due')).json();
        expect(due.items.map((item: Checkin) => item.id)).toContain(second!.id);
        expect(due.items.map((item: Checkin) => item.id)).not.toContain(first!.id);
      },
      { timeout: 8_000, interval: 250 },
    );
    const page = (await asAdmin('GET', '/api/admin/checkins?status=answered&limit=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect((await injectAs(t.app, user)('GET', '/api/admin/checkins')).statusCode).toBe(403);
  });
});
