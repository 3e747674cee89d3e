import { describe, expect, it } from 'vitest';
import { coverageCsv } from './coverage-csv';

describe('coverageCsv', () => {
  it('writes one row per hour, small waiting counts as "<5"', () => {
    const csv = coverageCsv({
      from: '2026-11-30',
      to: '2026-11-30',
      timezone: 'Asia/Jakarta',
      byHour: [
        { hour: 0, staffed: 0, waiting: 3, firstResponseP50Seconds: null },
        { hour: 9, staffed: 1.5, waiting: 12, firstResponseP50Seconds: 240 },
      ],
    });
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('00.00,0,<5,');
    expect(lines[2]).toBe('09.00,1.5,12,240');
  });
});
