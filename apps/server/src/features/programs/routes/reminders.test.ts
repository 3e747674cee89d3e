import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programReminderAfterMs } from '@sehat/core/programs/reminders';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { outsideMessages } from '@sehat/core/notifications/outside-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { useMailApp } from '../../../../test/mail-app';
import { notificationsOf } from '../../../../test/notifications';
import { startPushService, type TestDevice, type TestPushService } from '../../../../test/push-service';
import { verifyEmailFromMail } from '../../../../test/recovery';
import { PROGRAM_REMINDER_JOB } from '../reminders';

let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});
const t = useMailApp(() => ({ push: { allowedOrigins: [service.origin] } }));
const base = '/api/programs/aktivasi-perilaku';
const sessions = aktivasiPerilaku.sessions.length;

const pushesTo = (device: TestDevice) =>
  service.requests
    .filter((r) => r.path === new URL(device.endpoint).pathname)
    .map((r) => JSON.parse(device.decrypt(r.body)));
const reminderMails = (account: Account) =>
  t.smtp.received.filter((m) => m.to === account.email && m.subject === outsideMessages.programReminder);
const reminders = async (account: Account) =>
  (await notificationsOf(t.app, account)).notifications.filter((n) => n.kind === 'program_reminder');

/** A member with a verified address, one subscribed device, enrolled, reminders as chosen. */
async function participant(wantsReminders: boolean) {
  const account = await registerUser(t.app);
  await t.flushMail();
  await verifyEmailFromMail(t.app, t.smtp, account);
  const device = service.device();
  await injectAs(t.app, account)('POST', '/api/push/subscriptions', device);
  await injectAs(t.app, account)('POST', `${base}/enrolment`);
  if (wantsReminders) {
    const chosen = await injectAs(t.app, account)('PATCH', `${base}/enrolment`, { reminders: true });
    expect(chosen.json().enrolment.reminders).toBe(true);
  }
  return { account, device };
}

const complete = (account: Account, nomor: number) =>
  injectAs(t.app, account)('POST', `${base}/sessions/${nomor}/complete`, {
    worksheet: { [aktivasiPerilaku.sessions[nomor - 1]!.worksheet.fields[0]!.id]: 'isi' },
    phq9: [1, 1, 1, 1, 1, 1, 1, 1, 0],
  });

/** Runs the reminders due `ms` from now and delivers what they made, by push and mail. */
async function remindAfter(ms: number) {
  const at = new Date(Date.now() + ms);
  await t.app.dueJobs.runNow(PROGRAM_REMINDER_JOB, at);
  await t.app.outsideDelivery.runDue(at);
  await t.flushMail();
}

describe('reminders of the next session', () => {
  it('go out once the quiet days passed, once per due session, by push and mail, with no health detail', async () => {
    const { account, device } = await participant(true);
    await complete(account, 1);
    await remindAfter(programReminderAfterMs - 60_000);
    expect(await reminders(account)).toEqual([]);

    await remindAfter(programReminderAfterMs + 60_000);
    await remindAfter(programReminderAfterMs + 120_000);
    const [reminder, ...more] = await reminders(account);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      text: notificationMessages.programReminder,
      link: `/program/aktivasi-perilaku/sesi/2`,
    });
    expect(pushesTo(device)).toEqual([
      {
        title: outsideMessages.title,
        body: outsideMessages.programReminder,
        link: '/program/aktivasi-perilaku/sesi/2',
        tag: 'program_reminder',
      },
    ]);
    const [mail] = await t.smtp.waitFor(
      1,
      (m) => m.to === account.email && m.subject === outsideMessages.programReminder,
    );
    expect(mail!.text).toContain('/program/aktivasi-perilaku/sesi/2');
    expect(mail!.text + mail!.html).not.toMatch(/PHQ|skor/i);
    expect(reminderMails(account)).toHaveLength(1);
  });

  it('never go out to someone who did not choose them, nor by mail when mail is off', async () => {
    const silent = await participant(false);
    const noMail = await participant(true);
    await injectAs(t.app, noMail.account)('PUT', '/api/profile/notification-preferences', {
      preferences: { program_reminder: { email: false } },
    });
    await remindAfter(programReminderAfterMs + 60_000);
    expect(await reminders(silent.account)).toEqual([]);
    expect(pushesTo(silent.device)).toEqual([]);
    expect(pushesTo(noMail.device)).toHaveLength(1);
    expect(reminderMails(noMail.account)).toEqual([]);
  });

  it('stop when the programme is finished, when reminders are turned off, and when the person leaves', async () => {
    const finisher = await participant(true);
    for (let nomor = 1; nomor <= sessions; nomor += 1)
      expect((await complete(finisher.account, nomor)).statusCode).toBe(200);
    const stopper = await participant(true);
    await injectAs(t.app, stopper.account)('PATCH', `${base}/enrolment`, { reminders: false });
    const leaver = await participant(true);
    await injectAs(t.app, leaver.account)('DELETE', `${base}/enrolment`);

    await remindAfter(programReminderAfterMs + 60_000);
    for (const { account, device } of [finisher, stopper, leaver]) {
      expect(await reminders(account)).toEqual([]);
      expect(pushesTo(device)).toEqual([]);
    }
  });
});
