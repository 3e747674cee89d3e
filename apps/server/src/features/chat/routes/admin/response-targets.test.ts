import { responseTargetMinutes } from '@sehat/core/chat/counsellor-service';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { responseDueAt } from '@sehat/core/service-hours/response-due';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { setPresence } from '../../../../../test/counsellors';
import {
  type Account,
  createAdmin,
  createStaff,
  registerUser,
  uniqueName,
  useTestApp,
} from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';
import { notificationsOf } from '../../../../../test/notifications';
import { OVERDUE_ALERTS_JOB } from '../../overdue-alerts';

const t = useTestApp();

/** 2026-03-09 (a Monday) at `clock` in Jakarta (UTC+7). */
const jakarta = (day: number, clock: string) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${clock}:00+07:00`);

interface Entry {
  id: number;
  overdue: boolean;
  awaitingSince: string | null;
  firstResponseDueAt: string | null;
}
const entryOf = async (admin: Account, user: Account) => {
  const { users } = (
    await injectAs(t.app, admin)('GET', `/api/admin/chat/users?filter=active&q=${user.username}`)
  ).json<{ users: Entry[] }>();
  return users.find((entry) => entry.id === user.id);
};

/**
 * A person who wrote `text` at `at` (the row is moved back in time, as waiting would) and then
 * again now, so the wait is worked out from the earlier message.
 */
async function wroteAt(text: string, at: Date) {
  const user = await registerUser(t.app, { fullName: uniqueName('Penanya') });
  const id = await conversationOf(t.app, user);
  const first = await sent(t.app, user, id, text);
  await t.app.db.execute(
    sql`update chat_messages set created_at = ${at.toISOString()} where id = ${first.id}`,
  );
  await sent(t.app, user, id, 'Halo?');
  return { user, id };
}

describe('response targets', () => {
  it('are due 30 minutes of service hours after the first unanswered message, across closing time', async () => {
    const admin = await createAdmin(t.app);
    const { user } = await wroteAt('Saya ingin bercerita', jakarta(9, '20:45'));
    expect(await entryOf(admin, user)).toMatchObject({
      awaitingSince: jakarta(9, '20:45').toISOString(),
      firstResponseDueAt: jakarta(10, '09:15').toISOString(),
      overdue: true,
    });
  });

  it('are due 5 minutes later for a risky one, and the overdue ones head the list', async () => {
    const admin = await createAdmin(t.app);
    const fresh = await registerUser(t.app);
    await sent(t.app, fresh, await conversationOf(t.app, fresh), 'Halo, baru saja menulis');
    const { user } = await wroteAt('sudah ga sanggup hidup lagi', jakarta(9, '20:58'));
    expect(await entryOf(admin, user)).toMatchObject({
      firstResponseDueAt: jakarta(10, '09:03').toISOString(),
      overdue: true,
    });
    const freshEntry = await entryOf(admin, fresh);
    expect(freshEntry?.overdue).toBe(false);
    const since = new Date(freshEntry!.awaitingSince!);
    expect(freshEntry?.firstResponseDueAt).toBe(
      responseDueAt(defaultServiceHours, since, responseTargetMinutes.other)!.toISOString(),
    );
    const { users } = (
      await injectAs(t.app, admin)('GET', '/api/admin/chat/users?filter=active&limit=100')
    ).json<{
      users: Entry[];
    }>();
    const firstNotOverdue = users.findIndex((entry) => !entry.overdue);
    expect(users.slice(firstNotOverdue).some((entry) => entry.overdue)).toBe(false);
    expect(users.findIndex((entry) => entry.id === user.id)).toBeLessThan(firstNotOverdue);
  });

  it('counts the hours admins set: a closed date is skipped', async () => {
    const admin = await createAdmin(t.app);
    const saved = await injectAs(t.app, admin)('PUT', '/api/admin/service-hours', {
      ...defaultServiceHours,
      closedDates: [{ date: '2026-03-19', note: 'Nyepi' }],
    });
    expect(saved.statusCode).toBe(200);
    const { user } = await wroteAt('Saya ingin bercerita', jakarta(18, '20:50'));
    expect((await entryOf(admin, user))?.firstResponseDueAt).toBe(jakarta(20, '09:20').toISOString());
    await injectAs(t.app, admin)('PUT', '/api/admin/service-hours', defaultServiceHours);
  });

  it('end with a counsellor’s answer or when the conversation is resolved', async () => {
    const admin = await createAdmin(t.app);
    const { user, id } = await wroteAt('Saya ingin bercerita', jakarta(9, '10:00'));
    await sent(t.app, admin, id, 'Halo, kami di sini.');
    expect(await entryOf(admin, user)).toMatchObject({
      awaitingSince: null,
      firstResponseDueAt: null,
      overdue: false,
    });

    await sent(t.app, user, id, 'Terima kasih');
    expect((await entryOf(admin, user))?.firstResponseDueAt).not.toBeNull();
    await injectAs(t.app, admin)('PATCH', `/api/admin/chat/conversations/${id}`, { status: 'resolved' });
    const { conversation } = (
      await injectAs(t.app, admin)('POST', '/api/admin/chat/conversations', { userId: user.id })
    ).json();
    expect(conversation).toMatchObject({ status: 'resolved', firstResponseDueAt: null, overdue: false });
  });

  it('tell every online counsellor and every supervisor of an overdue risky conversation, once', async () => {
    const [online, offline] = [await createAdmin(t.app), await createStaff(t.app, 'counsellor')];
    const supervisor = await createStaff(t.app, 'supervisor');
    await setPresence(t.app, online, { status: 'online' });
    const { user, id } = await wroteAt('sudah ga sanggup hidup lagi', jakarta(9, '10:00'));
    const { user: calm } = await wroteAt('Saya ingin bercerita', jakarta(9, '10:00'));
    // Earlier tests left overdue risky conversations too; these are about `user` and `calm`.
    const overdueOf = async (account: Account, person = user) =>
      (await notificationsOf(t.app, account)).notifications.filter(
        (n) => n.kind === 'chat_overdue' && n.link === `/admin/chat?user=${person.id}`,
      );

    await t.app.dueJobs.runNow(OVERDUE_ALERTS_JOB);
    const [told] = await overdueOf(online);
    expect(told).toMatchObject({ text: notificationMessages.chatOverdue, readAt: null });
    expect(await overdueOf(online)).toHaveLength(1);
    expect(await overdueOf(online, calm)).toEqual([]);
    expect(await overdueOf(offline)).toEqual([]);
    // A supervisor hears of it though not online.
    expect(await overdueOf(supervisor)).toEqual([
      expect.objectContaining({ text: notificationMessages.chatOverdue }),
    ]);

    // The same wait goes on: nobody is told again.
    await sent(t.app, user, id, 'Tolong');
    await t.app.dueJobs.runNow(OVERDUE_ALERTS_JOB);
    expect(await overdueOf(online)).toEqual([told]);
    await setPresence(t.app, online, { status: 'offline' });
  });
});
