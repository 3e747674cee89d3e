import { auditLogMessages } from '@sehat/core/admin/messages';
import { serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { defaultServiceHours, serviceStatus } from '@sehat/core/service-hours/schedule';
import type { ServiceHoursResponse } from '@sehat/core/service-hours/schemas';
import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../../test/helper';
import { injectAs, useAdmin } from '../../../../test/inject-as';

const t = useTestApp();
const { call: asAdmin, admin } = useAdmin(t);

const read = async () =>
  (await t.app.inject({ url: '/api/chat/service-hours' })).json<ServiceHoursResponse>();

const makassarWeekdays = {
  timezone: 'Asia/Makassar',
  weekly: defaultServiceHours.weekly.map((entry) =>
    entry.day >= 6 ? { ...entry, open: null, close: null } : { ...entry, open: '08:00', close: '16:00' },
  ),
  closedDates: [{ date: '2030-03-06', note: 'Idul Fitri' }],
};

describe('service hours', () => {
  it('serve the spec default to a visitor before any admin set them, with what that means now', async () => {
    const before = Date.now();
    const response = await t.app.inject({ url: '/api/chat/service-hours' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ServiceHoursResponse>();
    expect(body).toMatchObject({
      timezone: 'Asia/Jakarta',
      weekly: defaultServiceHours.weekly,
      closedDates: [],
    });
    const expected = serviceStatus(defaultServiceHours, new Date(before));
    expect(body.open).toBe(expected.open);
    expect(body.nextOpenAt === null).toBe(expected.open);
  });

  it('are changed by an admin only; a user gets 403, a visitor 401, and nothing changes', async () => {
    const user = await registerUser(t.app);
    expect(
      (await injectAs(t.app, user)('PUT', '/api/admin/service-hours', makassarWeekdays)).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(t.app, null)('PUT', '/api/admin/service-hours', makassarWeekdays)).statusCode,
    ).toBe(401);
    expect((await read()).timezone).toBe('Asia/Jakarta');
  });

  it.each([
    ['an unknown zone', { timezone: 'Mars/Olympus' }, serviceHoursMessages.timezoneInvalid, 'timezone'],
    [
      'an overnight range',
      {
        weekly: defaultServiceHours.weekly.map((d) =>
          d.day === 5 ? { ...d, open: '22:00', close: '02:00' } : d,
        ),
      },
      serviceHoursMessages.closeBeforeOpen('Jumat'),
      'weekly.4.close',
    ],
    [
      'a missing day',
      { weekly: defaultServiceHours.weekly.slice(0, 6) },
      serviceHoursMessages.weeklyIncomplete,
      'weekly',
    ],
    [
      'a date twice',
      {
        closedDates: [
          { date: '2030-03-06', note: null },
          { date: '2030-03-06', note: null },
        ],
      },
      serviceHoursMessages.dateTwice('6 Maret 2030'),
      'closedDates.1.date',
    ],
    [
      'no such date',
      { closedDates: [{ date: '2030-02-31', note: null }] },
      serviceHoursMessages.dateInvalid,
      'closedDates.0.date',
    ],
  ])('refuse %s with a 400 in Indonesian, storing nothing', async (_name, change, message, field) => {
    const response = await asAdmin('PUT', '/api/admin/service-hours', { ...makassarWeekdays, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message,
      fields: { [field]: message },
    });
    expect((await read()).timezone).toBe('Asia/Jakarta');
  });

  it('are replaced whole by an admin, read back by everyone, and the change is audited', async () => {
    const saved = await asAdmin('PUT', '/api/admin/service-hours', {
      ...makassarWeekdays,
      closedDates: [...makassarWeekdays.closedDates, { date: '2030-01-01', note: '' }],
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      timezone: 'Asia/Makassar',
      weekly: makassarWeekdays.weekly,
      closedDates: [{ date: '2030-01-01', note: null }, ...makassarWeekdays.closedDates],
    };
    expect(saved.json()).toMatchObject(expected);
    expect(await read()).toMatchObject(expected);

    const log = (await asAdmin('GET', '/api/admin/audit-log?limit=5')).json().entries;
    expect(log[0]).toMatchObject({
      action: 'service_hours.updated',
      actor: { id: admin.id, username: admin.username },
      target: null,
      details: { changed: ['timezone', 'weekly', 'closedDates'] },
    });
    expect(auditLogMessages.actions[log[0].action as 'service_hours.updated']).toBe('Mengubah jam layanan');

    // Saving the same again changes nothing and records nothing.
    await asAdmin('PUT', '/api/admin/service-hours', expected);
    const again = (await asAdmin('GET', '/api/admin/audit-log?limit=5')).json().entries;
    expect(again[0].id).toBe(log[0].id);
  });

  it('say closed on a closed date in the schedule’s zone, and when it opens next', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(new Date());
    const everyDay = defaultServiceHours.weekly.map((d) => ({ ...d, open: '00:00', close: '00:00' }));
    const response = await asAdmin('PUT', '/api/admin/service-hours', {
      timezone: 'Asia/Makassar',
      weekly: everyDay,
      closedDates: [{ date: today, note: 'Libur' }],
    });
    const body = response.json<ServiceHoursResponse>();
    expect(body.open).toBe(false);
    // Open all day every day: it opens at the next midnight in Makassar (UTC+8), 16:00 UTC.
    const next = new Date(body.nextOpenAt!);
    expect(next.getUTCHours()).toBe(16);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(next) > today).toBe(true);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });
});
