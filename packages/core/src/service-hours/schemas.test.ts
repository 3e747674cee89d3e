import { describe, expect, it } from 'vitest';
import { serviceHoursMessages } from './messages';
import { defaultServiceHours } from './schedule';
import { serviceHoursBodySchema } from './schemas';

const week = defaultServiceHours.weekly;
const withDay = (index: number, open: string | null, close: string | null) =>
  week.map((entry, i) => (i === index ? { ...entry, open, close } : entry));
const body = (changes: object) => ({ ...defaultServiceHours, ...changes });

const firstIssue = (input: object) => {
  const result = serviceHoursBodySchema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { message: issue.message, path: issue.path.join('.') };
};

describe('serviceHoursBodySchema', () => {
  it('accepts the default and sorts days and dates, with an empty note as none', () => {
    const parsed = serviceHoursBodySchema.parse(
      body({
        timezone: 'asia/makassar',
        weekly: [...week].reverse(),
        closedDates: [
          { date: '2027-03-20', note: ' Idul Fitri ' },
          { date: '2027-03-10', note: '' },
        ],
      }),
    );
    expect(parsed.timezone).toBe('Asia/Makassar');
    expect(parsed.weekly.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(parsed.closedDates).toEqual([
      { date: '2027-03-10', note: null },
      { date: '2027-03-20', note: 'Idul Fitri' },
    ]);
  });

  it('takes a close of 00:00 as midnight, and a closed day as two nulls', () => {
    expect(serviceHoursBodySchema.safeParse(body({ weekly: withDay(0, '18:00', '00:00') })).success).toBe(
      true,
    );
    expect(serviceHoursBodySchema.safeParse(body({ weekly: withDay(0, '00:00', '00:00') })).success).toBe(
      true,
    );
    expect(serviceHoursBodySchema.safeParse(body({ weekly: withDay(6, null, null) })).success).toBe(true);
  });

  it.each([
    [
      'an unknown zone',
      body({ timezone: 'Asia/Atlantis' }),
      serviceHoursMessages.timezoneInvalid,
      'timezone',
    ],
    [
      'an overnight range',
      body({ weekly: withDay(4, '22:00', '02:00') }),
      serviceHoursMessages.closeBeforeOpen('Jumat'),
      'weekly.4.close',
    ],
    [
      'a close equal to open',
      body({ weekly: withDay(0, '09:00', '09:00') }),
      serviceHoursMessages.closeBeforeOpen('Senin'),
      'weekly.0.close',
    ],
    [
      'half a day',
      body({ weekly: withDay(1, '09:00', null) }),
      serviceHoursMessages.hoursIncomplete('Selasa'),
      'weekly.1.close',
    ],
    [
      'a time out of range',
      body({ weekly: withDay(2, '24:30', '25:00') }),
      serviceHoursMessages.clockInvalid,
      'weekly.2.open',
    ],
    ['six days', body({ weekly: week.slice(1) }), serviceHoursMessages.weeklyIncomplete, 'weekly'],
    [
      'a day twice',
      body({ weekly: [...week.slice(1), week[1]] }),
      serviceHoursMessages.weeklyIncomplete,
      'weekly',
    ],
    [
      'no such date',
      body({ closedDates: [{ date: '2027-02-30', note: null }] }),
      serviceHoursMessages.dateInvalid,
      'closedDates.0.date',
    ],
    [
      'a date twice',
      body({ closedDates: [{ date: '2027-03-10' }, { date: '2027-03-10', note: 'lagi' }] }),
      serviceHoursMessages.dateTwice('10 Maret 2027'),
      'closedDates.1.date',
    ],
    [
      'a long note',
      body({ closedDates: [{ date: '2027-03-10', note: 'x'.repeat(101) }] }),
      serviceHoursMessages.noteTooLong(100),
      'closedDates.0.note',
    ],
    [
      'too many dates',
      body({
        closedDates: Array.from({ length: 101 }, (_, i) => ({
          date: `2027-01-01`.replace('01-01', `0${1 + (i % 9)}-1${i % 10}`),
        })),
      }),
      serviceHoursMessages.tooManyDates(100),
      'closedDates',
    ],
  ])('refuses %s in Indonesian', (_name, input, message, path) => {
    expect(firstIssue(input)).toEqual({ message, path });
  });
});
