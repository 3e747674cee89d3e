import type { Checkin } from '@sehat/core/checkins/schemas';
import type { Notification } from '@sehat/core/notifications/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openTwoTestDatabases } from '../../../../test/database';
import { buildTestApp, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { notificationsOf } from '../../../../test/notifications';
import { CHECKIN_JOB } from '../commands';

/** CHECKIN_OFFSETS=2s,4s: check-ins fall due two and four seconds after they are asked for. */
const offsets = { checkinOffsetsMs: [2_000, 4_000] };
const opened: TestApp[] = [];
// The instance on the database's first handle closes last: it ends the database.
afterAll(async () => {
  for (const app of opened) await app.close();
});

/** Two instances on one database, as behind a load balancer. */
async function twoInstances(): Promise<[TestApp, TestApp]> {
  const [first, second] = await openTwoTestDatabases();
  const a = await buildTestApp(offsets, second);
  const b = await buildTestApp({ ...offsets, uploadDir: a.config.uploadDir }, first);
  opened.push(b, a);
  return [a, b];
}

const ask = async (app: TestApp, account: Account): Promise<Checkin[]> => {
  const response = await injectAs(app.app, account)('POST', '/api/checkins');
  expect(response.statusCode).toBe(201);
  return response.json().checkins;
};

const checkinNotifications = async (app: TestApp, account: Account): Promise<Notification[]> =>
  (await notificationsOf(app.app, account)).notifications.filter((n) => n.kind === 'checkin');

const waitLong = { timeout: 15_000, interval: 250 };

describe('check-ins are sent by the scheduler', () => {
  it('when each falls due, once, even with two instances running; a cancelled one never', async () => {
    const [a, b] = await twoInstances();
    const [asker, stopper] = [await registerUser(a.app), await registerUser(a.app)];
    const checkins = await ask(a, asker);
    await ask(b, stopper);
    expect((await injectAs(b.app, stopper)('DELETE', '/api/checkins')).statusCode).toBe(204);

    await vi.waitFor(async () => expect(await checkinNotifications(b, asker)).toHaveLength(2), waitLong);
    // Both instances asked again at once: nothing more goes out.
    const later = new Date(Date.now() + 60_000);
    await Promise.all([a.app.dueJobs.runNow(CHECKIN_JOB, later), b.app.dueJobs.runNow(CHECKIN_JOB, later)]);
    const sent = await checkinNotifications(a, asker);
    expect(sent.map((n) => n.link).sort()).toEqual(checkins.map((c) => `/cek-kabar?id=${c.id}`).sort());
    for (const checkin of checkins) {
      const notification = sent.find((n) => n.link.endsWith(`=${checkin.id}`))!;
      expect(Date.parse(notification.createdAt)).toBeGreaterThanOrEqual(Date.parse(checkin.dueAt) - 50);
    }
    expect(await checkinNotifications(a, stopper)).toEqual([]);
  });

  it('after a restart: what was asked for before it is sent by the process that runs after it', async () => {
    const [first, second] = await openTwoTestDatabases();
    const before = await buildTestApp(offsets, second);
    const user = await registerUser(before.app);
    const checkins = await ask(before, user);
    await before.close();

    const after = await buildTestApp(offsets, first);
    opened.push(after);
    await vi.waitFor(async () => expect(await checkinNotifications(after, user)).toHaveLength(2), waitLong);
    const listed = (await injectAs(after.app, user)('GET', '/api/checkins')).json().checkins as Checkin[];
    expect(listed.map((c) => c.id)).toEqual(checkins.map((c) => c.id));
    expect(listed.every((c) => c.sentAt !== null)).toBe(true);
  });
});
