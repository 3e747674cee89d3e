import { describe, expect, it } from 'vitest';
import { forumMessages } from '@sehat/core/forum/messages';
import { decodeCursor, encodeCursor } from './cursor';

describe('cursor', () => {
  it('round-trips an encoded position', () => {
    const cursor = { at: '2026-03-10T12:00:00.123456Z', id: 42 };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it('means the first page when absent', () => {
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });

  it.each([
    ['not base64 JSON', 'bukan-kursor'],
    ['wrong shape', Buffer.from('{"at":1}').toString('base64url')],
    ['impossible date', encodeCursor({ at: '2026-13-45T99:00:00.000000Z', id: 1 })],
    ['SQL in the time', encodeCursor({ at: "2026-03-10'; drop table users; --", id: 1 })],
    ['negative id', encodeCursor({ at: '2026-03-10T12:00:00.123456Z', id: -1 })],
    ['fractional id', encodeCursor({ at: '2026-03-10T12:00:00.123456Z', id: 1.5 })],
    ['id beyond a database integer', encodeCursor({ at: '2026-03-10T12:00:00.123456Z', id: 2_147_483_648 })],
  ])('refuses %s with a 400', (_label, value) => {
    expect(() => decodeCursor(value)).toThrow(
      expect.objectContaining({ statusCode: 400, message: forumMessages.invalidCursor }),
    );
  });
});
