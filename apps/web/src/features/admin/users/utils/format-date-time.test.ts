import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it("formats in Indonesian, in the viewer's zone", () => {
    expect(formatDateTime('2026-03-05T12:00:00Z', 'Asia/Jakarta')).toBe('5 Mar 2026, 19.00');
  });

  it('returns an empty string for garbage', () => {
    expect(formatDateTime('bukan tanggal')).toBe('');
  });
});
