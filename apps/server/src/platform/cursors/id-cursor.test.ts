import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { decodeIdCursor, encodeIdCursor, pageOf } from './id-cursor';

describe('id cursors', () => {
  it('round-trips an id through an opaque token', () => {
    const cursor = encodeIdCursor(4217);
    expect(cursor).not.toContain('4217');
    expect(decodeIdCursor(cursor, 'x')).toBe(4217);
  });

  it.each([
    '',
    'abc',
    Buffer.from('id:-1').toString('base64url'),
    Buffer.from('id:0').toString('base64url'),
    Buffer.from('id:9999999999').toString('base64url'),
    Buffer.from('id:2147483648').toString('base64url'),
    Buffer.from('id:1e3').toString('base64url'),
    '4217',
  ])('refuses %j with a 400', (cursor) => {
    expect(() => decodeIdCursor(cursor, 'pesan')).toThrow(AppError);
    try {
      decodeIdCursor(cursor, 'pesan');
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, message: 'pesan', fields: { cursor: 'pesan' } });
    }
  });

  it('gives a next cursor only when there is a further row', () => {
    const rows = [{ id: 9 }, { id: 7 }, { id: 4 }];
    expect(pageOf(rows, 3)).toEqual({ page: rows, nextCursor: null });
    const first = pageOf(rows, 2);
    expect(first.page).toEqual([{ id: 9 }, { id: 7 }]);
    expect(decodeIdCursor(first.nextCursor!, 'x')).toBe(7);
  });
});
