import { describe, expect, it } from 'vitest';
import { nextOpenText, outsideHoursWarning, weeklySummary } from './describe';
import { defaultServiceHours, type ServiceHours } from './schedule';

const jakarta = (local: string) => new Date(new Date(`${local}:00Z`).getTime() - 7 * 3_600_000);

const office: ServiceHours = {
  timezone: 'Asia/Jakarta',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => {
    if (day <= 5) return { day, open: '08:00', close: '16:00' };
    return day === 6 ? { day, open: '09:00', close: '00:00' } : { day, open: null, close: null };
  }),
  closedDates: [{ date: '2027-03-10', note: 'Nyepi' }],
};

describe('service hours in words', () => {
  it('sums up the week', () => {
    expect(weeklySummary(defaultServiceHours)).toBe('setiap hari pukul 09.00–21.00 WIB');
    expect(weeklySummary(office)).toBe('Senin–Jumat pukul 08.00–16.00, Sabtu pukul 09.00–24.00 WIB');
    expect(weeklySummary({ ...defaultServiceHours, timezone: 'Asia/Jayapura' })).toContain('WIT');
  });

  it.each([
    [
      'before opening today',
      defaultServiceHours,
      '2027-03-08T07:00',
      'Layanan buka lagi hari ini pukul 09.00 WIB.',
    ],
    ['after closing', defaultServiceHours, '2027-03-08T21:30', 'Layanan buka lagi besok pukul 09.00 WIB.'],
    [
      'the day before a closed date',
      office,
      '2027-03-09T17:00',
      'Layanan buka lagi Kamis, 11 Maret pukul 08.00 WIB.',
    ],
    ['on Sunday', office, '2027-03-14T12:00', 'Layanan buka lagi besok pukul 08.00 WIB.'],
    [
      'into the next year',
      { ...office, closedDates: [{ date: '2028-01-01', note: null }] },
      '2027-12-31T17:00',
      'Layanan buka lagi Senin, 3 Januari 2028 pukul 08.00 WIB.',
    ],
  ])('says when it opens next: %s', (_name, hours, local, text) => {
    expect(nextOpenText(hours, jakarta(local))).toBe(text);
  });

  it('says nothing of opening while open', () => {
    expect(nextOpenText(defaultServiceHours, jakarta('2027-03-08T10:00'))).toBeNull();
  });

  it("words the spec's warning with the hours of the day it opens next", () => {
    expect(outsideHoursWarning(defaultServiceHours, jakarta('2027-03-08T22:30'))).toBe(
      'Pesan Anda akan dibalas pada jam operasi (09:00 - 21:00). Tim kami akan merespons segera setelah jam operasi dimulai.',
    );
    expect(outsideHoursWarning(office, jakarta('2027-03-12T17:00'))).toContain('(09:00 - 24:00)');
  });
});
