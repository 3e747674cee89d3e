import { describe, expect, it } from 'vitest';
import { defaultServiceHours, serviceStatus, type ServiceHours } from './schedule';

/** The instant at which a clock `offsetHours` ahead of UTC shows `local` ('YYYY-MM-DDTHH:MM'). */
const at = (local: string, offsetHours = 7) =>
  new Date(new Date(`${local}:00Z`).getTime() - offsetHours * 3_600_000);

// 2027-03-08 is a Monday.
const weekdaysOnly: ServiceHours = {
  timezone: 'Asia/Jakarta',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) =>
    day <= 5 ? { day, open: '08:00', close: '16:30' } : { day, open: null, close: null },
  ),
  closedDates: [{ date: '2027-03-10', note: 'Nyepi' }],
};

describe('serviceStatus', () => {
  it.each([
    ['the default at 08:59', defaultServiceHours, '2027-03-08T08:59', false, '2027-03-08T09:00'],
    ['the default at 09:00', defaultServiceHours, '2027-03-08T09:00', true, null],
    ['the default at 20:59', defaultServiceHours, '2027-03-08T20:59', true, null],
    ['the default at 21:00', defaultServiceHours, '2027-03-08T21:00', false, '2027-03-09T09:00'],
    ['the default at midnight', defaultServiceHours, '2027-03-09T00:00', false, '2027-03-09T09:00'],
    ['a weekday at its opening', weekdaysOnly, '2027-03-09T08:00', true, null],
    ['a weekday at its closing', weekdaysOnly, '2027-03-09T16:30', false, '2027-03-11T08:00'],
    ['a closed date in its hours', weekdaysOnly, '2027-03-10T10:00', false, '2027-03-11T08:00'],
    ['a closed weekday', weekdaysOnly, '2027-03-13T10:00', false, '2027-03-15T08:00'],
    ['Friday evening, over the weekend', weekdaysOnly, '2027-03-12T17:00', false, '2027-03-15T08:00'],
  ])('%s', (_name, hours, local, open, next) => {
    const status = serviceStatus(hours, at(local));
    expect(status.open).toBe(open);
    expect(status.nextOpening?.at.toISOString() ?? null).toBe(next && at(next).toISOString());
  });

  it('finds the next opening a week away, past a closed date on the only open day', () => {
    const mondays: ServiceHours = {
      timezone: 'Asia/Jakarta',
      weekly: [1, 2, 3, 4, 5, 6, 7].map((day) =>
        day === 1 ? { day, open: '10:00', close: '12:00' } : { day, open: null, close: null },
      ),
      closedDates: [{ date: '2027-03-15', note: null }],
    };
    const status = serviceStatus(mondays, at('2027-03-08T12:00'));
    expect(status.nextOpening).toMatchObject({
      at: at('2027-03-22T10:00'),
      date: { year: 2027, month: 3, day: 22 },
      from: 600,
      to: 720,
    });
  });

  it("follows the schedule's own zone, not the viewer's", () => {
    const makassar = { ...defaultServiceHours, timezone: 'Asia/Makassar' };
    // 08:30 in Jakarta is 09:30 in Makassar.
    expect(serviceStatus(defaultServiceHours, at('2027-03-08T08:30')).open).toBe(false);
    expect(serviceStatus(makassar, at('2027-03-08T08:30')).open).toBe(true);
    const kolkata = { ...defaultServiceHours, timezone: 'Asia/Kolkata' };
    expect(serviceStatus(kolkata, at('2027-03-08T21:00', 5.5)).nextOpening?.at).toEqual(
      at('2027-03-09T09:00', 5.5),
    );
  });

  it('reads a closed date on the service clock, whatever the UTC date', () => {
    const hours = { ...defaultServiceHours, closedDates: [{ date: '2027-03-10', note: 'Idul Fitri' }] };
    // 2027-03-10 10:00 in Jakarta is still 2027-03-10 03:00 UTC; 2027-03-10 06:00 Jakarta is the 9th in UTC.
    expect(serviceStatus(hours, at('2027-03-10T10:00')).open).toBe(false);
    expect(serviceStatus(hours, at('2027-03-10T06:00')).nextOpening?.at).toEqual(at('2027-03-11T09:00'));
    expect(serviceStatus(hours, at('2027-03-09T20:00')).open).toBe(true);
  });

  it('uses the zone rules of the date it opens on (daylight saving in New York)', () => {
    const newYork = { ...defaultServiceHours, timezone: 'America/New_York' };
    // Saturday 2027-03-13 22:00 EST (UTC-5); Sunday 14 March clocks move to EDT (UTC-4).
    const status = serviceStatus(newYork, at('2027-03-13T22:00', -5));
    expect(status.nextOpening?.at).toEqual(at('2027-03-14T09:00', -4));
  });

  it('stays open until midnight with a close of 00:00, and all day from 00:00 to 00:00', () => {
    const late = {
      ...defaultServiceHours,
      weekly: defaultServiceHours.weekly.map((d) => ({ ...d, close: '00:00' })),
    };
    expect(serviceStatus(late, at('2027-03-08T23:59')).open).toBe(true);
    const allDay = { ...late, weekly: late.weekly.map((d) => ({ ...d, open: '00:00' })) };
    expect(serviceStatus(allDay, at('2027-03-08T00:00')).open).toBe(true);
    expect(serviceStatus(allDay, at('2027-03-08T23:59')).open).toBe(true);
  });

  it('has no next opening when every day is closed', () => {
    const shut = {
      ...defaultServiceHours,
      weekly: defaultServiceHours.weekly.map((d) => ({ ...d, open: null, close: null })),
    };
    expect(serviceStatus(shut, at('2027-03-08T10:00'))).toEqual({ open: false, nextOpening: null });
  });
});
