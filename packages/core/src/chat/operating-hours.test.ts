import { describe, expect, it } from 'vitest';
import { isWithinOperatingHours, operatingHoursText } from './operating-hours';

/** The UTC instant at which the wall clock in a zone with this fixed offset shows `hh:mm`. */
const at = (hhmm: string, offsetHours: number) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2026, 2, 5, hours, minutes) - offsetHours * 3_600_000);
};

describe('isWithinOperatingHours', () => {
  // Zones without daylight saving in March, with their UTC offsets.
  const zones: [string, number][] = [
    ['Asia/Jakarta', 7],
    ['Asia/Makassar', 8],
    ['Asia/Jayapura', 9],
    ['Asia/Kolkata', 5.5],
    ['UTC', 0],
    ['America/Bogota', -5],
  ];

  describe.each(zones)('in %s', (zone, offset) => {
    it.each([
      ['08:59', false],
      ['09:00', true],
      ['12:30', true],
      ['20:59', true],
      ['21:00', false],
      ['23:30', false],
      ['00:00', false],
    ])('%s local is %s', (hhmm, expected) => {
      expect(isWithinOperatingHours(at(hhmm, offset), zone)).toBe(expected);
    });
  });

  it('uses the wall clock of the zone, not of the server', () => {
    // 02:00 UTC is 09:00 in Jakarta but 21:00 of the previous day in New York (EST).
    const instant = new Date('2026-01-15T02:00:00Z');
    expect(isWithinOperatingHours(instant, 'Asia/Jakarta')).toBe(true);
    expect(isWithinOperatingHours(instant, 'America/New_York')).toBe(false);
  });

  it('follows daylight saving time', () => {
    // 13:00 UTC is 09:00 in New York in summer (EDT) and 08:00 in winter (EST).
    expect(isWithinOperatingHours(new Date('2026-07-01T13:00:00Z'), 'America/New_York')).toBe(true);
    expect(isWithinOperatingHours(new Date('2026-01-15T13:00:00Z'), 'America/New_York')).toBe(false);
  });

  it.each([undefined, null, '', 'Mars/Olympus_Mons'])('falls back to Asia/Jakarta for %s', (zone) => {
    expect(isWithinOperatingHours(at('08:59', 7), zone)).toBe(false);
    expect(isWithinOperatingHours(at('09:00', 7), zone)).toBe(true);
    expect(isWithinOperatingHours(at('20:59', 7), zone)).toBe(true);
    expect(isWithinOperatingHours(at('21:00', 7), zone)).toBe(false);
  });
});

describe('operatingHoursText', () => {
  it('writes the hours as Indonesian writes a time span', () => {
    expect(operatingHoursText).toBe('09.00–21.00');
  });
});
