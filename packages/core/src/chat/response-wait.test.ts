import { formatDuration } from '../time/format';
import { describe, expect, it } from 'vitest';
import { counsellorServiceLabels } from './messages';
import { responseWait } from './response-wait';

const now = new Date('2026-11-28T10:42:30Z'); // 17.42.30 in Jakarta
const waiting = {
  status: 'open' as const,
  awaitingSince: '2026-11-28T10:30:00Z',
  firstResponseDueAt: '2026-11-28T10:45:00Z',
  overdue: false,
};

describe('responseWait', () => {
  it('gives the due time in the viewer’s zone and the minutes left, rounded up', () => {
    expect(responseWait(waiting, now, 'Asia/Jakarta')).toEqual({
      overdue: false,
      waitedMinutes: 12,
      dueClock: '17.45',
      minutesLeft: 3,
    });
    expect(responseWait(waiting, now, 'Asia/Makassar')).toMatchObject({ dueClock: '18.45' });
    const lastSeconds = responseWait(waiting, new Date('2026-11-28T10:44:59Z'), 'Asia/Jakarta');
    expect(lastSeconds).toMatchObject({ overdue: false, minutesLeft: 1 });
  });

  it('is overdue from the due time on this clock, or whenever the server already said so', () => {
    expect(responseWait(waiting, new Date('2026-11-28T10:45:00Z'), 'Asia/Jakarta')).toEqual({
      overdue: true,
      waitedMinutes: 15,
    });
    expect(responseWait({ ...waiting, overdue: true }, now, 'Asia/Jakarta')).toMatchObject({
      overdue: true,
    });
  });

  it('has no due time when the service never opens again, and nothing when nobody waits', () => {
    expect(responseWait({ ...waiting, firstResponseDueAt: null }, now, 'Asia/Jakarta')).toEqual({
      overdue: false,
      waitedMinutes: 12,
      dueClock: null,
      minutesLeft: null,
    });
    expect(responseWait({ ...waiting, awaitingSince: null }, now, 'Asia/Jakarta')).toBeNull();
    expect(responseWait({ ...waiting, status: 'resolved' }, now, 'Asia/Jakarta')).toBeNull();
  });
});

describe('the inbox’s wait texts', () => {
  it('says the due time and what is left as every duration is spelled', () => {
    expect(counsellorServiceLabels.dueBy('17.45', formatDuration(3 * 60))).toBe(
      'Target balas 17.45 · 3 menit lagi',
    );
    expect(counsellorServiceLabels.dueBy('09.03', formatDuration(125 * 60))).toBe(
      'Target balas 09.03 · 2 jam 5 menit lagi',
    );
    expect(counsellorServiceLabels.waiting(formatDuration(12 * 60))).toBe('Menunggu 12 menit');
  });
});
