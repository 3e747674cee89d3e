import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats in Indonesian', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 Maret 2026');
  });

  it('returns an empty string for garbage', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
