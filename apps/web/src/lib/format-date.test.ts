import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatFullDateTime, formatShortDateTime } from './format-date';

describe('formatDate', () => {
  it('formats in Indonesian', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 Maret 2026');
  });

  it('returns an empty string for garbage', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time in the viewer’s zone', () => {
    const text = formatDateTime('2026-03-05T02:00:00Z');
    expect(text).toContain('2026');
    expect(text).toMatch(/\d{2}[.:]\d{2}/);
    expect(formatDateTime('x')).toBe('');
  });
});

describe('formatShortDateTime', () => {
  it("formats in Indonesian, in the viewer's zone", () => {
    expect(formatShortDateTime('2026-03-05T12:00:00Z', 'Asia/Jakarta')).toBe('5 Mar 2026, 19.00');
  });

  it('returns an empty string for garbage', () => {
    expect(formatShortDateTime('bukan tanggal')).toBe('');
  });
});

describe('formatFullDateTime', () => {
  it('names the weekday and the time', () => {
    const text = formatFullDateTime('2026-03-05T12:00:00Z');
    expect(text).toMatch(/Kamis|Jumat/);
    expect(text).toContain('Maret 2026');
    expect(formatFullDateTime('x')).toBe('');
  });
});

describe('the formatters', () => {
  it('are built on first use, once, not when the module loads', async () => {
    vi.resetModules();
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Original(...args);
    });
    const fresh = await import('./format-date');
    expect(built).not.toHaveBeenCalled();
    fresh.formatDate('2026-03-05T12:00:00Z');
    fresh.formatDate('2026-03-06T12:00:00Z');
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
  });
});
