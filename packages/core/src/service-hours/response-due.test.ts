import { describe, expect, it } from 'vitest';
import { responseDueAt } from './response-due';
import { defaultServiceHours, type ServiceHours } from './schedule';

/** The instant at which a clock `offsetHours` ahead of UTC shows `local` ('YYYY-MM-DDTHH:MM'). */
const at = (local: string, offsetHours = 7) =>
  new Date(new Date(`${local}:00Z`).getTime() - offsetHours * 3_600_000);

// 2027-03-08 is a Monday; 2027-03-10 is closed (Nyepi).
const weekdays: ServiceHours = {
  timezone: 'Asia/Jakarta',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) =>
    day <= 5 ? { day, open: '08:00', close: '16:30' } : { day, open: null, close: null },
  ),
  closedDates: [{ date: '2027-03-10', note: 'Nyepi' }],
};

describe('responseDueAt', () => {
  it.each([
    ['inside the hours', defaultServiceHours, '2027-03-08T10:00', 5, '2027-03-08T10:05'],
    ['exactly at closing', defaultServiceHours, '2027-03-08T20:55', 5, '2027-03-08T21:00'],
    ['across closing time', defaultServiceHours, '2027-03-08T20:58', 5, '2027-03-09T09:03'],
    ['30 minutes across closing', defaultServiceHours, '2027-03-08T20:45', 30, '2027-03-09T09:15'],
    ['written at night', defaultServiceHours, '2027-03-09T02:00', 30, '2027-03-09T09:30'],
    ['written before opening', defaultServiceHours, '2027-03-09T08:59', 5, '2027-03-09T09:05'],
    ['over a closed date', weekdays, '2027-03-09T16:20', 30, '2027-03-11T08:20'],
    ['on a closed date', weekdays, '2027-03-10T11:00', 5, '2027-03-11T08:05'],
    ['over a weekend', weekdays, '2027-03-12T16:29', 5, '2027-03-15T08:04'],
  ])('%s', (_name, hours, since, minutes, due) => {
    expect(responseDueAt(hours, at(since), minutes)?.toISOString()).toBe(at(due).toISOString());
  });

  it('keeps the seconds of the message', () => {
    const since = new Date(at('2027-03-08T20:58').getTime() + 30_000);
    expect(responseDueAt(defaultServiceHours, since, 5)?.toISOString()).toBe(
      new Date(at('2027-03-09T09:03').getTime() + 30_000).toISOString(),
    );
  });

  it('counts on the service’s clock, not UTC: WITA closes an hour earlier in UTC', () => {
    const makassar = { ...defaultServiceHours, timezone: 'Asia/Makassar' };
    expect(responseDueAt(makassar, at('2027-03-08T20:58', 8), 5)?.toISOString()).toBe(
      at('2027-03-09T09:03', 8).toISOString(),
    );
  });

  it('runs on past midnight into a day that opens at 00:00', () => {
    const nights: ServiceHours = {
      timezone: 'Asia/Jakarta',
      weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '00:00' })),
      closedDates: [],
    };
    expect(responseDueAt(nights, at('2027-03-08T23:58'), 5)?.toISOString()).toBe(
      at('2027-03-09T00:03').toISOString(),
    );
  });

  it('is null when the service never opens', () => {
    const never = { ...weekdays, weekly: weekdays.weekly.map((d) => ({ ...d, open: null, close: null })) };
    expect(responseDueAt(never, at('2027-03-08T10:00'), 5)).toBeNull();
  });
});
