import { describe, expect, it } from 'vitest';
import { mayAdoptAccountResult, parseRetakeMark, retakeMark } from './retake';

const at = new Date('2026-11-28T10:00:00.000Z');

describe('Tes Ulang and the account’s result', () => {
  it('keeps the result cleared by Tes Ulang away; a test taken since comes back', () => {
    const mark = retakeMark(7, at);
    expect(mayAdoptAccountResult(mark, 7, '2026-11-28T09:59:00.000Z')).toBe(false);
    expect(mayAdoptAccountResult(mark, 7, '2026-11-28T10:00:00.000Z')).toBe(false);
    expect(mayAdoptAccountResult(mark, 7, '2026-11-28T10:05:00.000Z')).toBe(true);
  });

  it('lets the result come when nobody pressed Tes Ulang, or someone else did', () => {
    expect(mayAdoptAccountResult(null, 7, '2026-11-01T00:00:00.000Z')).toBe(true);
    expect(mayAdoptAccountResult(retakeMark(8, at), 7, '2026-11-01T00:00:00.000Z')).toBe(true);
    expect(mayAdoptAccountResult(retakeMark(null, at), 7, '2026-11-01T00:00:00.000Z')).toBe(true);
  });

  it('reads back what it stored, and nothing from a malformed value', () => {
    expect(parseRetakeMark(JSON.stringify(retakeMark(7, at)))).toEqual({ userId: 7, at: at.toISOString() });
    expect(parseRetakeMark(JSON.stringify(retakeMark(null, at)))).toEqual({
      userId: null,
      at: at.toISOString(),
    });
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      '"x"',
      '{"userId":"7","at":"2026-11-28"}',
      '{"userId":7,"at":"kemarin"}',
    ]) {
      expect(parseRetakeMark(raw)).toBeNull();
    }
  });
});
