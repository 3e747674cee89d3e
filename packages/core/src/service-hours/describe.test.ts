import { describe, expect, it } from 'vitest';
import { closedNowText, closedTodayText, nextOpenText, outsideHoursWarning, weeklySummary } from './describe';
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
    expect(weeklySummary(office)).toBe(
      'Senin–Jumat pukul 08.00–16.00, Sabtu pukul 09.00–24.00 WIB; Minggu tutup',
    );
    expect(weeklySummary({ ...defaultServiceHours, timezone: 'Asia/Jayapura' })).toContain('WIT');
  });

  it('names every closed weekday, and never says every day when one differs', () => {
    const gaps: ServiceHours = {
      ...defaultServiceHours,
      weekly: defaultServiceHours.weekly.map((d) =>
        d.day === 3 || d.day >= 6 ? { ...d, open: null, close: null } : d,
      ),
    };
    expect(weeklySummary(gaps)).toBe(
      'Senin–Selasa pukul 09.00–21.00, Kamis–Jumat pukul 09.00–21.00 WIB; Rabu, Sabtu–Minggu tutup',
    );
    const shortFriday = {
      ...defaultServiceHours,
      weekly: defaultServiceHours.weekly.map((d) => (d.day === 5 ? { ...d, close: '17:00' } : d)),
    };
    expect(weeklySummary(shortFriday)).not.toContain('setiap hari');
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

  // 2026-11-28 is a Saturday.
  const holidays: ServiceHours = {
    ...defaultServiceHours,
    closedDates: [
      { date: '2026-11-28', note: 'Idul Fitri' },
      { date: '2026-11-29', note: null },
    ],
  };

  it.each([
    [
      'a closed date with its note, inside the usual hours',
      holidays,
      '2026-11-28T17:50',
      'Hari ini layanan tutup (Idul Fitri). Buka lagi Senin, 30 November pukul 09.00 WIB.',
    ],
    [
      'a closed date without a note, before the usual opening',
      holidays,
      '2026-11-29T08:00',
      'Hari ini layanan tutup. Buka lagi besok pukul 09.00 WIB.',
    ],
    [
      'a closed weekday',
      office,
      '2027-03-14T10:00',
      'Hari ini layanan tutup. Buka lagi besok pukul 08.00 WIB.',
    ],
    [
      'after the hours of an open day',
      holidays,
      '2026-11-27T21:30',
      'Layanan buka lagi Senin, 30 November pukul 09.00 WIB.',
    ],
  ])('says why it is closed now: %s', (_name, hours, local, text) => {
    expect(closedNowText(hours, jakarta(local))).toBe(text);
  });

  it("reads today on the service's clock, not the viewer's or UTC", () => {
    // 2026-11-28 00:30 in Makassar is still the 27th in Jakarta and in UTC.
    const makassar = { ...holidays, timezone: 'Asia/Makassar' };
    const instant = new Date('2026-11-27T16:30:00Z');
    expect(closedTodayText(makassar, instant)).toBe('Hari ini layanan tutup (Idul Fitri).');
    expect(closedTodayText(holidays, instant)).toBeNull();
    expect(closedNowText(makassar, instant)).toBe(
      'Hari ini layanan tutup (Idul Fitri). Buka lagi Senin, 30 November pukul 09.00 WITA.',
    );
  });

  it('says nothing while open, and only the closing when nothing opens again', () => {
    expect(closedNowText(holidays, jakarta('2026-11-27T10:00'))).toBeNull();
    const shut = { ...holidays, weekly: holidays.weekly.map((d) => ({ ...d, open: null, close: null })) };
    expect(closedNowText(shut, jakarta('2026-11-28T10:00'))).toBe('Hari ini layanan tutup (Idul Fitri).');
  });

  it("puts the closed day before the spec's warning", () => {
    expect(outsideHoursWarning(holidays, jakarta('2026-11-28T17:50'))).toBe(
      'Hari ini layanan tutup (Idul Fitri). Pesan Anda akan dibalas pada jam operasi (09:00 - 21:00). Tim kami akan merespons segera setelah jam operasi dimulai.',
    );
  });
});
